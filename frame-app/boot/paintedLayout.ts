/**
 * The first script's display decision (issue 26 item 2): given the host's bootstrap and a painted
 * document, the `mc:layout` that shows the server's markup before React has loaded, or null when the
 * widget does not show now (the display rules refuse, or the state cannot tell).
 *
 * The rules are the widget machine's own (machines/displayChecks.ts failedDisplayCheck, one
 * implementation): route, device, repeat display and the entrance trigger, against the visitor's
 * session, page, route and viewport from the bootstrap and the widget as the server merged it. Only
 * `automatic` opens are decided here; a manual open, a later trigger and everything else stay the
 * machine's, which starts from this same decision once React has loaded. A painted view that is not this
 * visitor's (rules/paintedViewHolds.ts: a narrower viewport, a phone, a returning visitor, as its kind
 * says) is left to React too.
 *
 * The bootstrap is checked only as far as it is read here; the frame app validates all of it.
 */
import { PROTOCOL_VERSION } from '../../bridge-protocol/handshake';
import { ROOT_AWAITS_SIZE_ATTRIBUTE, ROOT_SIZED_ATTRIBUTE } from '../../bridge-protocol/paintedDocument';
import type { LayoutRequest } from '../../bridge-protocol/messages';
import type { FrameFacts } from '../../bridge-protocol/frameFacts';
import { failedDisplayCheck } from '../machines/displayChecks';
import { hiddenWidth } from '../rules/hiddenWidth';
import { paintedViewHolds } from '../rules/paintedViewHolds';
import type { FirstViewState } from './firstViewState';

type Facts = FrameFacts;

// Not bridge-protocol/validate's isPlainObject: importing that module here moves the schema builders the
// frame app shares with it into the first script's chunk (+441 B gzip before the first paint, measured).
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The facts the decision reads, from the bootstrap or from the frame's address (bridge-protocol/frameFacts.ts),
 * as far as they are read here; null when they are not all there.
 */
export function checkedFacts(value: unknown): Facts | null {
  if (!isRecord(value)) return null;
  const { session, page, route, viewport } = value;
  if (!isRecord(session) || !isRecord(session.widget) || !isRecord(page) || !isRecord(route) || !isRecord(viewport)) return null;
  if (typeof viewport.width !== 'number' || !Number.isFinite(viewport.width)) return null;
  return { session, page, route, viewport } as unknown as Facts;
}

/** The bootstrap's facts the decision reads, or null when it is not this widget's or not in this protocol. */
export function bootstrapFacts(bootstrap: unknown, widgetId: string): Facts | null {
  if (!isRecord(bootstrap) || bootstrap.protocolVersion !== PROTOCOL_VERSION || bootstrap.editMode !== false) return null;
  const { widget } = bootstrap;
  if (!isRecord(widget) || String(widget.widget_id) !== widgetId) return null;
  return checkedFacts(bootstrap);
}

/**
 * The layout request for the painted `root`, measured at the width the placement will have; null when
 * the display rules keep the widget hidden for now.
 */
export function paintedLayout(root: HTMLElement, state: FirstViewState, facts: Facts, now: number, device: { ios: boolean }): LayoutRequest | null {
  const { layout, machine } = state;
  if (layout === null) return null;
  const lastImpression = facts.session.widget.lastImpression;
  const visitor = { viewport: facts.viewport, lastImpression: typeof lastImpression === 'number' ? lastImpression : null, ios: device.ios };
  if (!paintedViewHolds(layout.paintedFor, visitor)) return null;
  const { widget, placement } = machine.context;
  const refused = failedDisplayCheck(
    {
      main: widget.data.main,
      setup: widget.data.setup,
      page: facts.page,
      route: facts.route,
      viewport: facts.viewport,
      session: facts.session.widget,
      placement,
      pageLoadedAt: now,
      schedule: machine.context.schedule,
      now,
      // Only widgets that need no SDK to show have a layout here (serverView/renderFirstView.tsx).
      sdkReady: true,
    },
    'automatic',
  );
  if (refused !== null) return null;
  // As boot/frameLayout.ts does while the iframe is hidden: the width it will have, then measured.
  const planned = hiddenWidth(layout.hiddenWidth, layout.placement, facts.viewport);
  root.style.width = planned === null ? '' : `${planned}px`;
  root.setAttribute(ROOT_SIZED_ATTRIBUTE, '');
  const rect = root.getBoundingClientRect();
  // Measured in this task; from the next frame on, not displayed until the frame has its size.
  root.setAttribute(ROOT_AWAITS_SIZE_ATTRIBUTE, '');
  return { visible: true, placement: layout.placement, size: { width: rect.width, height: rect.height }, title: layout.title };
}
