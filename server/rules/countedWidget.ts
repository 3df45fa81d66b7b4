/**
 * Which widget, if any, a pixel event counts for in the studio's results (issue 47, item 6): the one its
 * payload names (`widget_id`, which the loader adds from its own configuration, never from a frame), when
 * that widget is on the event's page and the payload carries the `widget_sign` /widget/config issued for
 * it (policies/widgetSign.ts). Anything else (no id, an id of no widget, a forged or missing sign, an event
 * for a widget's own pixel account) is still stored as SPEC §7 asks, but counts for nobody.
 */
import { ID_MAX_LENGTH } from '../../bridge-protocol/studio/widgetLimits';
import { isPlainObject } from '../../bridge-protocol/validate';
import { verifyWidgetSign } from '../policies/widgetSign';
import { findWidget } from './pageWidgets';

export function countedWidget(secret: string, page: { id: string; config: Record<string, unknown> }, payload: unknown): string | null {
  if (!isPlainObject(payload)) return null;
  const { widget_id: id, widget_sign: sign } = payload;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof sign !== 'string') return null;
  const widgetId = String(id);
  if (widgetId === '' || widgetId.length > ID_MAX_LENGTH || findWidget(page.config, widgetId) === null) return null;
  return verifyWidgetSign(secret, page.id, widgetId, sign) ? widgetId : null;
}
