// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneField } from '../../../../frame-app/parts/PhoneField';
import { SmsForm, SUBSCRIBING_TEXT, type SmsFormProps } from '../../../../frame-app/parts/SmsForm';
import { SMS_LEGAL_TEXT } from '../../../../frame-app/parts/SmsLegalText';
import type { CountryOption } from '../../../../frame-app/rules/countrySearch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const US: CountryOption = { key: 'US', iso: 'US', name: 'United States', native: 'United States', dial: '1', flag: '🇺🇸' };
const DE: CountryOption = { key: 'DE', iso: 'DE', name: 'Germany', native: 'Deutschland', dial: '49', flag: '🇩🇪' };
const GB: CountryOption = { key: 'GB', iso: 'GB', name: 'United Kingdom', native: 'United Kingdom', dial: '44', flag: '🇬🇧' };
const OPTIONS = [DE, GB, US];

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const $ = <E extends Element = HTMLElement>(selector: string) => container.querySelector<E>(selector);
function key(target: Element, k: string) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  });
}
function type(input: HTMLInputElement, value: string) {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('PhoneField', () => {
  it('is a labelled tel input with the 3-3-4 hint, and points at its error', () => {
    act(() => root.render(<PhoneField value="555" onInput={vi.fn()} options={OPTIONS} country={US} onCountry={vi.fn()} error="Nope" />));
    const input = $<HTMLInputElement>('input[type="tel"]')!;
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    expect(input.placeholder).toBe('555-123-4567');
    expect($(`label[for="${input.id}"]`)?.textContent).toBe('Mobile number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = $(`#${CSS.escape(input.getAttribute('aria-describedby') ?? '')}`);
    expect(error?.textContent).toBe('Nope');
    expect(input.className).toContain('text-base');
  });

  it('reports what is typed', () => {
    const onInput = vi.fn();
    act(() => root.render(<PhoneField value="" onInput={onInput} options={OPTIONS} country={US} onCountry={vi.fn()} error={null} />));
    const input = $<HTMLInputElement>('input[type="tel"]')!;
    expect(input.getAttribute('aria-invalid')).toBe('false');
    type(input, '5551234567');
    expect(onInput).toHaveBeenCalledWith('5551234567');
  });
});

describe('CountryPicker', () => {
  it('opens by keyboard, searches by +dialcode, picks with Enter, closes with Escape', () => {
    const onCountry = vi.fn();
    act(() => root.render(<PhoneField value="" onInput={vi.fn()} options={OPTIONS} country={US} onCountry={onCountry} error={null} />));
    const button = $<HTMLButtonElement>('button[aria-haspopup="listbox"]')!;
    expect(button.getAttribute('aria-label')).toBe('Country code: United States +1');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    key(button, 'ArrowDown');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = $('[role="listbox"]')!;
    expect(list.getAttribute('style')).toContain('height: 300px');
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(3);
    const search = $<HTMLInputElement>('input[role="combobox"]')!;
    type(search, '+49');
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(1);
    key(search, 'Enter');
    expect(onCountry).toHaveBeenCalledWith('DE');
    expect($('[role="listbox"]')).toBeNull();

    key(button, 'ArrowDown');
    key($('input[role="combobox"]')!, 'Escape');
    expect($('[role="listbox"]')).toBeNull();
    expect(onCountry).toHaveBeenCalledTimes(1);
  });

  it('arrow keys move the active option; type-to-search opens filtered', () => {
    const onCountry = vi.fn();
    act(() => root.render(<PhoneField value="" onInput={vi.fn()} options={OPTIONS} country={DE} onCountry={onCountry} error={null} />));
    const button = $<HTMLButtonElement>('button[aria-haspopup="listbox"]')!;
    key(button, 'u');
    const search = $<HTMLInputElement>('input[role="combobox"]')!;
    expect(search.value).toBe('u');
    // "u" matches United Kingdom, United States (and Deutschland's "u"): case-insensitive substring.
    key(search, 'ArrowDown');
    key(search, 'Enter');
    expect(onCountry).toHaveBeenCalledTimes(1);
    expect(onCountry).toHaveBeenCalledWith('GB');
  });
});

function formProps(overrides: Partial<SmsFormProps> = {}): SmsFormProps {
  return {
    buttonText: 'Subscribe',
    buttonField: null,
    colors: {},
    typed: '',
    options: OPTIONS,
    country: US,
    error: null,
    isLoading: false,
    isGeneratingRef: false,
    textAppLink: null,
    onInput: vi.fn(),
    onCountry: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  };
}

describe('SmsForm', () => {
  it('shows the SPEC §8 legal text verbatim and a Subscribe button that submits', () => {
    const props = formProps();
    act(() => root.render(<SmsForm {...props} />));
    expect($('[data-testid="sms-legal-text"]')?.textContent).toBe(SMS_LEGAL_TEXT);
    const button = $<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.textContent).toBe('Subscribe');
    expect(button.className).toContain('text-white');
    expect(button.className).toContain('bg-[#0073E0]');
    act(() => button.click());
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while submitting: disabled, "Subscribing…" and announced', () => {
    const props = formProps({ isLoading: true });
    act(() => root.render(<SmsForm {...props} />));
    const button = $<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe(SUBSCRIBING_TEXT);
    expect($('[aria-live="polite"]')?.textContent).toBe(SUBSCRIBING_TEXT);
  });

  it('the text-app variant is a link (iOS)', () => {
    act(() => root.render(<SmsForm {...formProps({ textAppLink: 'sms:+15550001111&body=Subscribe%20r1' })} />));
    const link = $<HTMLAnchorElement>('a[data-testid="sms-text-app-link"]')!;
    expect(link.getAttribute('href')).toBe('sms:+15550001111&body=Subscribe%20r1');
    expect(link.textContent).toBe('Subscribe');
    expect($('input[type="tel"]')).toBeNull();
  });

  it('configured text stays text', () => {
    act(() => root.render(<SmsForm {...formProps({ buttonText: '<img src=x onerror=alert(1)>' })} />));
    expect($('img')).toBeNull();
    expect($('button[type="submit"]')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
