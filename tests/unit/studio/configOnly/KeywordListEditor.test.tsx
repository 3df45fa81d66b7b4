// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KeywordListEditor } from '../../../../studio/configOnly/KeywordListEditor';
import { KEYWORD_LIMITS } from '../../../../studio/rules/feedCommentSettings';
import { buttonByText, key, mountEachTest, press, typeInto } from '../controls/helpers';

const mount = mountEachTest();

function Harness({ initial, onChange }: { initial: string[]; onChange: (values: string[]) => void }) {
  const [values, setValues] = useState(initial);
  return (
    <KeywordListEditor
      label="Reply when a comment mentions"
      values={values}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
      limits={KEYWORD_LIMITS}
    />
  );
}

function render(initial: string[] = []) {
  const onChange = vi.fn();
  act(() => mount.root.render(<Harness initial={initial} onChange={onChange} />));
  const input = mount.container.querySelector('input')!;
  const chips = () => [...mount.container.querySelectorAll('li')].map((li) => li.textContent);
  const description = () =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  const status = () => mount.container.querySelector('[role="status"]')?.textContent;
  return { onChange, input, chips, description, status };
}

describe('KeywordListEditor', () => {
  it('adds the typed keyword with Enter, empties the field and says so politely', () => {
    const { input, onChange, chips, status } = render(['sale']);
    typeInto(input, '  free   shipping ');
    key(input, 'Enter');
    expect(onChange).toHaveBeenLastCalledWith(['sale', 'free shipping']);
    expect(chips()).toEqual(['sale', 'free shipping']);
    expect(input.value).toBe('');
    expect(status()).toBe('Added “free shipping”. 2 of 20.');
  });

  it('adds with the Add button too', () => {
    const { input, chips } = render();
    typeInto(input, 'promo');
    press(buttonByText(mount.container, 'Add'));
    expect(chips()).toEqual(['promo']);
  });

  it('refuses a duplicate whatever its case: the reason is the field’s description, the text stays, nothing changes', () => {
    const { input, onChange, chips, description } = render(['Sale']);
    typeInto(input, 'SALE');
    key(input, 'Enter');
    expect(onChange).not.toHaveBeenCalled();
    expect(chips()).toEqual(['Sale']);
    expect(input.value).toBe('SALE');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description()).toContain('“Sale” is in the list already.');
    // Typing again clears the refusal.
    typeInto(input, 'SALES');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a keyword over 64 characters and one past 20', () => {
    const { input, description } = render(Array.from({ length: 20 }, (_, i) => `k${i}`));
    typeInto(input, 'x'.repeat(65));
    key(input, 'Enter');
    expect(description()).toContain('A keyword has at most 64 characters.');
    typeInto(input, 'one more');
    key(input, 'Enter');
    expect(description()).toContain('At most 20 keywords: remove one to add another.');
  });

  it('removes a keyword with its button, names it for screen readers, and gives focus back to the field', () => {
    const { input, onChange, chips, status } = render(['sale', 'code', 'promo']);
    const remove = mount.container.querySelector('button[aria-label="Remove “code”"]');
    expect(remove).not.toBeNull();
    press(remove);
    expect(onChange).toHaveBeenLastCalledWith(['sale', 'promo']);
    expect(chips()).toEqual(['sale', 'promo']);
    expect(document.activeElement).toBe(input);
    expect(status()).toBe('Removed “code”.');
  });

  it('the list is labelled and counted', () => {
    const { description } = render(['a', 'b']);
    expect(mount.container.querySelector('ul')?.getAttribute('aria-label')).toBe('Reply when a comment mentions');
    expect(description()).toContain('2 of 20.');
  });
});
