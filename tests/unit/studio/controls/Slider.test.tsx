// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from '../../../../studio/controls/RadioGroup';
import { Slider } from '../../../../studio/controls/Slider';
import { key, mountEachTest, press } from './helpers';

const mount = mountEachTest();

describe('Slider', () => {
  it('runs 0-100 and starts at 50 by default', () => {
    act(() => mount.root.render(<Slider label="Opacity" />));
    const input = mount.container.querySelector('input[type="range"]')!;
    expect(input.getAttribute('min')).toBe('0');
    expect(input.getAttribute('max')).toBe('100');
    expect((input as HTMLInputElement).value).toBe('50');
    expect(mount.container.querySelector('output')?.textContent).toBe('50');
  });

  it('reports keyboard steps', () => {
    const onChange = vi.fn();
    act(() => mount.root.render(<Slider label="Opacity" value={50} onChange={onChange} />));
    key(mount.container.querySelector('input[type="range"]'), 'ArrowRight');
    expect(onChange).toHaveBeenCalledWith(51);
  });
});

describe('RadioGroup', () => {
  it('renders the options as radios and reports a pick', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'light', label: 'Light' },
      { value: 'dark', label: 'Dark' },
    ];
    act(() => mount.root.render(<RadioGroup label="Skin" options={options} value="light" onChange={onChange} />));
    const radios = [...mount.container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    expect(mount.container.querySelector('[role="radiogroup"]')?.getAttribute('aria-labelledby')).toBeTruthy();
    press(radios[1]!.closest('label'));
    expect(onChange).toHaveBeenCalledWith('dark');
  });
});
