/**
 * A split test's counts per arm, as a table: exposures (visitors the widget was shown to in that arm),
 * opt-ins, the rate, and against the control each arm's chance to beat it and the expected loss of
 * choosing it. The leader's row says so and offers "Promote" (unless the test is only in the draft).
 */
import { Button } from 'react-aria-components';
import type { ArmResult } from '../../bridge-protocol/studio/experimentResults';
import { secondaryButtonClass } from '../controls/controlStyles';
import { chanceText, lossText, rateText } from '../rules/experimentResultText';

export interface ArmResultsTableProps {
  arms: readonly ArmResult[];
  leader: string | null;
  onPromote?: (armId: string) => void;
}

const cell = 'px-3 py-2 text-right tabular-nums';
const head = 'px-3 py-2 text-right font-medium';

function ArmRow({ arm, leads, onPromote }: { arm: ArmResult; leads: boolean; onPromote?: (armId: string) => void }) {
  return (
    <tr className={leads ? 'bg-emerald-50/60' : ''}>
      <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
        <span className="flex flex-wrap items-center gap-1.5">
          {arm.id}
          {arm.control && <span className="text-xs font-normal text-slate-500">(control)</span>}
          {leads && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">Leader</span>}
        </span>
      </th>
      <td className={cell}>{arm.exposures.toLocaleString()}</td>
      <td className={cell}>{arm.optIns.toLocaleString()}</td>
      <td className={cell}>{rateText(arm.rate)}</td>
      <td className={cell}>{chanceText(arm.chanceToBeat)}</td>
      <td className={cell}>{lossText(arm.expectedLoss)}</td>
      <td className="px-3 py-1.5 text-right">
        {leads && onPromote && (
          <Button className={`${secondaryButtonClass} whitespace-nowrap`} onPress={() => onPromote(arm.id)} aria-label={`Promote ${arm.id}`}>
            Promote
          </Button>
        )}
      </td>
    </tr>
  );
}

export function ArmResultsTable({ arms, leader, onPromote }: ArmResultsTableProps) {
  return (
    // Scrolls sideways on a phone: focusable and named, so the keyboard can scroll it too.
    <div role="region" aria-label="Results per arm" tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-accent-600">
      <table className="w-full min-w-[34rem] text-sm text-slate-700">
        <caption className="sr-only">Results per arm</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Arm
            </th>
            <th scope="col" className={head}>
              Exposures
            </th>
            <th scope="col" className={head}>
              Opt-ins
            </th>
            <th scope="col" className={head}>
              Rate
            </th>
            <th scope="col" className={head}>
              Chance to beat control
            </th>
            <th scope="col" className={head}>
              Expected loss
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {arms.map((arm) => (
            <ArmRow key={arm.id} arm={arm} leads={arm.id === leader} onPromote={onPromote} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
