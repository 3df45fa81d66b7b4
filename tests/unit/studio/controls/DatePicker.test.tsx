// @vitest-environment happy-dom
import { CalendarDate } from '@internationalized/date';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from '../../../../studio/controls/DatePicker';
import { key, mountEachTest, press } from './helpers';

const mount = mountEachTest();
const TODAY = new CalendarDate(2024, 5, 15);

function renderDate(value: CalendarDate | null, locale?: string, onChange = vi.fn()) {
  act(() => mount.root.render(<DatePicker label="Start date" value={value} onChange={onChange} locale={locale} today={TODAY} />));
  return onChange;
}

const segments = () => [...mount.container.querySelectorAll('[role="spinbutton"]')];
const segmentTypes = () => segments().map((segment) => segment.getAttribute('data-type'));
const segmentText = () => segments().map((segment) => segment.textContent).join('/');
const calendarButton = () => mount.container.querySelector('button')!;
const dialog = () => document.querySelector('[role="dialog"]');
const day = (label: string) => document.querySelector(`[role="gridcell"] [aria-label*="${label}"]:not([data-outside-month])`);

describe('DatePicker', () => {
  it('orders the typed segments by the locale: MM/DD/YYYY in en-US, DD/MM/YYYY in en-GB', () => {
    renderDate(new CalendarDate(2031, 5, 14));
    expect(segmentTypes()).toEqual(['month', 'day', 'year']);
    expect(segmentText()).toBe('5/14/2031');
    renderDate(new CalendarDate(2031, 5, 14), 'en-GB');
    expect(segmentTypes()).toEqual(['day', 'month', 'year']);
    expect(segmentText()).toBe('14/05/2031');
  });

  it('shows a date before 2016-01-01 as invalid, with the reason', () => {
    renderDate(new CalendarDate(2015, 12, 31));
    expect(mount.container.querySelector('[role="group"]')?.getAttribute('data-invalid')).toBe('true');
    expect(mount.container.textContent).toContain('Value must be 1/1/2016 or later.');
  });

  it('shows a message of ours instead, and "Optional" when it may stay empty', () => {
    act(() => mount.root.render(<DatePicker label="Show until" value={null} onChange={vi.fn()} required={false} errorMessage="End the schedule after it starts." today={TODAY} />));
    expect(mount.container.textContent).toContain('Show until(Optional)');
    expect(mount.container.textContent).toContain('End the schedule after it starts.');
  });

  it('opens a calendar with the month and year pickers, weeks from Sunday in en-US, and reports the day picked', () => {
    const onChange = renderDate(null);
    press(calendarButton());
    expect(dialog()).not.toBeNull();
    expect(document.querySelector('[aria-label="May, choose month"]')).not.toBeNull();
    expect(document.querySelector('[aria-label="2024, choose year"]')).not.toBeNull();
    expect(document.querySelector('[role="dialog"] th')?.textContent).toBe('Sun');
    press(day('May 20, 2024'));
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2024, 5, 20));
  });

  it('starts the weeks on Monday in en-GB, and opens on the date picked', () => {
    renderDate(new CalendarDate(2031, 5, 14), 'en-GB');
    press(calendarButton());
    expect(document.querySelector('[role="dialog"] th')?.textContent).toBe('Mon');
    expect(document.querySelector('[aria-label="2031, choose year"]')).not.toBeNull();
    expect(document.querySelector('[role="gridcell"][aria-selected="true"]')?.textContent).toBe('14');
  });

  it('keeps the months before the minimum out of reach', () => {
    renderDate(new CalendarDate(2016, 1, 5));
    press(calendarButton());
    expect(document.querySelector('[aria-label="Previous month"]')?.hasAttribute('disabled')).toBe(true);
    expect(document.querySelector('[aria-label="Next month"]')?.hasAttribute('disabled')).toBe(false);
  });
});
