import { getLocalTimeZone, today as localToday, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, I18nProvider, Popover } from 'react-aria-components';
import { anchorText } from '../rules/dateRange';
import { POPOVER_EDGE_MARGIN_PX } from '../rules/popoverPosition';
import { popoverClass, secondaryButtonClass } from './controlStyles';
import { DateRangePanel, type AppliedDateRange } from './DateRangePanel';

export type { AppliedDateRange } from './DateRangePanel';

export interface DateRangePickerProps {
  /** The applied range; null shows "Select date range". */
  value: AppliedDateRange | null;
  onChange: (range: AppliedDateRange) => void;
  /** BCP 47 locale for the anchor text, the typed fields' order and the calendars; en-US by default. */
  locale?: string;
  /** "Today" for the presets and the anchor; injectable so tests (and a report's own zone) decide it. */
  today?: CalendarDate;
  /** The dialog's accessible name. */
  label?: string;
}

/**
 * SPEC §2 "Date-range picker": the report filter. An anchor button showing the applied range; its
 * popover edits a draft (presets, typed fields, calendars) that only reaches `onChange` through a
 * preset or Apply. Closing any other way (Close, Escape, click-away) drops the draft.
 */
export function DateRangePicker({ value, onChange, locale = 'en-US', today, label = 'Date range' }: DateRangePickerProps) {
  const [isOpen, setOpen] = useState(false);
  // Read once per render, not at module load, so a tab left open overnight gets the new day.
  const todayDate = today ?? localToday(getLocalTimeZone());
  const range = value ?? { start: null, end: null };

  const apply = (next: AppliedDateRange) => {
    onChange(next);
    setOpen(false);
  };

  return (
    <I18nProvider locale={locale}>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button
          // self-start: a button keeps its own width in a column layout instead of stretching.
          className={`${secondaryButtonClass} self-start`}
          onKeyDown={(event) => {
            // Alt+ArrowDown opens a picker in the platform's own date and select controls; keep it.
            if (event.altKey && event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
            } else {
              event.continuePropagation();
            }
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-slate-500" fill="currentColor">
            <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 6H4v8h12V8Z" />
          </svg>
          {anchorText(range, todayDate, locale)}
        </Button>
        <Popover
          placement="bottom start"
          offset={4}
          containerPadding={POPOVER_EDGE_MARGIN_PX}
          className={`${popoverClass} max-w-[calc(100vw-10px)] overflow-auto`}
        >
          <Dialog aria-label={label} className="outline-none">
            <DateRangePanel
              initial={range}
              today={todayDate}
              locale={locale}
              onApply={apply}
              onClose={() => setOpen(false)}
            />
          </Dialog>
        </Popover>
      </DialogTrigger>
    </I18nProvider>
  );
}

