/** The kinds of "New widget" as one radio group: the visual kinds first, then the kinds without a layout. */
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { isConfigOnlyStarter, WIDGET_STARTERS, type WidgetStarter } from '../../bridge-protocol/studio/widgetStarters';

const GROUPS: ReadonlyArray<{ label: string; starters: readonly WidgetStarter[] }> = [
  { label: 'Shown to visitors', starters: WIDGET_STARTERS.filter((s) => !isConfigOnlyStarter(s)) },
  { label: 'Links, codes and ads (no layout)', starters: WIDGET_STARTERS.filter(isConfigOnlyStarter) },
];

export function WidgetKindChoice({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  return (
    <RadioGroup value={value} onChange={onChange} aria-label="Kind of widget" className="flex flex-col gap-5">
      {GROUPS.map((group) => (
        <div key={group.label} role="presentation">
          <Label className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</Label>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {group.starters.map((starter) => (
              <Radio
                key={starter.key}
                value={starter.key}
                className="group flex cursor-default gap-3 rounded-lg border border-slate-200 px-3 py-2.5 outline-none transition-colors data-hovered:border-slate-300 data-selected:border-accent-500 data-selected:bg-accent-50/60 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
              >
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border border-slate-400 group-data-selected:border-accent-600 group-data-selected:bg-accent-600"
                >
                  <span className="size-1.5 rounded-full bg-white opacity-0 group-data-selected:opacity-100" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{starter.label}</span>
                  <span className="block text-xs text-slate-600">{starter.hint}</span>
                </span>
              </Radio>
            ))}
          </div>
        </div>
      ))}
    </RadioGroup>
  );
}
