// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AutocompleteSelect } from '../../../../studio/controls/AutocompleteSelect';
import { key, mountEachTest, press, typeInto } from './helpers';

const mount = mountEachTest();

const ITEMS = [
  { id: 'fr', label: 'France' },
  { id: 'de', label: 'Germany' },
  { id: 'ie', label: 'Ireland' },
  { id: 'us', label: 'United States' },
];

function render(selectedKey: string | null = null, onSelectionChange = vi.fn()) {
  act(() =>
    mount.root.render(
      <AutocompleteSelect label="Country" items={ITEMS} selectedKey={selectedKey} onSelectionChange={onSelectionChange} />,
    ),
  );
  return { onSelectionChange, input: mount.container.querySelector('input')! };
}

const options = () => [...document.querySelectorAll('[role="listbox"] [role="option"]')];
const listbox = () => document.querySelector('[role="listbox"]');

describe('AutocompleteSelect', () => {
  it('filters by a case-insensitive substring and marks the matched part', () => {
    const { input } = render();
    act(() => input.focus());
    typeInto(input, 'AN');
    expect(options().map((o) => o.textContent)).toEqual(['France', 'Germany', 'Ireland']);
    const marks = options().map((o) => [...o.querySelectorAll('mark')].map((m) => m.textContent));
    expect(marks).toEqual([['an'], ['an'], ['an']]);
  });

  it('shows "No Items Found" when nothing matches', () => {
    const { input } = render();
    act(() => input.focus());
    typeInto(input, 'zz');
    // React Aria wraps the empty state in one role="option" element of its own; no item is left.
    expect(listbox()?.textContent).toBe('No Items Found');
    expect(listbox()?.querySelector('mark')).toBeNull();
  });

  it('caps the list at 275 px and lets it scroll', () => {
    const { input } = render();
    act(() => input.focus());
    typeInto(input, 'e');
    const style = (listbox() as HTMLElement).style;
    expect(style.maxHeight).toBe('275px');
    expect(listbox()?.className).toContain('overflow-y-auto');
  });

  it('picks with the arrows and Enter', () => {
    const { input, onSelectionChange } = render();
    act(() => input.focus());
    typeInto(input, 'land');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(onSelectionChange).toHaveBeenCalledWith('ie');
  });

  it('picks with a press', () => {
    const { input, onSelectionChange } = render();
    act(() => input.focus());
    typeInto(input, 'united');
    press(options()[0]);
    expect(onSelectionChange).toHaveBeenCalledWith('us');
  });

  it('opened from the button with a choice made, lists every option unmarked', () => {
    render('de');
    expect(mount.container.querySelector('input')?.value).toBe('Germany');
    press(mount.container.querySelector('button[aria-label="Show options"]'));
    expect(options()).toHaveLength(4);
    expect(listbox()?.querySelector('mark')).toBeNull();
  });

  it('Escape closes the list', () => {
    const { input } = render();
    act(() => input.focus());
    typeInto(input, 'a');
    expect(listbox()).not.toBeNull();
    key(input, 'Escape');
    expect(listbox()).toBeNull();
  });
});
