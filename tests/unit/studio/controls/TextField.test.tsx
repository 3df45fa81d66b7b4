// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from '../../../../studio/controls/TextArea';
import { TextField } from '../../../../studio/controls/TextField';
import { mountEachTest, typeInto } from './helpers';

const mount = mountEachTest();

const label = () => mount.container.querySelector('label')!;

describe('TextField', () => {
  it('is required by default: no Optional marker, aria-required', () => {
    act(() => mount.root.render(<TextField label="Name" value="" onChange={vi.fn()} />));
    expect(label().textContent).toBe('Name');
    expect(mount.container.querySelector('input')?.getAttribute('aria-required')).toBe('true');
  });

  it('shows "Optional" when not required; the label reads "Name (Optional)" to a screen reader', () => {
    act(() => mount.root.render(<TextField label="Name" required={false} value="" onChange={vi.fn()} />));
    // The brackets are visually hidden, so the text holds them without spaces around the marker.
    expect(label().textContent).toBe('Name(Optional)');
    const input = mount.container.querySelector('input')!;
    expect(input.getAttribute('aria-labelledby')).toBe(label().id);
  });

  it('passes typing through and shows the description and the error', () => {
    const onChange = vi.fn();
    act(() =>
      mount.root.render(<TextField label="Name" value="" onChange={onChange} description="Shown to visitors" errorMessage="Too long" />),
    );
    const input = mount.container.querySelector('input')!;
    typeInto(input, 'Ada');
    expect(onChange).toHaveBeenCalledWith('Ada');
    expect(mount.container.textContent).toContain('Shown to visitors');
    expect(mount.container.textContent).toContain('Too long');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('has no error text and is valid without an errorMessage', () => {
    act(() => mount.root.render(<TextField label="Name" value="" onChange={vi.fn()} />));
    expect(mount.container.querySelector('input')?.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('TextArea', () => {
  it('is a labelled textarea with the Optional marker when not required', () => {
    const onChange = vi.fn();
    act(() => mount.root.render(<TextArea label="Greeting" required={false} value="" onChange={onChange} />));
    const area = mount.container.querySelector('textarea')!;
    expect(label().textContent).toBe('Greeting(Optional)');
    typeInto(area, 'Hello');
    expect(onChange).toHaveBeenCalledWith('Hello');
  });
});
