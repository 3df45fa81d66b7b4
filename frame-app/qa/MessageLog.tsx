/**
 * Every bridge message of the QA session, newest first: time, direction, name and the JSON payload,
 * with the validation error when the bridge schemas refused it.
 */
import { formatClock } from './formatTime';
import type { QaLogEntry } from './hostSimulator';
import { QaButton } from './QaControls';

const DIRECTIONS = {
  'frame-to-host': { label: 'frame → host', className: 'bg-sky-50 text-sky-800 ring-sky-600/20' },
  'host-to-frame': { label: 'host → frame', className: 'bg-violet-50 text-violet-800 ring-violet-600/20' },
  reply: { label: 'reply', className: 'bg-slate-100 text-slate-700 ring-slate-500/20' },
} as const;

function payloadText(payload: unknown): string {
  if (payload === undefined) return '—';
  try {
    return JSON.stringify(payload);
  } catch {
    return String(payload);
  }
}

function LogRow({ entry }: { entry: QaLogEntry }) {
  const direction = DIRECTIONS[entry.direction];
  const json = payloadText(entry.payload);
  const long = json.length > 160;
  return (
    <li className={`grid grid-cols-[6.5rem_7rem_minmax(0,1fr)] items-baseline gap-x-3 px-4 py-1.5 ${entry.error ? 'bg-rose-50' : ''}`}>
      <time className="font-mono text-[11px] text-slate-500 tabular-nums" dateTime={new Date(entry.at).toISOString()}>
        {formatClock(entry.at)}
      </time>
      <span className={`inline-flex w-fit items-center rounded px-1.5 py-0.5 text-[10px] font-medium ring-1 ring-inset ${direction.className}`}>
        {direction.label}
      </span>
      <div className="min-w-0">
        <span className="font-mono text-xs font-semibold text-slate-900">{entry.name}</span>
        {entry.error && <span className="ml-2 text-xs font-medium text-rose-700">refused: {entry.error}</span>}
        {long ? (
          <details className="group">
            <summary className="cursor-pointer truncate font-mono text-[11px] text-slate-600 marker:text-slate-400">{json.slice(0, 160)}…</summary>
            <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 font-mono text-[11px] whitespace-pre-wrap break-all text-slate-700">
              {JSON.stringify(entry.payload, null, 2)}
            </pre>
          </details>
        ) : (
          <code className="block font-mono text-[11px] break-all text-slate-600">{json}</code>
        )}
      </div>
    </li>
  );
}

export function MessageLog({ entries, onClear }: { entries: readonly QaLogEntry[]; onClear: () => void }) {
  const latest = entries[0];
  return (
    <section aria-labelledby="qa-log-title" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2.5">
        <h2 id="qa-log-title" className="text-sm font-semibold text-slate-900">
          Bridge messages <span className="ml-1 font-normal text-slate-500 tabular-nums">{entries.length}</span>
        </h2>
        <QaButton onClick={onClear} disabled={entries.length === 0}>
          Clear
        </QaButton>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {latest ? `${DIRECTIONS[latest.direction].label} ${latest.name}${latest.error ? ', refused' : ''}` : 'No messages'}
      </p>
      {entries.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-500">No messages yet.</p>
      ) : (
        <ol className="max-h-[28rem] divide-y divide-slate-100 overflow-y-auto" aria-label="Bridge messages, newest first">
          {entries.map((entry) => (
            <LogRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
