/**
 * The painted floor's frame address: bench-1's bar at its current version, asked of the configuration as
 * the loader asks it, so the bench's `painted` row loads the very document the `ours-1` rows paint; and the
 * same document without its script (`painted-still`, server/bench/benchFiles.ts).
 */
import { buildFrameUrl } from '../../bridge-protocol/frameUrl';
import { PAINTED_STILL_PATH } from '../../server/bench/benchFiles';
import type { BenchFindings } from './scenarios';

const PAGE_ID = 'bench-1';

export async function findPaintedFrame(widgetOrigin: string, demoOrigin: string): Promise<BenchFindings> {
  const response = await fetch(`${widgetOrigin}/widget/config?page_id=${PAGE_ID}`, { headers: { Origin: demoOrigin } });
  if (!response.ok) throw new Error(`bench: the configuration of ${PAGE_ID} answered ${response.status}`);
  const config = (await response.json()) as { widgets?: { widget_id: unknown; widget_type?: string; channel?: unknown; frame_version?: unknown }[] };
  const widget = config.widgets?.[0];
  if (!widget || typeof widget.frame_version !== 'string') throw new Error(`bench: ${PAGE_ID}'s first widget has no frame_version (is the frame app built?)`);
  const paintedFrameUrl = buildFrameUrl(`${widgetOrigin}/frame/`, {
    pageId: PAGE_ID,
    widgetId: String(widget.widget_id),
    hostOrigin: demoOrigin,
    ...(widget.widget_type ? { widgetType: widget.widget_type } : {}),
    channel: widget.channel,
    version: widget.frame_version,
  });
  const still = new URL(paintedFrameUrl);
  still.pathname = PAINTED_STILL_PATH;
  return { paintedFrameUrl, paintedStillUrl: still.href };
}
