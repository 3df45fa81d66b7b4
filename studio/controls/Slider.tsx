import { Label, Slider as AriaSlider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { SLIDER_DEFAULT_VALUE } from '../rules/controlConstants';
import { labelClass } from './controlStyles';

export interface SliderProps {
  label: string;
  /** Controlled value; leave out for an uncontrolled slider starting at `defaultValue`. */
  value?: number;
  /** 50 by default (controlConstants): the middle of the 0-100 opacity scale. */
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** Called once when a drag or key press ends: the moment to save. */
  onChangeEnd?: (value: number) => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  isDisabled?: boolean;
}

/** A labelled 0-100 slider (the studio's opacity settings) with its value shown. */
export function Slider({
  label,
  value,
  defaultValue = SLIDER_DEFAULT_VALUE,
  onChange,
  onChangeEnd,
  minValue = 0,
  maxValue = 100,
  step = 1,
  isDisabled,
}: SliderProps) {
  return (
    <AriaSlider
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      onChangeEnd={onChangeEnd}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      isDisabled={isDisabled}
      className="grid w-full grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2"
    >
      <Label className={labelClass}>{label}</Label>
      <SliderOutput className="text-sm text-slate-600 tabular-nums" />
      <SliderTrack className="relative col-span-2 h-6">
        {({ state }) => (
          <>
            <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-slate-200" />
            <div
              className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-accent-600"
              style={{ width: `${state.getThumbPercent(0) * 100}%` }}
            />
            <SliderThumb
              className={
                'top-1/2 size-5 rounded-full border-2 border-accent-600 bg-white shadow outline-none ' +
                'data-[dragging]:bg-accent-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600 data-[focus-visible]:ring-offset-2'
              }
            />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
