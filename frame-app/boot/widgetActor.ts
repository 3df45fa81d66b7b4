/**
 * The widget machine wired to its services. Every machine is wired the same way (README "Repository
 * layout"): one module per machine, `create…Actor(environment, input)`, is the only place that gives
 * the machine its services through `machine.provide(...)` and creates its actor; tests provide fakes
 * the same way. Boot owns this one because the services it needs (the pixel API, the plugin host) are
 * boot's. They are the submit flow's, a child machine: they reach it through the widget machine's
 * `submitFlow` actor.
 */
import { assign, createActor, fromPromise, type Actor } from 'xstate';
import { submitFlowMachine, type CheckOptinInput, type ConfirmCheckboxInput } from '../machines/submitFlowMachine';
import { clockImplementations, impressionCommitted, widgetMachine } from '../machines/widgetMachine';
import type { WidgetMachineInput } from '../machines/widgetTypes';
import type { PluginHost } from '../services/messengerPluginHost';

export type WidgetActor = Actor<typeof widgetMachine>;

export interface WidgetServices {
  /** SPEC §7 checkOptin: the pixel API base, and the page id as its account id. */
  pixelApi: string;
  accountId: string;
  /** The messenger plugin host; null when the widget has no plugin (no checkbox to confirm). */
  pluginHost: PluginHost | null;
}

/**
 * The widget machine reading the time from `now` (epoch ms) instead of Date.now (machines/widgetMachine.ts
 * clockImplementations): the clock is provided, never kept in the context, so a snapshot is plain data.
 */
export function widgetMachineWithClock(now: () => number): typeof widgetMachine {
  return widgetMachine.provide({ ...clockImplementations(now), actions: { commitImpression: assign(() => impressionCommitted(now())) } });
}

export function createWidgetActor(services: WidgetServices, input: WidgetMachineInput): WidgetActor {
  const { pixelApi, accountId, pluginHost } = services;
  // The child that calls them (machines/submitFlowMachine.ts), wired, then given to the widget machine.
  const submitFlow = submitFlowMachine.provide({
    actors: {
      // A lazy chunk: the poll starts only after the visitor has clicked, and a failed load is one
      // failed check (the flow polls again), so the frame's first script does not carry the client.
      checkOptin: fromPromise<boolean, CheckOptinInput>(({ input: poll }) =>
        import('../services/optinApi').then((api) => api.checkOptin(pixelApi, accountId, poll.sessionId)),
      ),
      confirmCheckbox: fromPromise<void, ConfirmCheckboxInput>(({ input: confirm }) =>
        pluginHost === null ? Promise.reject(new Error('no messenger checkbox plugin on this page')) : pluginHost.confirm(confirm),
      ),
    },
  });
  // The machine reads the time from the input's clock, never from its context (a snapshot is plain data).
  const machine = widgetMachineWithClock(input.now).provide({ actors: { submitFlow } });
  return createActor(machine, { input });
}
