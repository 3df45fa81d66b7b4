/**
 * The widget machine wired to its services. Every machine is wired the same way (README "Repository
 * layout"): one module per machine, `create…Actor(environment, input)`, is the only place that gives
 * the machine its services through `machine.provide(...)` and creates its actor; tests provide fakes
 * the same way. Boot owns this one because the services it needs (the pixel API, the plugin host) are
 * boot's.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { widgetMachine, type CheckOptinInput, type ConfirmCheckboxInput, type WidgetMachineInput } from '../machines/widgetMachine';
import type { PluginHost } from '../services/messengerPluginHost';

export type WidgetActor = Actor<typeof widgetMachine>;

export interface WidgetServices {
  /** SPEC §7 checkOptin: the pixel API base, and the page id as its account id. */
  pixelApi: string;
  accountId: string;
  /** The messenger plugin host; null when the widget has no plugin (no checkbox to confirm). */
  pluginHost: PluginHost | null;
}

export function createWidgetActor(services: WidgetServices, input: WidgetMachineInput): WidgetActor {
  const { pixelApi, accountId, pluginHost } = services;
  const machine = widgetMachine.provide({
    actors: {
      // A lazy chunk: the poll starts only after the visitor has clicked, and a failed load is one
      // failed check (the machine polls again), so the frame's first script does not carry the client.
      checkOptin: fromPromise<boolean, CheckOptinInput>(({ input: poll }) =>
        import('../services/optinApi').then((api) => api.checkOptin(pixelApi, accountId, poll.sessionId)),
      ),
      confirmCheckbox: fromPromise<void, ConfirmCheckboxInput>(({ input: confirm }) =>
        pluginHost === null ? Promise.reject(new Error('no messenger checkbox plugin on this page')) : pluginHost.confirm(confirm),
      ),
    },
  });
  return createActor(machine, { input });
}
