/** The widget machine's current state, read from the booted actor: what QA compares with the spec. */
import type { WidgetActor } from '../boot/widgetActor';
import { useActorSelector } from '../parts/useActorSelector';
import type { DisplayCheck } from '../machines/displayChecks';
import { blockedBy, renderReason, type WidgetSnapshot } from '../machines/widgetSnapshot';

// The lifecycle state SPEC §4 names (`rendered`), not its inner schedule watch.
const stateName = (snapshot: WidgetSnapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');

/** Why a rendered widget is still hidden, in the words of SPEC §4 "Display conditions". */
const CHECK_LABELS: Record<DisplayCheck, string> = {
  sdkReady: 'the messenger SDK',
  route: 'a matching route',
  device: 'an allowed device',
  schedule: 'its schedule',
  repeat: 'repeat display',
  cap: "the page's overlay cap",
  trigger: 'the entrance trigger',
};

/** `now`: the harness's clock (it shifts time to try the repeat rules), the machine's own. */
export function MachineStatus({ actor, now }: { actor: WidgetActor; now: () => number }) {
  const state = useActorSelector(actor, stateName);
  const reason = useActorSelector(actor, renderReason);
  const blocked = useActorSelector(actor, (snapshot) => blockedBy(snapshot, now()));
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2 py-0.5" aria-live="polite">
      machine <strong className="font-mono font-semibold text-slate-900">{state}</strong>
      {reason && <span className="text-slate-500">· {reason}</span>}
      {blocked && <span className="text-amber-700">· waiting for {CHECK_LABELS[blocked]}</span>}
    </span>
  );
}
