/**
 * What every bootstrap carries of the page's configuration (widgetHost.ts HostContext `page`): the
 * configuration as checked, for the frame to build the runtime app state from (bridge-protocol/bootstrapApp.ts),
 * and the host page's font, which only the host can read.
 */
import type { AppConfig } from '../bridge-protocol/config';
import type { HostContext } from './frames/widgetHost';
import { hostFontOf } from './hostFont';

export function bootstrapPage(win: Window, config: AppConfig): HostContext['page'] {
  // The widget list stays here: each frame is sent its own widget.
  return { config: { ...config, widgets: [] }, hostFont: hostFontOf(win, config) };
}
