// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField, type NumberFieldProps } from '../../../../studio/controls/NumberField';
import { key, mountEachTest, typeInto } from './helpers';

const mount = mountEachTest();

function render(props: Partial<NumberFieldProps> = {}) {
  const onChange = props.onChange ?? vi.fn();
  act(() => mount.root.render(<NumberField label="Opacity" value={null} {...props} onChange={onChange} />));
  return { onChange, input: mount.container.querySelector('input')! };
}

function blur(input: HTMLInputElement) {
  act(() => {
    input.focus();
    input.blur();
  });
}

describe('NumberField', () => {
  it('sanitises while typing: non-digits, a second separator and a late minus are dropped', () => {
    const { input, onChange } = render();
    typeInto(input, '-1a2.3.4-');
    expect(input.value).toBe('-12.34');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a half-typed number while typing ("-", "3.")', () => {
    const { input } = render();
    typeInto(input, '-');
    expect(input.value).toBe('-');
    typeInto(input, '3.');
    expect(input.value).toBe('3.');
  });

  it('positive drops the minus, integerOnly the separator, and maxSymbols caps the length', () => {
    const { input } = render({ positive: true, integerOnly: true, maxSymbols: 4 });
    typeInto(input, '-12.345');
    expect(input.value).toBe('1234');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('uses the decimal keypad unless integer-only', () => {
    expect(render().input.getAttribute('inputmode')).toBe('decimal');
  });

  it('clamps on blur and reports the committed number', () => {
    const { input, onChange } = render({ min: 0, max: 100 });
    typeInto(input, '250');
    blur(input);
    expect(input.value).toBe('100');
    expect(onChange).toHaveBeenCalledWith(100);
  });

  it('commits on Enter', () => {
    const { input, onChange } = render({ min: 10 });
    typeInto(input, '3');
    key(input, 'Enter');
    expect(input.value).toBe('10');
    expect(onChange).toHaveBeenCalledWith(10);
  });

  it('a required field left empty becomes min', () => {
    const { input, onChange } = render({ value: 40, min: 5 });
    expect(input.value).toBe('40');
    typeInto(input, '');
    blur(input);
    expect(input.value).toBe('5');
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('an optional field may stay empty, and its label says Optional', () => {
    const { input, onChange } = render({ value: 40, required: false });
    typeInto(input, '-');
    blur(input);
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenCalledWith(null);
    expect(mount.container.querySelector('label')?.textContent).toBe('Opacity(Optional)');
  });

  it('shows and accepts the locale decimal separator', () => {
    const { input, onChange } = render({ locale: 'de-DE' });
    typeInto(input, '1.5');
    expect(input.value).toBe('1,5');
    blur(input);
    expect(onChange).toHaveBeenCalledWith(1.5);
    expect(input.value).toBe('1,5');
  });

  it('a new value from outside replaces the text', () => {
    const { input, onChange } = render({ value: 1 });
    render({ value: 7, onChange });
    expect(input.value).toBe('7');
  });
});
