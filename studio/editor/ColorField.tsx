/**
 * A colour: a swatch that opens the browser's colour picker and the hex code as text, both writing the
 * same value. The text is written as typed, so a half-typed or wrong code is kept and the save check
 * explains it at this field; an empty field removes the colour, so the skin's colour applies again.
 */
import { Input, TextField } from 'react-aria-components';
import { inputClass } from '../controls/controlStyles';
import { FieldParts } from '../controls/FieldParts';
import { pickerHex } from './colourText';

export interface ColorFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string | undefined) => void;
  /** The colour the widget uses while this one is empty (shown in the swatch and as placeholder). */
  placeholder?: string | undefined;
  description?: string | undefined;
  errorMessage?: string | undefined;
  /** Said after the label by a screen reader only (the label alone may name a text field too); null when the label says "colour". */
  spokenSuffix?: string | null;
}

export function ColorField({ id, label, value, onChange, placeholder, description, errorMessage, spokenSuffix = 'colour' }: ColorFieldProps) {
  const swatch = pickerHex(value) ?? pickerHex(placeholder);
  return (
    <TextField
      id={id}
      value={value}
      onChange={(typed) => onChange(typed.trim() === '' ? undefined : typed.trim())}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      {/* Under the Colours heading the label reads "Title", which is also the content's title field; a
          screen reader lists fields by name, so this one also says "colour". */}
      <FieldParts label={label} required={false} description={description} errorMessage={errorMessage} spokenSuffix={spokenSuffix ?? undefined}>
        <div className="flex items-center gap-2">
          <span className="relative size-9 shrink-0 overflow-hidden rounded-lg border border-slate-300 bg-[conic-gradient(#e2e8f0_25%,#fff_0_50%,#e2e8f0_0_75%,#fff_0)] bg-[length:10px_10px] has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-600 has-[:focus-visible]:ring-offset-2">
            {swatch !== null && <span aria-hidden="true" className="absolute inset-0" style={{ backgroundColor: swatch }} />}
            <input
              type="color"
              aria-label={`${label}: pick a colour`}
              value={swatch ?? '#ffffff'}
              onChange={(event) => onChange(event.target.value)}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
          </span>
          <Input className={`${inputClass} font-mono uppercase placeholder:font-sans placeholder:normal-case`} placeholder={placeholder ?? 'Skin colour'} spellCheck={false} autoComplete="off" />
        </div>
      </FieldParts>
    </TextField>
  );
}
