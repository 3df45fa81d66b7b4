// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneField } from '../../../../frame-app/sms/parts/PhoneField';
import { SmsForm, SUBSCRIBING_TEXT, type SmsFormProps } from '../../../../frame-app/sms/parts/SmsForm';
import { SMS_LEGAL_TEXT } from '../../../../frame-app/sms/parts/SmsLegalText';
import type { CountryOption } from '../../../../frame-app/sms/rules/countrySearch';
import { FLAG_CHUNK_TIMEOUT_MS, loadFlagChunk } from './flagChunk';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const US: CountryOption = { key: 'US', iso: 'US', name: 'United States', native: 'United States', dial: '1' };
const DE: CountryOption = { key: 'DE', iso: 'DE', name: 'Germany', native: 'Deutschland', dial: '49' };
const GB: CountryOption = { key: 'GB', iso: 'GB', name: 'United Kingdom', native: 'United Kingdom', dial: '44' };
const OPTIONS = [DE, GB, US];

// Phone fields and country rows show flags.
beforeAll(loadFlagChunk, FLAG_CHUNK_TIMEOUT_MS);

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

  it('an error that is not about the number (a server error) is announced, and the field is not marked', () => {
    act(() => root.render(<PhoneField value="201 555 0123" onInput={vi.fn()} options={OPTIONS} country={US} onCountry={vi.fn()} error="Our server had a problem." errorOnField={false} />));
    const input = $<HTMLInputElement>('input[type="tel"]')!;
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.className).not.toContain('border-red');
    const notice = $('[data-testid="phone-error"]')!;
    expect(notice.textContent).toBe('Our server had a problem.');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.className).not.toContain('text-red');
    expect(input.value).toBe('201 555 0123');
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
    const list = $<HTMLElement>('[role="listbox"]')!;
    // At most 300 px (SPEC §2), shorter with fewer results: a max-height, not a height.
    expect(list.style.maxHeight).toBe('300px');
    expect(list.style.height).toBe('');
    // A popover in the field row: absolutely placed, so the card (and the host page) do not grow.
    const panel = $<HTMLElement>('[data-testid="country-panel"]')!;
    expect(panel.className).toContain('absolute');
    expect(panel.parentElement?.className).toContain('relative');
    expect(panel.dataset.side).toMatch(/^(below|above|over)$/);
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

describe('CountryPicker off-screen anchor (SPEC §4)', () => {
  /** A stand-in IntersectionObserver the test drives: `report(false)` is the field row scrolled away. */
  class FakeObserver {
    static current: FakeObserver | null = null;
    observed: Element[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {
      FakeObserver.current = this;
    }
    observe(target: Element) {
      this.observed.push(target);
    }
    disconnect() {
      this.observed = [];
      if (FakeObserver.current === this) FakeObserver.current = null;
    }
    report(isIntersecting: boolean) {
      const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      act(() => this.callback(entries, this as unknown as IntersectionObserver));
    }
  }
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    FakeObserver.current = null;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('watches the field row only while open, ignores "visible", and closes once the row is off screen', () => {
    act(() => root.render(<PhoneField value="" onInput={vi.fn()} options={OPTIONS} country={US} onCountry={vi.fn()} error={null} />));
    expect(FakeObserver.current).toBeNull();
    const button = $<HTMLButtonElement>('button[aria-haspopup="listbox"]')!;
    key(button, 'ArrowDown');
    const observer = FakeObserver.current as FakeObserver | null;
    // The anchor is the row the panel is placed in, the one holding the country button.
    expect(observer?.observed).toEqual([$('[data-testid="country-panel"]')?.parentElement]);
    expect(observer?.observed[0]?.contains(button)).toBe(true);
    // The first report (the row on screen as it opens) changes nothing.
    observer?.report(true);
    expect($('[role="listbox"]')).not.toBeNull();
    expect(document.activeElement?.getAttribute('role')).toBe('combobox');
    observer?.report(false);
    expect($('[role="listbox"]')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Focus was in the panel: it goes back to the button, not to <body>.
    expect(document.activeElement).toBe(button);
    expect(FakeObserver.current).toBeNull();
  });
});

describe('CountryFlag', () => {
  /** The flags' chunk has loaded and React has shown them. */
  async function flagsLoaded() {
    await act(async () => {
      await import('../../../../frame-app/sms/parts/CountryFlagIcon');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  it('draws an SVG flag, decorative, in the button and every row (no emoji)', async () => {
    act(() => root.render(<PhoneField value="" onInput={vi.fn()} options={OPTIONS} country={US} onCountry={vi.fn()} error={null} />));
    const button = $<HTMLButtonElement>('button[aria-haspopup="listbox"]')!;
    key(button, 'ArrowDown');
    await flagsLoaded();
    const flag = button.querySelector('[data-flag="US"]')!;
    expect(flag.getAttribute('aria-hidden')).toBe('true');
    expect(flag.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 513 342');
    expect(flag.querySelector('title')).toBeNull();
    // The button's text is the dial code only (its name comes from aria-label): no emoji flag.
    expect(button.textContent).toBe('+1');
    const rows = [...container.querySelectorAll('[role="option"]')];
    expect(rows.map((row) => row.querySelector('[aria-hidden="true"]')?.getAttribute('data-flag'))).toEqual(['DE', 'GB', 'US']);
    expect(rows.every((row) => row.querySelector('[aria-hidden="true"] svg') !== null)).toBe(true);
  });

  it('a same-size box without a flag before the country is known or for a code without one', async () => {
    act(() => root.render(<PhoneField value="" onInput={vi.fn()} options={null} country={null} onCountry={vi.fn()} error={null} />));
    await flagsLoaded();
    const box = $<HTMLButtonElement>('button[aria-haspopup="listbox"]')!.querySelector('[aria-hidden="true"]')!;
    expect(box.querySelector('svg')).toBeNull();
    expect(box.className).toContain('h-4 w-6');
    act(() => root.render(<PhoneField value="" onInput={vi.fn()} options={OPTIONS} country={{ ...US, iso: 'toString' }} onCountry={vi.fn()} error={null} />));
    await flagsLoaded();
    expect($('button[aria-haspopup="listbox"] [aria-hidden="true"] svg')).toBeNull();
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
    expect(button.className).toContain('text-on-accent');
    expect(button.className).toContain('bg-accent');
    act(() => button.click());
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while submitting: disabled, a 24 px spinner before "Subscribing…", and announced', () => {
    const props = formProps({ isLoading: true });
    act(() => root.render(<SmsForm {...props} />));
    const button = $<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe(SUBSCRIBING_TEXT);
    const spinner = button.firstElementChild;
    expect(spinner?.getAttribute('data-testid')).toBe('spinner');
    expect(spinner?.getAttribute('width')).toBe('24');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
    expect($('[aria-live="polite"]')?.textContent).toBe(SUBSCRIBING_TEXT);
  });

  it('while the iOS ref is generated: "Preparing…" after a 24 px spinner', () => {
    act(() => root.render(<SmsForm {...formProps({ isGeneratingRef: true })} />));
    const button = $<HTMLButtonElement>('button[aria-busy="true"]')!;
    expect(button.textContent).toBe('Preparing…');
    expect(button.firstElementChild?.getAttribute('data-testid')).toBe('spinner');
    expect(button.firstElementChild?.getAttribute('height')).toBe('24');
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
