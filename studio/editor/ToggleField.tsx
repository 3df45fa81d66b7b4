/**
 * An on/off setting as a switch (React Aria's Switch: a checkbox input with role switch), its label on
 * the left and the switch on the right, help, a notice and an error under it. The studio's generic
 * controls have no switch; this one serves the widget form's flags only.
 */
import { useId } from 'react';
import { Switch } from 'react-aria-components';
import { descriptionClass, errorClass, labelClass } from '../controls/controlStyles';

export interface ToggleFieldProps {
  id: string;
  label: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  help?: string | undefined;
  /** A notice about the page (amber), such as why a channel will not be listed. */
  notice?: string | null | undefined;
  errorMessage?: string | undefined;
}

export function ToggleField({ id, label, isSelected, onChange, help, notice, errorMessage }: ToggleFieldProps) {
  const describedBy = useId();
  const ids = [help && `${describedBy}-help`, notice && `${describedBy}-notice`, errorMessage && `${describedBy}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <Switch
        id={id}
        isSelected={isSelected}
        onChange={onChange}
        aria-describedby={ids || undefined}
        className="group flex cursor-default items-center justify-between gap-4 outline-none"
      >
        <span className={labelClass}>{label}</span>
        <span
          aria-hidden="true"
          className={
            'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full bg-slate-300 transition-colors ' +
            'group-data-[selected]:bg-accent-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-accent-600 ' +
            'group-data-[focus-visible]:ring-offset-2 ' +
            (errorMessage ? 'ring-2 ring-red-500' : '')
          }
        >
          <span className="ml-0.5 size-5 rounded-full bg-white shadow-sm transition-transform group-data-[selected]:translate-x-4" />
        </span>
      </Switch>
      {help && (
        <p id={`${describedBy}-help`} className={`${descriptionClass} pr-14`}>
          {help}
        </p>
      )}
      {notice && (
        <p id={`${describedBy}-notice`} className="pr-14 text-xs text-amber-800">
          {notice}
        </p>
      )}
      {errorMessage && (
        <p id={`${describedBy}-error`} className={errorClass}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
