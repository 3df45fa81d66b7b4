/**
 * The grid both calendar pickers are (months, years): one selected number among numbered options, arrow
 * keys moving in two dimensions, the options before the minimum date disabled. Escape is left to the
 * popover (close without applying) instead of clearing the selection.
 */
import type { CSSProperties } from 'react';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { optionClass } from './controlStyles';

export interface CalendarPickerGridProps {
  label: string;
  options: readonly { id: number; name: string }[];
  selected: number;
  disabled: readonly number[];
  onPick: (id: number) => void;
  /** The grid's columns and scrolling (Tailwind classes). */
  className: string;
  style?: CSSProperties;
  /** Extra classes for each option (tabular figures for years). */
  optionClassName?: string;
}

export function CalendarPickerGrid({ label, options, selected, disabled, onPick, className, style, optionClassName = '' }: CalendarPickerGridProps) {
  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [id] = [...selection];
    if (typeof id === 'number') onPick(id);
  };
  return (
    <ListBox
      aria-label={label}
      layout="grid"
      autoFocus
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      disabledKeys={disabled}
      onSelectionChange={onSelectionChange}
      escapeKeyBehavior="none"
      items={options}
      {...(style ? { style } : {})}
      className={`grid gap-1 outline-none ${className}`}
    >
      {(item) => (
        <ListBoxItem id={item.id} textValue={item.name} className={`${optionClass} text-center ${optionClassName}`}>
          {item.name}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
