/**
 * What the pages list says of a page's state (issue 49), from its widgets' states (widgetStatus.ts): the
 * product has no page-level publish switch, so a page is what its widgets make it.
 *
 * - `live`: at least one widget is on the site now ("Live", with how many).
 * - `scheduled`: none is on the site, one starts later.
 * - `off`: it has widgets, none of them on the site (ended, broken, or links and codes only).
 * - `empty`: no widget yet.
 */
import type { StudioWidgetSummary } from '../../bridge-protocol/studio/studioApi';
import { widgetStatus } from './widgetStatus';

export type PageStatusKind = 'live' | 'scheduled' | 'off' | 'empty';

export interface PageStatus {
  kind: PageStatusKind;
  label: string;
}

export function pageStatus(widgets: readonly StudioWidgetSummary[], now: number, localZone: string): PageStatus {
  if (widgets.length === 0) return { kind: 'empty', label: 'No widgets' };
  const kinds = widgets.map((w) => widgetStatus({ widget_type: w.type, data: { setup: { schedule: w.schedule } } }, now, localZone).kind);
  const live = kinds.filter((kind) => kind === 'live').length;
  if (live > 0) return { kind: 'live', label: live === widgets.length ? 'Live' : `Live · ${live} of ${widgets.length} on the site` };
  if (kinds.includes('scheduled')) return { kind: 'scheduled', label: 'Scheduled' };
  return { kind: 'off', label: 'Off the site' };
}
