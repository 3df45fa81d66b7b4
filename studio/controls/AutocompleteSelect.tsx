import type { Key } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { AUTOCOMPLETE_EMPTY_LABEL, OPTION_LIST_MAX_HEIGHT_PX } from '../rules/controlConstants';
import { highlightMatches } from '../rules/highlightMatches';
import { POPOVER_EDGE_MARGIN_PX } from '../rules/popoverPosition';
import { descriptionClass, errorClass, inputClass, labelClass, optionClass, popoverClass } from './controlStyles';
import { FieldLabelText } from './FieldLabelText';
import { AutocompleteOptionLabel } from './AutocompleteOptionLabel';

export interface AutocompleteItem {
  id: string | number;
  label: string;
}

export interface AutocompleteSelectProps {
  label: string;
  items: readonly AutocompleteItem[];
  selectedKey: AutocompleteItem['id'] | null;
  onSelectionChange: (id: AutocompleteItem['id'] | null) => void;
  required?: boolean;
  description?: string;
  placeholder?: string;
  isDisabled?: boolean;
  /** The input's id (a form links its problems to it). */
  id?: string;
  /** Shown under the field, which is marked invalid, when set. */
  errorMessage?: string | undefined;
}

/** The option filter: the same case-insensitive literal match the highlighting marks. */
function matchesQuery(text: string, query: string): boolean {
  return query.trim() === '' || highlightMatches(text, query).some((segment) => segment.match);
}

/**
 * SPEC §2 autocomplete select: type to filter (a case-insensitive substring), the matched part of
 * each option marked, "No Items Found" when nothing is left. React Aria's ComboBox gives the
 * keyboard (type, arrows, Enter to pick, Escape to close and restore the chosen label).
 */
export function AutocompleteSelect({
  label,
  items,
  selectedKey,
  onSelectionChange,
  required = true,
  description,
  placeholder,
  isDisabled,
  id,
  errorMessage,
}: AutocompleteSelectProps) {
  return (
    <ComboBox
      id={id}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      defaultItems={items}
      value={selectedKey}
      onChange={(key: Key | null) => {
        // Keys come back as given; the ids are ours, strings or numbers.
        onSelectionChange(key === null ? null : (key as AutocompleteItem['id']));
      }}
      defaultFilter={matchesQuery}
      // The empty state must show, so the list opens even when the search keeps no option.
      allowsEmptyCollection
      isRequired={required}
      isDisabled={isDisabled}
      className="flex flex-col gap-1"
    >
      <Label className={labelClass}>
        <FieldLabelText label={label} required={required} />
      </Label>
      <div className="relative">
        <Input className={`${inputClass} pr-9`} placeholder={placeholder} />
        <Button
          aria-label="Show options"
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-lg text-slate-500 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
          </svg>
        </Button>
      </div>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldError className={errorClass}>{errorMessage}</FieldError>
      <Popover
        containerPadding={POPOVER_EDGE_MARGIN_PX}
        offset={4}
        className={`${popoverClass} w-(--trigger-width)`}
      >
        <ListBox<AutocompleteItem>
          style={{ maxHeight: OPTION_LIST_MAX_HEIGHT_PX }}
          className="overflow-y-auto p-1 outline-none"
          renderEmptyState={() => <div className="px-3 py-2 text-sm text-slate-500">{AUTOCOMPLETE_EMPTY_LABEL}</div>}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={optionClass}>
              <AutocompleteOptionLabel text={item.label} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
