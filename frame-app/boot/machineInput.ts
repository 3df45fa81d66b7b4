/**
 * The widget machine's input from the validated bootstrap and the display decision: one function for
 * the frame (frameMachine.ts) and the server's first view (serverView/renderFirstView.tsx), so both
 * start the same machine from the same facts.
 */
import type { WidgetMachineInput } from '../machines/widgetTypes';
import type { WidgetDisplay } from './displayDecision';
import type { ValidBootstrap } from './validateBootstrap';

export interface InstanceIds {
  instanceId: string;
  userRef: string;
  now: () => number;
}

export function machineInput({ bootstrap, kind }: ValidBootstrap, display: WidgetDisplay, ids: InstanceIds): WidgetMachineInput {
  return {
    widget: display.widget,
    session: bootstrap.session.widget,
    page: bootstrap.page,
    route: bootstrap.route,
    viewport: bootstrap.viewport,
    now: ids.now,
    euAffected: bootstrap.app.isEuAffected,
    editMode: bootstrap.editMode,
    renderTimeoutMs: display.messenger.renderTimeoutMs,
    plugin: display.messenger.plugin,
    afterSubmitClass: kind.afterSubmit,
    placement: kind.placement,
    sessionId: bootstrap.session.sessionId,
    instanceId: ids.instanceId,
    userRef: ids.userRef,
    pluginUnavailable: display.messenger.unavailable,
    pluginStandIn: display.messenger.standIn,
    payload: display.payload,
    schedule: display.schedule,
  };
}
