/**
 * The frame's side of the bootstrap (messages.ts): the page's runtime app state (SPEC §3), built in the
 * frame from the configuration the host passed, with the host page's font and the SDK-ready flags the
 * host keeps. The loader checks only the page fields a widget cannot do without (pageFields.ts) and
 * hands the configuration on; the fields only the frame reads are checked here, where they are read.
 * Building the state in the loader cost every host page the code of toAppState and of those checks
 * (issue 46 item 4, docs/PERFORMANCE.md).
 */
import { toAppState, type AppConfig } from './config';
import type { Bootstrap, BootstrapMessage } from './messages';
import { checkFramePageFields, type InvalidPageField } from './pageFields';

export interface FrameBootstrap {
  bootstrap: Bootstrap;
  /** The page fields dropped for their wrong type: the frame says so, and they fall back to their defaults. */
  invalid: InvalidPageField[];
}

/**
 * The bootstrap the frame works from. Within the app state's limits (appStateSchema) by construction:
 * each field toAppState reads is checked first, and the page id is the message's (str(64)).
 */
export function bootstrapFromMessage(message: BootstrapMessage): FrameBootstrap {
  const { pageId, config, hostFont, sdkReady, ...rest } = message;
  // The widget list stays with the host: the frame has its own widget.
  const { config: checked, invalid } = checkFramePageFields({ ...config, widgets: [] });
  const app = { ...toAppState(checked as AppConfig, pageId, hostFont), ...sdkReady };
  return { bootstrap: { ...rest, app, locale: app.locale }, invalid };
}
