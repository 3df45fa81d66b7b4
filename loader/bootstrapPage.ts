/**
 * What every bootstrap carries of the page's configuration (widgetHost.ts HostContext `page`): its
 * page-level fields as the loader holds them, for the frame to build the runtime app state from
 * (bridge-protocol/bootstrapApp.ts), and the host page's font, which only the host can read.
 */
import type { AppConfig } from '../bridge-protocol/config';
import { exceedsDepth, MAX_CONFIG_DEPTH } from '../bridge-protocol/jsonDepth';
import type { HostContext } from './frames/widgetHost';
import { hostFontOf } from './hostFont';

export function bootstrapPage(win: Window, config: AppConfig): HostContext['page'] {
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(config)) {
    // The widget list stays here: each frame is sent its own widget.
    if (field === 'widgets') continue;
    // Structured clone walks every field on the bridge: one nested thousands of levels deep would
    // overflow it and leave every frame of the page without its bootstrap (jsonDepth.ts).
    if (exceedsDepth(value, MAX_CONFIG_DEPTH)) console.error(`[MC] the page's ${field} is nested deeper than ${MAX_CONFIG_DEPTH} levels; it is ignored.`);
    else fields[field] = value;
  }
  return { config: { ...fields, widgets: [] }, hostFont: hostFontOf(win, config) };
}
