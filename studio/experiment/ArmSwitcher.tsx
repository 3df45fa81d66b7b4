/** Which arm of the split test the live preview shows (each in the real frame, its data merged over the widget's). */
import { Segmented } from '../parts/Segmented';

export interface ArmSwitcherProps {
  arms: readonly string[];
  value: string;
  onChange: (armId: string) => void;
}

export function ArmSwitcher({ arms, value, onChange }: ArmSwitcherProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs font-medium text-slate-600" aria-hidden="true">
        Previewing arm
      </span>
      <Segmented label="Preview arm" value={value} onChange={onChange} options={arms.map((id, index) => ({ value: id, label: index === 0 ? `${id} (control)` : id }))} />
    </div>
  );
}
