/**
 * A percentage on the studio's slider (SPEC §9 opacity, default 50), with help and an error under it.
 * Every move is written, so the preview follows the thumb.
 */
import { descriptionClass, errorClass } from '../controls/controlStyles';
import { Slider } from '../controls/Slider';

export interface SliderFieldProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  help?: string | undefined;
  errorMessage?: string | undefined;
}

export function SliderField({ id, label, value, min, max, onChange, help, errorMessage }: SliderFieldProps) {
  return (
    <div id={id} className="flex flex-col gap-1">
      <Slider label={label} value={Math.min(max, Math.max(min, value))} minValue={min} maxValue={max} onChange={onChange} />
      {help && <p className={descriptionClass}>{help}</p>}
      {errorMessage && <p className={errorClass}>{errorMessage}</p>}
    </div>
  );
}
