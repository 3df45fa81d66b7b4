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

  it('takes an id, and shows an error with the group marked invalid', () => {
    const options = [
      { value: 'top', label: 'Top' },
      { value: 'bottom', label: 'Bottom' },
    ];
    act(() => mount.root.render(<RadioGroup id="field-x" label="Position" options={options} value={null} onChange={vi.fn()} errorMessage="Choose top or bottom." />));
    const group = mount.container.querySelector('[role="radiogroup"]')!;
    expect(group.id).toBe('field-x');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(mount.container.textContent).toContain('Choose top or bottom.');
  });

  it('lays options out column by column, so the arrows move down a column', () => {
    const options = ['lt', 'lm', 'lb', 'rt', 'rm', 'rb'].map((value) => ({ value, label: value }));
    act(() => mount.root.render(<RadioGroup label="Position" options={options} value="lt" onChange={vi.fn()} columns={2} />));
    const grid = mount.container.querySelector<HTMLElement>('[role="radiogroup"] > div')!;
    expect(grid.className).toContain('grid-flow-col');
    expect(grid.style.gridTemplateRows).toBe('repeat(3, auto)');
  });
});
