/**
 * The QA harness panel: every signal the loader would send, by hand. Each control goes through the host
 * simulator, so it produces exactly the bridge message the real host would (and the log shows it).
 */
import { useId, useState, type FormEvent } from 'react';
import { WIDGET_COMMANDS } from '../../bridge-protocol/messages';
import { toAnchorId } from '../rules/anchorId';
import { formatDateTime, formatDuration } from './formatTime';
import type { HostSimulator, HostState } from './hostSimulator';
import { QA_INPUT, QaButton, QaLabel, QaSection } from './QaControls';
import { PLUGIN_ACTIONS, SDK_OUTCOMES, type PluginAction, type SdkOutcome } from './simulatedMessengerSdk';
import { VIEWPORT_PRESETS } from './viewportPresets';

const SECOND_PRESETS = [5, 10, 30, 60, 120] as const;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const COMMAND_LABELS: Record<(typeof WIDGET_COMMANDS)[number], string> = {
  open: 'Open',
  forceOpen: 'Force open',
  close: 'Close',
  submit: 'Submit',
  setPayload: 'Set payload',
};

function clampNumber(text: string, min: number, max: number): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : null;
}

interface PanelProps {
  sim: HostSimulator;
  state: HostState;
}

/** A field of the page signals section: its ids come from the section's one useId, as they always have. */
interface FieldProps extends PanelProps {
  id: string;
}

function ScrollDepthField({ sim, state, id }: FieldProps) {
  return (
    <div>
      <QaLabel htmlFor={`${id}-scroll`}>Scroll depth (%)</QaLabel>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-scroll-range`}
          type="range"
          min={0}
          max={100}
          step={1}
          aria-label="Scroll depth slider (%)"
          value={state.page.maxScroll}
          onChange={(e) => sim.setScroll(Number(e.target.value))}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-sky-600"
        />
        <input
          id={`${id}-scroll`}
          type="number"
          min={0}
          max={100}
          inputMode="numeric"
          value={state.page.maxScroll}
          onChange={(e) => {
            const n = clampNumber(e.target.value, 0, 100);
            if (n !== null) sim.setScroll(n);
          }}
          className={`${QA_INPUT} w-16! text-right tabular-nums`}
        />
      </div>
    </div>
  );
}

function SecondsSpentField({ sim, state, id }: FieldProps) {
  return (
    <div>
      <QaLabel htmlFor={`${id}-seconds`}>Seconds spent</QaLabel>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-seconds`}
          type="number"
          min={0}
          inputMode="numeric"
          value={state.page.secondsSpent}
          onChange={(e) => {
            const n = clampNumber(e.target.value, 0, 86_400);
            if (n !== null) sim.setSeconds(n);
          }}
          className={`${QA_INPUT} w-20! text-right tabular-nums`}
        />
        <div className="flex flex-wrap gap-1" role="group" aria-label="Set seconds spent">
          {SECOND_PRESETS.map((s) => (
            <QaButton key={s} onClick={() => sim.setSeconds(s)} aria-label={`Set seconds spent to ${s}`} aria-pressed={state.page.secondsSpent === s}>
              {s}
            </QaButton>
          ))}
        </div>
      </div>
    </div>
  );
}

function ExitIntentRow({ sim, state }: PanelProps) {
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="text-xs text-slate-700">
        Exit intent:{' '}
        <strong className={state.page.exitIntent ? 'text-emerald-700' : 'text-slate-500'}>{state.page.exitIntent ? 'yes' : 'no'}</strong>
      </span>
      <QaButton onClick={() => sim.triggerExitIntent()} disabled={state.page.exitIntent}>
        Trigger exit intent
      </QaButton>
    </div>
  );
}

function AnchorForm({ sim, state, id }: FieldProps) {
  const [anchor, setAnchor] = useState('');
  const reach = (event: FormEvent) => {
    event.preventDefault();
    const value = toAnchorId(anchor);
    if (value) sim.reachAnchor(value);
  };
  const reached = Object.keys(state.page.anchors).filter((a) => state.page.anchors[a]);
  return (
    <form onSubmit={reach}>
      <QaLabel htmlFor={`${id}-anchor`}>Anchor id</QaLabel>
      <div className="flex gap-2">
        <input
          id={`${id}-anchor`}
          type="text"
          value={anchor}
          placeholder={state.watchedAnchors[0] ?? 'signup'}
          onChange={(e) => setAnchor(e.target.value)}
          className={QA_INPUT}
          autoComplete="off"
          spellCheck={false}
        />
        <QaButton type="submit" className="shrink-0" disabled={toAnchorId(anchor) === null}>
          Reach anchor
        </QaButton>
      </div>
      <p className="mt-1 text-[11px] text-slate-500">
        Watched: {state.watchedAnchors.length ? state.watchedAnchors.join(', ') : 'none'}
        {reached.length > 0 && <> · reached: {reached.join(', ')}</>}
      </p>
    </form>
  );
}

function PageSignals({ sim, state }: PanelProps) {
  const id = useId();
  return (
    <QaSection title="Page signals">
      <ScrollDepthField sim={sim} state={state} id={id} />
      <SecondsSpentField sim={sim} state={state} id={id} />
      <ExitIntentRow sim={sim} state={state} />
      <AnchorForm sim={sim} state={state} id={id} />
    </QaSection>
  );
}

function RouteControls({ sim, state }: PanelProps) {
  const id = useId();
  const [url, setUrl] = useState('https://shop.example/cart');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) sim.changeRoute(url.trim());
  };
  return (
    <QaSection title="Route">
      <form onSubmit={submit}>
        <QaLabel htmlFor={`${id}-url`}>New URL</QaLabel>
        <div className="flex gap-2">
          <input id={`${id}-url`} type="url" value={url} onChange={(e) => setUrl(e.target.value)} className={QA_INPUT} spellCheck={false} />
          <QaButton type="submit" className="shrink-0">
            Change route
          </QaButton>
        </div>
        <p className="mt-1 truncate text-[11px] text-slate-500" title={state.route.url ?? ''}>
          Current: {state.route.url ?? '—'}
        </p>
      </form>
    </QaSection>
  );
}

function ViewportControls({ sim, state }: PanelProps) {
  const id = useId();
  const [width, setWidth] = useState(String(state.viewport.width));
  const [height, setHeight] = useState(String(state.viewport.height));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const w = clampNumber(width, 240, 3840);
    const h = clampNumber(height, 240, 2160);
    if (w !== null && h !== null) sim.setViewport(w, h);
  };
  const preset = (w: number, h: number) => {
    setWidth(String(w));
    setHeight(String(h));
    sim.setViewport(w, h);
  };
  return (
    <QaSection title="Viewport" aside={<span className="font-normal tracking-normal normal-case">{state.viewport.mobile ? 'mobile' : 'desktop'}</span>}>
      <form onSubmit={apply} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <QaLabel htmlFor={`${id}-w`}>Width (px)</QaLabel>
          <input id={`${id}-w`} type="number" min={240} max={3840} value={width} onChange={(e) => setWidth(e.target.value)} className={`${QA_INPUT} tabular-nums`} />
        </div>
        <div className="min-w-0 flex-1">
          <QaLabel htmlFor={`${id}-h`}>Height (px)</QaLabel>
          <input id={`${id}-h`} type="number" min={240} max={2160} value={height} onChange={(e) => setHeight(e.target.value)} className={`${QA_INPUT} tabular-nums`} />
        </div>
        <QaButton type="submit" className="shrink-0">
          Apply
        </QaButton>
      </form>
      <div className="flex flex-wrap gap-1" role="group" aria-label="Viewport presets">
        {VIEWPORT_PRESETS.map((p) => (
          <QaButton
            key={p.label}
            onClick={() => preset(p.width, p.height)}
            aria-pressed={state.viewport.width === p.width && state.viewport.height === p.height}
          >
            {p.label} {p.width}×{p.height}
          </QaButton>
        ))}
      </div>
    </QaSection>
  );
}

function CommandControls({ sim }: Pick<PanelProps, 'sim'>) {
  const id = useId();
  const [payload, setPayload] = useState('');
  const setPayloadCommand = (event: FormEvent) => {
    event.preventDefault();
    sim.command('setPayload', payload);
  };
  return (
    <QaSection title="Widget commands">
      <div className="grid grid-cols-2 gap-1.5" role="group" aria-label="Widget commands">
        {(['open', 'forceOpen', 'close', 'submit'] as const).map((c) => (
          <QaButton key={c} onClick={() => sim.command(c)} aria-label={`Send command ${c}`} title={COMMAND_LABELS[c]}>
            <code className="font-mono">{c}</code>
          </QaButton>
        ))}
      </div>
      <form onSubmit={setPayloadCommand}>
        <QaLabel htmlFor={`${id}-payload`}>Payload</QaLabel>
        <div className="flex gap-2">
          <input id={`${id}-payload`} type="text" value={payload} onChange={(e) => setPayload(e.target.value)} className={QA_INPUT} spellCheck={false} />
          <QaButton type="submit" className="shrink-0">
            {COMMAND_LABELS.setPayload}
          </QaButton>
        </div>
      </form>
    </QaSection>
  );
}

function SessionControls({ sim, state }: PanelProps) {
  const entry = state.session.widget;
  const now = sim.now();
  return (
    <QaSection title="Session & clock">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-slate-500">Session</dt>
        <dd className="truncate font-mono text-slate-800">{state.session.sessionId}</dd>
        <dt className="text-slate-500">Last impression</dt>
        <dd className="text-slate-800">
          {entry.lastImpression === null ? 'never' : `${formatDateTime(entry.lastImpression)} (${formatDuration(now - entry.lastImpression)} ago)`}
        </dd>
        <dt className="text-slate-500">Manual close</dt>
        <dd className="text-slate-800">{entry.manualClose ? 'yes' : 'no'}</dd>
        <dt className="text-slate-500">QA clock</dt>
        <dd className="text-slate-800">{state.clockOffsetMs === 0 ? 'real time' : `+${formatDuration(state.clockOffsetMs)}`}</dd>
      </dl>
      <div className="flex flex-wrap gap-1" role="group" aria-label="Move the QA clock forward">
        <QaButton onClick={() => sim.advanceClock(HOUR)}>+1 hour</QaButton>
        <QaButton onClick={() => sim.advanceClock(DAY)}>+1 day</QaButton>
        <QaButton onClick={() => sim.advanceClock(3 * DAY)}>+3 days</QaButton>
        <QaButton onClick={() => sim.resetClock()} disabled={state.clockOffsetMs === 0}>
          Real time
        </QaButton>
      </div>
      <div className="flex gap-2">
        <QaButton tone="primary" className="flex-1" onClick={() => sim.newPageView()}>
          New page view
        </QaButton>
        <QaButton tone="danger" className="flex-1" onClick={() => sim.resetSession()}>
          Reset session
        </QaButton>
      </div>
      <p className="text-[11px] leading-snug text-slate-500">
        New page view reboots the frame with this session (repeat rules apply); Reset session reboots with a fresh one.
      </p>
    </QaSection>
  );
}

const OUTCOME_LABELS: Record<SdkOutcome, string> = {
  renders: 'Renders',
  'renders blank': 'Renders 0×0 (retired plugin)',
  'never renders': 'Never renders',
  timeout: 'timeout',
  eu_account_affected: 'eu_account_affected',
  hidden: 'hidden',
};

const ACTION_LABELS: Record<PluginAction, string> = {
  clicked: 'Click',
  opt_in: 'Opt in',
  checked: 'Tick',
  unchecked: 'Untick',
  hidden: 'Hide',
};

function MessengerSdkControls({ sim, state }: PanelProps) {
  const id = useId();
  const [timeout, setTimeoutText] = useState(state.renderTimeoutMs === null ? '' : String(state.renderTimeoutMs));
  const applyTimeout = (event: FormEvent) => {
    event.preventDefault();
    sim.setRenderTimeout(clampNumber(timeout, 0, 60_000));
  };
  return (
    <QaSection title="Messenger SDK">
      <div>
        <QaLabel htmlFor={`${id}-outcome`}>The plugin (reboots the frame)</QaLabel>
        <select
          id={`${id}-outcome`}
          value={state.sdkOutcome}
          onChange={(e) => sim.setSdkOutcome(e.target.value as SdkOutcome)}
          className={QA_INPUT}
        >
          {SDK_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {OUTCOME_LABELS[outcome]}
            </option>
          ))}
        </select>
      </div>
      <form onSubmit={applyTimeout}>
        <QaLabel htmlFor={`${id}-timeout`}>Forced rendered timeout (ms, empty: 5000)</QaLabel>
        <div className="flex gap-2">
          <input id={`${id}-timeout`} type="number" min={0} max={60000} value={timeout} onChange={(e) => setTimeoutText(e.target.value)} className={QA_INPUT} />
          <QaButton type="submit" className="shrink-0">
            Apply timeout
          </QaButton>
        </div>
      </form>
      <div className="flex flex-wrap gap-1" role="group" aria-label="Visitor actions on the plugin">
        {PLUGIN_ACTIONS.map((action) => (
          <QaButton key={action} onClick={() => sim.pluginAction(action)}>
            {ACTION_LABELS[action]}
          </QaButton>
        ))}
      </div>
      <p role="status" className="text-[11px] leading-snug text-slate-500">
        {state.lastPluginAction === null ? 'No plugin action sent yet.' : `Sent: ${state.lastPluginAction}. Confirmations: ${String(sim.messengerSdk.confirmations.length)}.`}
      </p>
    </QaSection>
  );
}

export function HarnessPanel({ sim, state }: PanelProps) {
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2 className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-900">Harness</h2>
      <PageSignals sim={sim} state={state} />
      <RouteControls sim={sim} state={state} />
      <ViewportControls sim={sim} state={state} />
      <CommandControls sim={sim} />
      <MessengerSdkControls sim={sim} state={state} />
      <SessionControls sim={sim} state={state} />
    </div>
  );
}
