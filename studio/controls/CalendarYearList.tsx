import type { CalendarDate } from '@internationalized/date';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { yearPickerYears } from '../rules/calendarGrid';
import { DATE_RANGE_MIN } from '../rules/dateRange';
import { OPTION_LIST_MAX_HEIGHT_PX } from '../rules/controlConstants';
import { optionClass } from './controlStyles';

export interface CalendarYearListProps {
  focused: CalendarDate;
  onPick: (date: CalendarDate) => void;
}

/**
 * The year picker: the years 100 either side of the focused one (yearPickerRange), scrolling, with
 * the focused year selected and scrolled into view. Years before the minimum date stay listed, so
 * the span is the spec's, but disabled.
 */
export function CalendarYearList({ focused, onPick }: CalendarYearListProps) {
  const years = yearPickerYears(focused.year);
  const disabled = years.filter((year) => year < DATE_RANGE_MIN.year);

  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [year] = [...selection];
    if (typeof year === 'number') onPick(focused.set({ year }));
  };

  return (
    <ListBox
      aria-label="Years"
      layout="grid"
      autoFocus
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[focused.year]}
      disabledKeys={disabled}
      onSelectionChange={onSelectionChange}
      escapeKeyBehavior="none"
      items={years.map((year) => ({ id: year }))}
      style={{ maxHeight: OPTION_LIST_MAX_HEIGHT_PX }}
      className="grid grid-cols-4 gap-1 overflow-y-auto outline-none"
    >
      {(item) => (
        <ListBoxItem id={item.id} textValue={String(item.id)} className={`${optionClass} text-center tabular-nums`}>
          {String(item.id)}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
