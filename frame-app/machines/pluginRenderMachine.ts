/**
 * Whether a widget's messenger plugin has taken its slot (SPEC §4 "Rendering of messenger plugin"), a
 * child of the widget machine (widgetMachine.ts invokes it for the life of the widget):
 *
 *   waiting ──PLUGIN rendered──▶ checkingDrawn ──PLUGIN_SIZE drawn──▶ drawn           (reason 'rendered')
 *                                checkingDrawn ──pluginDrawGrace──▶ notDrawn          (reason 'fallback')
 *   waiting | checkingDrawn ──forcedRenderedTimeout / SDK_FAILED / hidden, timeout──▶ gaveUp ('fallback')
 *   waiting | checkingDrawn ──eu_account_affected──▶ euAccount                       (reason 'rendered')
 *
 * Why a child: the widget no longer waits for its plugin to be seen (issue 26: our "Send to Messenger"
 * link stands in the plugin's slot from the first paint), so the plugin's own progress runs beside the
 * widget's lifecycle, through open, submit and close, instead of as a phase before it. Its outcome is the
 * widget's SPEC §4 `rendered` event and decides what the call to action is from then on.
 *
 * `rendered` is believed only once the plugin is seen drawn at a visible, non-zero size
 * (rules/pluginSize.ts): Meta retires web plugins by rendering them 0×0. The forced rendered timeout
 * (SPEC §9, 5000 ms or its local-storage override) bounds the whole wait.
 */
import { assign, setup } from 'xstate';
import type { RenderReason } from '../../bridge-protocol/clientState';
import { isPluginDrawn, PLUGIN_DRAW_GRACE_MS, type PluginSize } from '../rules/pluginSize';
import type { PluginSignal } from '../rules/pluginSignal';

export type PluginRenderEvent =
  | { type: 'PLUGIN'; signal: PluginSignal }
  | { type: 'PLUGIN_SIZE'; size: PluginSize }
  /** The SDK script failed to load (blocked, offline, refused by CSP) or timed out. */
  | { type: 'SDK_FAILED' };

export interface PluginRenderInput {
  renderTimeoutMs: number;
  /** False: no plugin loads for this widget (none, unavailable, EU visitor); the child is done at once. */
  wanted: boolean;
}

export interface PluginRenderOutput {
  renderReason: RenderReason;
  /** The plugin cannot serve this visitor from now on (gave up, was hidden, drew nothing). */
  unusable: boolean;
  /** The plugin said the visitor's account is under EU rules: the link, as for an EU visitor. */
  euAccount: boolean;
  /** A warning for the site's developer, when the outcome needs one. */
  warning: string | null;
}

const PLUGIN_NOT_DRAWN = `the messenger plugin reported rendered but drew nothing visible within ${String(PLUGIN_DRAW_GRACE_MS)} ms (how Meta retires a web plugin); the "Go to Messenger" link stands in`;

const outcome = (renderReason: RenderReason, unusable: boolean, euAccount = false, warning: string | null = null): PluginRenderOutput => ({
  renderReason,
  unusable,
  euAccount,
  warning,
});

const signalIs =
  (...kinds: PluginSignal['kind'][]) =>
  ({ event }: { event: PluginRenderEvent }): boolean =>
    event.type === 'PLUGIN' && kinds.includes(event.signal.kind);

interface PluginRenderContext extends PluginRenderInput {
  outcome: PluginRenderOutput | null;
}

export const pluginRenderMachine = setup({
  types: {
    context: {} as PluginRenderContext,
    events: {} as PluginRenderEvent,
    input: {} as PluginRenderInput,
    output: {} as PluginRenderOutput,
  },
  guards: {
    isRendered: signalIs('rendered'),
    // SPEC §4 "a plugin that never renders gives the fallback": one that says so is not waited for.
    isGivingUp: signalIs('hidden', 'timeout'),
    isEuAccount: signalIs('eu_account_affected'),
    isDrawn: ({ event }) => event.type === 'PLUGIN_SIZE' && isPluginDrawn(event.size),
    isWanted: ({ context }) => context.wanted,
  },
  actions: {
    settleDrawn: assign({ outcome: outcome('rendered', false) }),
    settleNotDrawn: assign({ outcome: outcome('fallback', true, false, PLUGIN_NOT_DRAWN) }),
    settleGaveUp: assign({ outcome: outcome('fallback', true) }),
    settleEuAccount: assign({ outcome: outcome('rendered', false, true) }),
  },
  delays: {
    forcedRenderedTimeout: ({ context }) => context.renderTimeoutMs,
    pluginDrawGrace: PLUGIN_DRAW_GRACE_MS,
  },
}).createMachine({
  id: 'pluginRender',
  context: ({ input }) => ({ ...input, outcome: null }),
  initial: 'starting',
  // Meant for a plugin whose SDK has loaded: an SDK that cannot load says so (SDK_FAILED) at once, or
  // after its own load timeout (services/messengerSdk.ts), which is shorter than the default 5000 ms.
  after: { forcedRenderedTimeout: '.gaveUp' },
  on: {
    SDK_FAILED: '.gaveUp',
    PLUGIN: [
      { guard: 'isGivingUp', target: '.gaveUp' },
      { guard: 'isEuAccount', target: '.euAccount' },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'isWanted', target: 'waiting' }, { target: 'notWanted' }],
    },
    waiting: {
      on: { PLUGIN: { guard: 'isRendered', target: 'checkingDrawn' } },
    },
    // The SDK sizes its plugin iframe from a separate message, which may land a little after `rendered`.
    checkingDrawn: {
      after: { pluginDrawGrace: 'notDrawn' },
      on: { PLUGIN_SIZE: { guard: 'isDrawn', target: 'drawn' } },
    },
    drawn: { type: 'final', entry: 'settleDrawn' },
    notDrawn: { type: 'final', entry: 'settleNotDrawn' },
    gaveUp: { type: 'final', entry: 'settleGaveUp' },
    euAccount: { type: 'final', entry: 'settleEuAccount' },
    // The widget machine ignores this outcome (it has no plugin pending).
    notWanted: { type: 'final' },
  },
  // Every final state sets its outcome on entry; the default only satisfies the type.
  output: ({ context }) => context.outcome ?? outcome('fallback', true),
});
