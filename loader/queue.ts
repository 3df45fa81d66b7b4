/**
 * The queueing snippet (Cal.com embed-core style): a site owner may call `MC(…)` before loader.js has
 * arrived; the stub records each call's arguments in `MC.q`, and the loader replays them in order once
 * the widgets exist (just before `initialized`). After load `MC(…)` still works: the public object is
 * callable with the same arguments.
 *
 *   MC('fireEvent', 'signup', { plan: 'pro' })          → MC.fireEvent('signup', { plan: 'pro' })
 *   MC('on', 'ready', fn)                               → MC.on('ready', fn)
 *   MC('widget', 12, 'setPayload', 'spring-sale')       → MC.getWidget(12).setPayload('spring-sale')
 */

/** What a site owner pastes before the loader tag (inside a <script>, with a nonce on strict-CSP pages). */
export const QUEUE_SNIPPET = 'window.MC=window.MC||function(){(MC.q=MC.q||[]).push(arguments)};';

/** The stub's recorded calls (none when there was no stub). */
export function takeQueue(stub: unknown): unknown[][] {
  const q = (stub as { q?: unknown } | null | undefined)?.q;
  if (!Array.isArray(q)) return [];
  return q.map((args) => Array.from(args as ArrayLike<unknown>));
}

import { hasOwn } from '../bridge-protocol/ownValue';
import { safeStringify } from '../bridge-protocol/safeJson';
import { errorText } from '../bridge-protocol/errorText';

/** The public object's methods that a call by name may reach. */
export type CallTarget = Record<string, unknown> & { getWidget(id: string | number | Element): unknown };

/** `MC(name, …args)`: one call by name; an unknown name or widget is a console error, never a throw. */
export function callByName(api: CallTarget, args: unknown[]): unknown {
  const [name, ...rest] = args;
  if (name === 'widget') {
    const [id, method, ...params] = rest;
    const widget = api.getWidget(id as string | number) as Record<string, unknown> | null;
    // Own methods only: "constructor" or "toString" are not widget methods.
    const fn = widget && hasOwn(widget, String(method)) ? widget[String(method)] : undefined;
    if (typeof fn !== 'function') {
      console.error(`[MC] MC("widget", ${safeStringify(id)}, ${safeStringify(method)}): ${widget ? 'no such widget method' : 'no such widget on this page'}.`);
      return undefined;
    }
    return (fn as (...a: unknown[]) => unknown).apply(widget, params);
  }
  // Own methods only: MC("constructor", …) must not reach the Function constructor.
  const fn = typeof name === 'string' && hasOwn(api, name) ? api[name] : undefined;
  if (typeof fn !== 'function') {
    console.error(`[MC] MC(${safeStringify(name)}) is not a method of the public object.`);
    return undefined;
  }
  return (fn as (...a: unknown[]) => unknown).apply(api, rest);
}

/** Replays the queued calls in order; one failing call does not stop the others. */
export function replayQueue(api: CallTarget, calls: unknown[][]): void {
  for (const args of calls) {
    try {
      const result = callByName(api, args);
      // A queued pixel call has no caller left to hear its rejection: say it in the console.
      if (result instanceof Promise) result.catch((error: unknown) => console.warn(`[MC] queued MC(${safeStringify(args[0])}) failed: ${errorText(error)}`));
    } catch (error) {
      console.error(`[MC] queued MC(${safeStringify(args[0])}) threw`, error);
    }
  }
}
