import type { CalendarDate } from '@internationalized/date';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { monthPickerOptions } from '../rules/calendarGrid';
import { DATE_RANGE_MIN } from '../rules/dateRange';
import { optionClass } from './controlStyles';

export interface CalendarMonthListProps {
  focused: CalendarDate;
  locale: string;
  onPick: (date: CalendarDate) => void;
}

/** The month picker: twelve months of the focused year in a 3-column grid (arrow keys move in 2D). */
export function CalendarMonthList({ focused, locale, onPick }: CalendarMonthListProps) {
  const options = monthPickerOptions(locale);
  // Months wholly before the minimum date cannot hold a selectable day.
  const disabled = options
    .filter((option) => focused.year < DATE_RANGE_MIN.year || (focused.year === DATE_RANGE_MIN.year && option.month < DATE_RANGE_MIN.month))
    .map((option) => option.month);

  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [month] = [...selection];
    if (typeof month === 'number') onPick(focused.set({ month }));
  };

  return (
    <ListBox
      aria-label="Months"
      layout="grid"
      autoFocus
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[focused.month]}
      disabledKeys={disabled}
      onSelectionChange={onSelectionChange}
      // Escape belongs to the popover (close without applying), not to clearing this selection.
      escapeKeyBehavior="none"
      items={options.map((option) => ({ id: option.month, name: option.name }))}
      className="grid grid-cols-3 gap-1 outline-none"
    >
      {(item) => (
        <ListBoxItem id={item.id} textValue={item.name} className={`${optionClass} text-center`}>
          {item.name}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
