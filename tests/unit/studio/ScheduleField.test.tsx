// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetProblem } from '../../../bridge-protocol/studio/widgetSchema';
import { WidgetForm } from '../../../studio/editor/WidgetForm';
import { mountEachTest, press } from './controls/helpers';

const mount = mountEachTest();

type Json = Record<string, unknown>;
const OWNER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const PATH = 'data.setup.schedule';

const modal = (schedule?: Json): Json => ({ widget_id: 7, widget_type: 'modal', channel: 'fb', data: { setup: schedule === undefined ? {} : { schedule } } });
const scheduleOf = (widget: Json | undefined) => ((widget?.data as Json | undefined)?.setup as Json | undefined)?.schedule;

function Harness({ initial, problems, onChange }: { initial: Json; problems: readonly WidgetProblem[]; onChange: (next: Json) => void }) {
  const [widget, setWidget] = useState(initial);
  return (
    <WidgetForm
      widget={widget}
      pageConfig={{}}
      problems={problems}
      onChange={(next) => {
        onChange(next);
        setWidget(next);
      }}
    />
  );
}

function render(initial: Json, problems: readonly WidgetProblem[] = []) {
  const onChange = vi.fn<(next: Json) => void>();
  act(() => mount.root.render(<Harness initial={initial} problems={problems} onChange={onChange} />));
  return () => scheduleOf(onChange.mock.calls.at(-1)?.[0]);
}

const part = (name: string) => mount.container.querySelector<HTMLElement>(`#field-data-setup-schedule-${name}`)!;
const checkbox = (day: string) =>
  [...part('days').querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((input) => input.closest('label')?.textContent?.trim() === day)!;
/** The time zone's combobox input (the autocomplete select's id is its input's). */
const zone = () => part('timeZone') as HTMLInputElement;
const segmentsText = (element: Element) => [...element.querySelectorAll('[role="spinbutton"]')].map((segment) => segment.textContent).join(' ');

describe('ScheduleField', () => {
  it('lists the weekdays Sunday first (en-US) and writes the ticked ones as ISO numbers with the owner’s zone', () => {
    const latest = render(modal());
    const names = [...part('days').querySelectorAll('label')].map((label) => label.textContent?.trim());
    expect(names).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    press(checkbox('Friday'));
    press(checkbox('Monday'));
    expect(latest()).toEqual({ days: [1, 5], timeZone: OWNER_ZONE });
    expect(checkbox('Monday').checked).toBe(true);
  });

  it('removes the schedule when its last part is emptied', () => {
    const latest = render(modal({ days: [3], timeZone: 'Europe/Paris' }));
    expect(checkbox('Wednesday').checked).toBe(true);
    press(checkbox('Wednesday'));
    expect(latest()).toBeUndefined();
  });

  it('shows a stored schedule: the dates, the ticked days, the night’s 26:00 as 02:00 ending the next morning, the zone', () => {
    render(modal({ start: '2026-12-01T09:00', end: '2026-12-24', days: [1, 2, 3, 4, 5], hours: { from: '18:00', until: '26:00' }, timeZone: 'Europe/Paris' }));
    expect(segmentsText(part('start'))).toBe('12 1 2026 09 00');
    expect(segmentsText(part('end'))).toBe('12 24 2026 –– ––');
    expect(['Monday', 'Friday', 'Saturday'].map((day) => checkbox(day).checked)).toEqual([true, true, false]);
    expect(segmentsText(part('hours-from'))).toBe('18 00');
    expect(segmentsText(part('hours-until'))).toBe('02 00');
    expect(part('hours-until').textContent).toContain('Ends the next morning.');
    expect(zone().value).toBe('Europe/Paris');
  });

  it('shows each problem at the part it names, a weekday’s at the days', () => {
    const problems: WidgetProblem[] = [
      { path: `${PATH}.end`, message: 'End the schedule after it starts.' },
      { path: `${PATH}.days[0]`, message: 'Choose days of the week as numbers, 1 (Monday) to 7 (Sunday).' },
      { path: `${PATH}.hours.until`, message: 'End the hours after they start, within a day.' },
      { path: `${PATH}.timeZone`, message: 'Choose a time zone such as Europe/Paris.' },
    ];
    render(modal({ start: '2026-12-02', end: '2026-12-01', days: [9], hours: { from: '08:00', until: '08:00' }, timeZone: 'Mars/Olympus' }), problems);
    expect(part('end').textContent).toContain('End the schedule after it starts.');
    expect(part('start').textContent).not.toContain('End the schedule');
    expect(part('days').textContent).toContain('Choose days of the week');
    expect(part('hours-until').textContent).toContain('End the hours after they start');
    expect(part('hours-from').textContent).not.toContain('End the hours');
    expect(mount.container.textContent).toContain('Choose a time zone such as Europe/Paris.');
    // The stored zone stays shown, even one the check refuses, so the owner sees what to change.
    expect(zone().value).toBe('Mars/Olympus');
  });
});
