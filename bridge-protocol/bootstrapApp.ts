/**
 * The frame's side of the bootstrap (messages.ts): the page's runtime app state (SPEC §3), built in the
 * frame from the configuration the host passed as it checked it, with the host page's font and the
 * SDK-ready flags the host keeps. The loader only hands the configuration on; building the state there
 * cost every host page the code of toAppState (issue 46 item 4, docs/PERFORMANCE.md).
 */
import { appStateSchema, toAppState, type AppConfig } from './config';
import type { Bootstrap, BootstrapMessage } from './messages';

/** The bootstrap the frame works from, or the reason it cannot (a field beyond the app state's limits). */
export function bootstrapFromMessage(message: BootstrapMessage): Bootstrap | string {
  const { pageId, config, hostFont, sdkReady, ...rest } = message;
  // The configuration's page fields were checked by the host (pageFields.ts); the widget list stays there.
  const app = { ...toAppState({ ...config, widgets: [] } as AppConfig, pageId, hostFont), ...sdkReady };
  const error = appStateSchema(app, 'mc:hello reply.app');
  return error ?? { ...rest, app, locale: app.locale };
}
