/**
 * The messenger checkbox control (SPEC §2 "checkbox mode", §9 sizes): a real, labelled checkbox beside
 * (`checkboxPosition: 'side'`) or under (`'bottom'`) its text. Presentational: the checked state and
 * its changes belong to the caller, so the standalone checkbox widget and a bar or card in checkbox mode
 * share one control. In a booted frame the messenger checkbox plugin takes its place (MessengerAction);
 * this control remains for editing mode.
 */
import { useId, type ReactNode } from 'react';
import type { WidgetColors } from '../rules/widgetColors';
import { checkboxSizeClasses } from './ctaButtonSize';
import { FOCUS_RING, optionalStyle } from './embedStyles';

export interface OptInCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label: plain text, or an EditableText in editing mode. */
  text: ReactNode;
  /** SPEC `buttonSize` (standard | large | xlarge, or s | m | l); large by default. */
  size: unknown;
  position: 'side' | 'bottom';
  colors: WidgetColors;
  className?: string;
}

export function OptInCheckbox({ checked, onChange, text, size, position, colors, className = '' }: OptInCheckboxProps) {
  const id = useId();
  const sizes = checkboxSizeClasses(size);
  return (
    <div className={`flex gap-3 ${position === 'side' ? 'flex-row items-center' : 'flex-col-reverse items-start'} ${className}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className={`${sizes.box} shrink-0 cursor-pointer rounded accent-accent ${FOCUS_RING}`}
        style={optionalStyle({ accentColor: colors.buttonBackground })}
      />
      <label htmlFor={id} className={`min-w-0 cursor-pointer break-words font-medium leading-snug ${sizes.text}`} style={optionalStyle({ color: colors.headline })}>
        {text}
      </label>
    </div>
  );
}

/** SPEC §3 `checkboxPosition`: bottom or side; side unless bottom is asked for. */
export function checkboxPosition(value: unknown): 'side' | 'bottom' {
  return value === 'bottom' ? 'bottom' : 'side';
}
