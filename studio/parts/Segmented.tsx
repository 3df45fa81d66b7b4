/** A small segmented switch (React Aria's ToggleButtonGroup, one choice always selected): the preview's device and view. */
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';

export interface SegmentedProps<V extends string> {
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
}

export function Segmented<V extends string>({ label, options, value, onChange }: SegmentedProps<V>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [first] = [...keys];
        if (first !== undefined) onChange(String(first) as V);
      }}
      className="inline-flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200 ring-inset"
    >
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          id={option.value}
          className="rounded-md px-2.5 py-1 text-xs font-medium text-slate-600 outline-none transition-colors data-hovered:text-slate-900 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-xs data-focus-visible:ring-2 data-focus-visible:ring-accent-500/60"
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
