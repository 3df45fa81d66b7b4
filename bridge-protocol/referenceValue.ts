import { stripPayload } from './stripPayload';

/**
 * SPEC §3 "Reference value": widget id, session id and instance id, plus an optional payload. It is the
 * messenger `ref` (m.me link, checkbox plugin) and the key plugin events are matched by (SPEC §4).
 *
 * Format: `w{widgetId}.{sessionId}.{instanceId}[.{payload}]`. Ids keep only a-z A-Z 0-9 - _ so the dot
 * stays a separator; the payload (SPEC §5) is stripped to a-z A-Z 0-9 + / = - . _ and cut to
 * MAX_PAYLOAD_LENGTH characters, and it may contain dots: everything after the third dot is the payload.
 */
export const MAX_PAYLOAD_LENGTH = 200;

export interface ReferenceParts {
  widgetId: string;
  sessionId: string;
  instanceId: string;
  payload?: string;
}

export interface BuiltReference {
  ref: string;
  /** Set when the payload lost characters or length; the caller logs it as a console warning. */
  warning: string | null;
}

const idPart = (raw: string | number): string => String(raw).replace(/[^a-zA-Z0-9_-]/g, '');

export function buildReferenceValue(parts: {
  widgetId: string | number;
  sessionId: string;
  instanceId: string;
  payload?: string | null;
}): BuiltReference {
  const head = `w${idPart(parts.widgetId)}.${idPart(parts.sessionId)}.${idPart(parts.instanceId)}`;
  if (parts.payload === undefined || parts.payload === null || parts.payload === '') return { ref: head, warning: null };
  const stripped = stripPayload(parts.payload);
  let value = stripped.value;
  const warnings: string[] = [];
  if (stripped.changed) warnings.push('the payload was stripped to the characters a-z A-Z 0-9 + / = - . _');
  if (value.length > MAX_PAYLOAD_LENGTH) {
    value = value.slice(0, MAX_PAYLOAD_LENGTH);
    warnings.push(`the payload was cut to ${String(MAX_PAYLOAD_LENGTH)} characters`);
  }
  return { ref: value === '' ? head : `${head}.${value}`, warning: warnings.length > 0 ? warnings.join('; ') : null };
}

const REF_RE = /^w([a-zA-Z0-9_-]+)\.([a-zA-Z0-9_-]+)\.([a-zA-Z0-9_-]+)(?:\.([a-zA-Z0-9+/=._-]{1,200}))?$/;

/** The parts of a reference value, or null when `ref` is not one of ours (events for other plugins). */
export function parseReferenceValue(ref: unknown): ReferenceParts | null {
  if (typeof ref !== 'string') return null;
  const m = REF_RE.exec(ref);
  if (m === null) return null;
  const [, widgetId, sessionId, instanceId, payload] = m;
  if (widgetId === undefined || sessionId === undefined || instanceId === undefined) return null;
  return payload === undefined ? { widgetId, sessionId, instanceId } : { widgetId, sessionId, instanceId, payload };
}

/**
 * Whether `ref` names widget `widgetId`: a reference value of that widget (`w{widgetId}.…`), or the bare
 * `w{widgetId}` of the omnichat link (SPEC §2). The loader opens a chat link for a frame only with its
 * own widget's ref.
 */
export function isReferenceOfWidget(ref: string, widgetId: string | number): boolean {
  const head = `w${idPart(widgetId)}`;
  return head !== 'w' && (ref === head || ref.startsWith(`${head}.`));
}

/**
 * SPEC §8 "unsupported random-number source", a developer-level error: a source that does not give a
 * number in [0, 1) (a stub returning 1, NaN, a byte, a string) would make every instance id the same or
 * garbage, and two mounts sharing an id would answer each other's plugin events. Thrown, not papered over.
 */
export function randomUnit(random: () => number): number {
  const value: unknown = random();
  if (typeof value !== 'number' || !(value >= 0 && value < 1)) {
    throw new RangeError(`unsupported random-number source: it returned ${typeof value === 'number' ? String(value) : typeof value}, expected a number in [0, 1)`);
  }
  return value;
}

/** A short per-mount instance id (SPEC §3 "Widget instance": instanceId). */
export function newInstanceId(random: () => number = Math.random): string {
  return Math.floor(randomUnit(random) * 0x7fffffff).toString(36).padStart(6, '0').slice(0, 8);
}
