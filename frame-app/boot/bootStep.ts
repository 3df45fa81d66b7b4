/**
 * What a start-up step answers: its value, or why the widget stays hidden. The steps log and send
 * nothing themselves, so each one runs alone in a test (and the display decision away from a frame);
 * bootFrame reports a refusal once, on the console and, where the host can be told, as an `error`.
 */
import type { WidgetEvent } from '../../bridge-protocol/messages';

export type WidgetEventDetail = NonNullable<WidgetEvent['detail']>;

export interface BootProblem {
  /** The whole console line, prefix included. */
  message: string;
  /** The detail of the host's `error` event; absent where the host is not told (no usable bootstrap). */
  event?: WidgetEventDetail;
}

export type BootStep<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: BootProblem };

export function stepDone<T>(value: T): BootStep<T> {
  return { ok: true, value };
}

export function stepRefused(message: string, event?: WidgetEventDetail): BootStep<never> {
  return { ok: false, problem: event === undefined ? { message } : { message, event } };
}

/** Every console line of a widget's frame starts so: a page with ten widgets says which one spoke. */
export function widgetLogPrefix(widgetId: string | number): string {
  return `[MC] widget ${String(widgetId)}:`;
}
