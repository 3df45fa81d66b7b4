// @vitest-environment happy-dom
import { CalendarDate } from '@internationalized/date';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type AppliedDateRange } from '../../../../studio/controls/DateRangePicker';
import { buttonByText, key, mountEachTest, press } from './helpers';

const mount = mountEachTest();
const TODAY = new CalendarDate(2024, 5, 15);

function render(value: AppliedDateRange | null, onChange = vi.fn(), locale?: string) {
  act(() => mount.root.render(<DateRangePicker value={value} onChange={onChange} today={TODAY} locale={locale} />));
  return onChange;
}

const anchor = () => mount.container.querySelector('button')!;
const dialog = () => document.querySelector('[role="dialog"]');
const apply = () => buttonByText(document.body, 'Apply')!;
/**
 * A day of the visible months, by React Aria's accessible label ("Friday, May 10, 2024"). A grid
 * also draws its neighbours' days (outside-month, not pickable there), so those are skipped.
 */
const day = (label: string) => document.querySelector(`[role="gridcell"] [aria-label*="${label}"]:not([data-outside-month])`);
const range = (start: CalendarDate, end: CalendarDate) => ({ start, end });

function open() {
  press(anchor());
  expect(dialog()).not.toBeNull();
}

function setViewportWidth(width: number) {
  act(() => {
    // happy-dom's own viewport API; it fires 'resize' like a browser would.
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({
      width,
      height: 800,
    });
  });
}

afterEach(() => setViewportWidth(1024));

describe('DateRangePicker anchor', () => {
  it('reads "Select date range" with no range', () => {
    render(null);
    expect(anchor().textContent).toBe('Select date range');
  });

  it('reads Today(...) and Yesterday(...) for those single days, and start – end for a range', () => {
    render(range(TODAY, TODAY));
    expect(anchor().textContent).toBe('Today(May 15, 2024)');
    render(range(new CalendarDate(2024, 5, 14), new CalendarDate(2024, 5, 14)));
    expect(anchor().textContent).toBe('Yesterday(May 14, 2024)');
    render(range(new CalendarDate(2024, 5, 9), TODAY));
    expect(anchor().textContent).toBe('May 9, 2024 – May 15, 2024');
  });

  it('formats by the locale', () => {
    render(range(new CalendarDate(2024, 3, 5), new CalendarDate(2024, 3, 6)), vi.fn(), 'en-GB');
    expect(anchor().textContent).toBe('5 Mar 2024 – 6 Mar 2024');
  });
});

describe('DateRangePicker popover', () => {
  it('starts the week on Monday, and on Sunday in a Sunday-first locale (SPEC §9)', () => {
    const firstWeekday = (locale: string) => {
      render(null, vi.fn(), locale);
      open();
      const header = document.querySelector('[role="dialog"] thead th');
      const text = header?.getAttribute('aria-label') ?? header?.textContent;
      press(buttonByText(document.body, 'Close')!);
      return text;
    };
    expect(firstWeekday('en-GB')).toMatch(/^Mon/);
    expect(firstWeekday('de-DE')).toMatch(/^(Mo|Montag)/);
    // A Saturday-first locale (its own calendar starts on Saturday) gets Monday too.
    expect(firstWeekday('en-AE')).toMatch(/^Mon/);
    expect(firstWeekday('en-US')).toMatch(/^Sun/);
  });


  it('opens as a dialog with the four presets, Close and a disabled Apply', () => {
    render(null);
    open();
    const presets = [...document.querySelectorAll('[aria-label="Presets"] button')].map((b) => b.textContent);
    expect(presets).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days']);
    expect(buttonByText(document.body, 'Close')).toBeDefined();
    expect(apply().disabled).toBe(true);
  });

  it('keeps Apply disabled after the first day and enables it after the second; Apply sends the range', () => {
    const onChange = render(null);
    open();
    press(day('May 10, 2024'));
    expect(apply().disabled).toBe(true);
    press(day('May 12, 2024'));
    expect(apply().disabled).toBe(false);
    press(apply());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toEqual(range(new CalendarDate(2024, 5, 10), new CalendarDate(2024, 5, 12)));
    expect(dialog()).toBeNull();
  });

  it('a range picked end first is applied in calendar order', () => {
    const onChange = render(null);
    open();
    press(day('May 12, 2024'));
    press(day('May 3, 2024'));
    press(apply());
    expect(onChange.mock.calls[0]![0]).toEqual(range(new CalendarDate(2024, 5, 3), new CalendarDate(2024, 5, 12)));
  });

  it.each([
    ['Today', range(TODAY, TODAY)],
    ['Yesterday', range(new CalendarDate(2024, 5, 14), new CalendarDate(2024, 5, 14))],
    ['Last 7 days', range(new CalendarDate(2024, 5, 9), TODAY)],
    ['Last 30 days', range(new CalendarDate(2024, 4, 16), TODAY)],
  ])('the %s preset applies its range from the injected today and closes', (label, expected) => {
    const onChange = render(null);
    open();
    press(buttonByText(document.querySelector('[aria-label="Presets"]')!, label));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toEqual(expected);
    expect(dialog()).toBeNull();
  });

  it('marks the preset the applied range equals', () => {
    render(range(new CalendarDate(2024, 5, 9), TODAY));
    open();
    const pressed = [...document.querySelectorAll('[aria-label="Presets"] [aria-pressed="true"]')].map((b) => b.textContent);
    expect(pressed).toEqual(['Last 7 days']);
  });

  it('Close closes without applying, and the next opening starts from the applied range', () => {
    const onChange = render(range(TODAY, TODAY));
    open();
    press(day('May 10, 2024'));
    press(day('May 12, 2024'));
    press(buttonByText(document.body, 'Close'));
    expect(dialog()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(anchor().textContent).toBe('Today(May 15, 2024)');
    open();
    expect(day('May 10, 2024')?.closest('[role="gridcell"]')?.getAttribute('aria-selected')).not.toBe('true');
    expect(day('May 15, 2024')?.closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true');
  });

  it('Escape closes without applying', () => {
    const onChange = render(null);
    open();
    press(day('May 10, 2024'));
    press(day('May 12, 2024'));
    key(document.activeElement ?? dialog(), 'Escape');
    expect(dialog()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens with Alt+ArrowDown on the anchor', () => {
    render(null);
    key(anchor(), 'ArrowDown', { altKey: true });
    expect(dialog()).not.toBeNull();
  });

  it('does not offer days before 2016-01-01', () => {
    render(range(new CalendarDate(2016, 1, 5), new CalendarDate(2016, 1, 6)));
    open();
    expect(day('December 31, 2015')).toBeNull();
    expect(day('January 1, 2016')?.getAttribute('aria-disabled')).not.toBe('true');
    expect(document.querySelector('[aria-label="Previous month"]')?.hasAttribute('disabled')).toBe(true);
  });

  it.each([
    [500, 1],
    [800, 2],
    [1200, 3],
  ])('shows as many calendars as %i px allow (%i)', (width, calendars) => {
    setViewportWidth(width);
    render(null);
    open();
    expect(document.querySelectorAll('[role="dialog"] table[role="grid"]')).toHaveLength(calendars);
  });
});

describe('DateRangePicker month and year views', () => {
  it('the year button lists 100 years either side, those before 2016 disabled; a pick shows that year', () => {
    render(null);
    open();
    press(document.querySelector('[aria-label="2024, choose year"]'));
    const years = [...document.querySelectorAll('[aria-label="Years"] [role="option"]')];
    expect(years).toHaveLength(201);
    expect(years[0]?.textContent).toBe('1924');
    expect(years.at(-1)?.textContent).toBe('2124');
    expect(years.find((y) => y.textContent === '2015')?.getAttribute('aria-disabled')).toBe('true');
    expect(document.querySelector('table[role="grid"]')).toBeNull();
    press(years.find((y) => y.textContent === '2020'));
    expect(document.querySelector('[aria-label="Years"]')).toBeNull();
    expect(document.querySelector('[aria-label="2020, choose year"]')).not.toBeNull();
    expect(day('May 15, 2020')).not.toBeNull();
  });

  it('the month button shows the twelve months; a pick shows that month', () => {
    render(null);
    open();
    press(document.querySelector('[aria-label="May, choose month"]'));
    const months = [...document.querySelectorAll('[aria-label="Months"] [role="option"]')].map((m) => m.textContent);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('January');
    press([...document.querySelectorAll('[aria-label="Months"] [role="option"]')].find((m) => m.textContent === 'November'));
    expect(document.querySelector('[aria-label="November, choose month"]')).not.toBeNull();
    expect(day('November 15, 2024')).not.toBeNull();
  });
});
