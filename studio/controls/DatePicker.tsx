import { getLocalTimeZone, today as localToday, type CalendarDate } from '@internationalized/date';
import { Button, DateInput, DatePicker as AriaDatePicker, DateSegment, Dialog, Group, I18nProvider, Popover } from 'react-aria-components';
import { weekStart } from '../rules/calendarGrid';
import { DATE_RANGE_MIN } from '../rules/dateRange';
import { POPOVER_EDGE_MARGIN_PX } from '../rules/popoverPosition';
import { CalendarView } from './CalendarView';
import { popoverClass, segmentBoxClass, segmentClass } from './controlStyles';
import { FieldParts } from './FieldParts';
import { useTypedValue } from './useTypedValue';

export interface DatePickerProps {
  label: string;
  value: CalendarDate | null;
  /** Every complete date typed or picked within the bounds, and null when the field is emptied. */
  onChange: (date: CalendarDate | null) => void;
  /** BCP 47 locale: the segments' order (MM/DD/YYYY in en-US, DD/MM/YYYY in en-GB) and the calendar's; en-US by default. */
  locale?: string;
  /** Dates before it are refused (shown invalid with React Aria's message, not reported, not pickable); 2016-01-01, the date-range picker's, by default. */
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  /** Required by default (SPEC §5); a date that may stay empty shows "Optional" by its label. */
  required?: boolean;
  description?: string | undefined;
  /** Shown, and the field marked invalid, when set; else React Aria's own message for a date out of bounds. */
  errorMessage?: string | undefined;
  /** Words only a screen reader hears after the label, where the label alone is not unique. */
  spokenSuffix?: string | undefined;
  isDisabled?: boolean;
  /** "Today" for the calendar's first view; injectable so tests decide it. */
  today?: CalendarDate;
}

/**
 * SPEC §2 "date picker" and §5 "Date input": a date typed segment by segment in the locale's order, or
 * picked in a popover calendar that looks like the range picker's (RangeCalendarView's parts: a 6-week
 * grid, the locale's first weekday, month and year pickers). React Aria's DatePicker gives the keyboard
 * (type digits, arrows, Alt+ArrowDown or the button to open, Escape to close) and reports a date only
 * once every segment is filled.
 */
export function DatePicker({
  label,
  value,
  onChange,
  locale = 'en-US',
  minValue = DATE_RANGE_MIN,
  maxValue,
  required = true,
  description,
  errorMessage,
  spokenSuffix,
  isDisabled,
  today,
}: DatePickerProps) {
  // SPEC §5 "rejects dates outside min/max": such a date stays on screen, marked, but is not reported.
  const [shown, change] = useTypedValue(value, onChange, (date) => date.compare(minValue) >= 0 && (maxValue === undefined || date.compare(maxValue) <= 0));
  // Read once per render, not at module load, so a tab left open overnight gets the new day.
  const todayDate = today ?? localToday(getLocalTimeZone());
  const opensOn = shown ?? todayDate;
  // The calendar opens on a date it can show: a typed date out of bounds opens on the nearest bound.
  const withinBounds = opensOn.compare(minValue) < 0 ? minValue : maxValue && opensOn.compare(maxValue) > 0 ? maxValue : opensOn;
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker
        value={shown}
        onChange={change}
        minValue={minValue}
        maxValue={maxValue}
        granularity="day"
        firstDayOfWeek={weekStart(locale)}
        isRequired={required}
        isDisabled={isDisabled}
        // Undefined, not false, without a message of ours: React Aria still marks a date out of bounds.
        isInvalid={errorMessage ? true : undefined}
        validationBehavior="aria"
        className="flex flex-col gap-1"
      >
        <FieldParts label={label} required={required} description={description} errorMessage={errorMessage} spokenSuffix={spokenSuffix}>
          <Group className={`${segmentBoxClass} w-40 pr-1 pl-3`}>
            <DateInput className="flex flex-1 py-2">{(segment) => <DateSegment segment={segment} className={segmentClass} />}</DateInput>
            <Button className="flex size-7 items-center justify-center rounded-md text-slate-500 outline-none data-[hovered]:bg-slate-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 6H4v8h12V8Z" />
              </svg>
            </Button>
          </Group>
        </FieldParts>
        <Popover offset={4} containerPadding={POPOVER_EDGE_MARGIN_PX} className={`${popoverClass} max-w-[calc(100vw-10px)] overflow-auto`}>
          <Dialog className="p-4 outline-none">
            <CalendarView opensOn={withinBounds} locale={locale} min={minValue} max={maxValue} />
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
