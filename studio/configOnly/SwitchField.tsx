import { useId } from 'react';
import { Switch } from 'react-aria-components';

export interface SwitchFieldProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  description?: string;
}

/** An on/off setting (React Aria's Switch: a checkbox with the switch role, Space toggles it). */
export function SwitchField({ label, isSelected, onChange, description }: SwitchFieldProps) {
  const descriptionId = useId();
  return (
    <div className="flex flex-col gap-1">
      <Switch
        isSelected={isSelected}
        onChange={onChange}
        aria-describedby={description ? descriptionId : undefined}
        className="group flex cursor-default items-center gap-3 text-sm font-medium text-slate-700 outline-none"
      >
        <span
          aria-hidden="true"
          className={
            'flex h-6 w-10 shrink-0 items-center rounded-full bg-slate-300 p-0.5 transition-colors ' +
            'group-data-[selected]:bg-accent-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-accent-600 group-data-[focus-visible]:ring-offset-2'
          }
        >
          <span className="size-5 rounded-full bg-white shadow-sm transition-transform group-data-[selected]:translate-x-4" />
        </span>
        {label}
      </Switch>
      {description && (
        <p id={descriptionId} className="pl-[3.25rem] text-xs text-slate-500">
          {description}
        </p>
      )}
    </div>
  );
}
