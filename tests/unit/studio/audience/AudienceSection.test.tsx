// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetProblem } from '../../../../bridge-protocol/studio/widgetSchema';
import { AudienceSection } from '../../../../studio/audience/AudienceSection';
import { buttonByText, mountEachTest, press, typeInto } from '../controls/helpers';

const mount = mountEachTest();
type Json = Record<string, unknown>;

const BOX: Json = { widget_id: 1, widget_type: 'box', channel: 'fb', data: { main: { title: 'Hi' } } };

function Harness({ initial, problems, onChange }: { initial: Json; problems: readonly WidgetProblem[]; onChange: (next: Json) => void }) {
  const [widget, setWidget] = useState(initial);
  return (
    <AudienceSection
      widget={widget}
      problems={problems}
      onChange={(next) => {
        onChange(next);
        setWidget(next);
      }}
    />
  );
}

function render(initial: Json, problems: readonly WidgetProblem[] = []) {
  const onChange = vi.fn();
  act(() => mount.root.render(<Harness initial={initial} problems={problems} onChange={onChange} />));
  return () => onChange.mock.calls.at(-1)?.[0] as Json;
}

const byId = (id: string) => mount.container.querySelector<HTMLInputElement>(`#${id}`)!;
const blur = (input: HTMLInputElement) => act(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
const audience = (widget: Json) => (widget.data as { setup?: { audience?: Json } }).setup?.audience;

describe('AudienceSection (“Who”)', () => {
  it('says each rule in plain words and writes it to data.setup.audience', () => {
    const last = render(BOX);
    const labels = [...mount.container.querySelectorAll('label')].map((l) => l.textContent?.trim() ?? '');
    expect(labels).toEqual(expect.arrayContaining(['Everyone', 'New visitorsDuring their first visit.', 'After at least this many visits(Optional)', 'In these countries(Optional)', 'When this cookie is set(Optional)']));
    const returning = [...mount.container.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Returning visitors'))!;
    press(returning);
    expect(audience(last())).toEqual({ visitor: 'returning' });

    const countries = byId('field-data-setup-audience-countries');
    typeInto(countries, 'de, at');
    blur(countries);
    expect(audience(last())).toEqual({ visitor: 'returning', countries: ['DE', 'AT'] });

    typeInto(byId('field-data-setup-audience-cookie'), 'plan');
    expect(audience(last())?.cookie).toEqual({ name: 'plan' });
  });

  it('adds an attribute rule, "is at least" by default, its number stored as a number', () => {
    const last = render(BOX);
    press(buttonByText(mount.container, 'Add an attribute rule'));
    typeInto(byId('field-data-setup-audience-attributes-0-name'), 'cart_value');
    const value = byId('field-data-setup-audience-attributes-0-value');
    typeInto(value, '50');
    blur(value);
    expect(audience(last())?.attributes).toEqual([{ name: 'cart_value', op: 'gte', value: 50 }]);
    expect(byId('field-data-setup-audience-attributes-0-op').value).toBe('is at least');
    press(mount.container.querySelector('button[aria-label="Remove attribute rule 1"]'));
    expect(audience(last())).toBeUndefined();
  });

  it('shows the save check’s problem at its field', () => {
    render({ ...BOX, data: { setup: { audience: { minVisits: 0 } } } }, [{ path: 'data.setup.audience.minVisits', message: 'Enter a whole number of visits from 1.' }]);
    const field = byId('field-data-setup-audience-minVisits');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(mount.container.textContent).toContain('Enter a whole number of visits from 1.');
    expect(mount.container.textContent).toContain('1 problem');
  });
});
