import { Button } from 'react-aria-components';
import { DATE_RANGE_PRESETS, type DateRangePreset, type DateRangePresetId } from '../rules/dateRange';

export interface DateRangePresetsProps {
  /** The preset the draft equals, marked as pressed. */
  active: DateRangePresetId | null;
  onPick: (preset: DateRangePreset) => void;
}

/** The picker's preset column: one press applies the preset's range (no Apply needed). */
export function DateRangePresets({ active, onPick }: DateRangePresetsProps) {
  return (
    <div role="group" aria-label="Presets" className="flex shrink-0 flex-row flex-wrap gap-1 sm:w-36 sm:flex-col">
      {DATE_RANGE_PRESETS.map((preset) => (
        <Button
          key={preset.id}
          aria-pressed={active === preset.id}
          onPress={() => onPick(preset)}
          className={
            'rounded-lg px-3 py-2 text-left text-sm text-slate-700 outline-none data-[hovered]:bg-slate-100 ' +
            'aria-pressed:bg-accent-50 aria-pressed:font-medium aria-pressed:text-accent-700 ' +
            'data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600'
          }
        >
          {preset.label}
        </Button>
      ))}
    </div>
  );
}
