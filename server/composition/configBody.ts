/**
 * The one builder of a page's served configuration text: the body of `GET /widget/config?page_id=`,
 * which the per-page script (`GET /page/<PAGE_ID>.js`, pageScriptRoute.ts) carries unchanged.
 *
 * It is the stored configuration, each widget with its `widget_sign`, the version of its own frame
 * document (`frame_version`, the loader puts it in the frame's address; absent: not built) and, for a
 * kind whose painted first view follows the viewport, the width from which the desktop one holds
 * (`frame_viewport`: rules/frameViewport.ts); demo placeholders filled in (demo/configTemplate.ts).
 */
import { isPlainObject } from '../../bridge-protocol/validate';
import { renderConfigTemplate, type ConfigOrigins } from '../demo/configTemplate';
import { frameViewportOf } from '../rules/frameViewport';
import { signWidget } from '../policies/widgetSign';
import { widgetKey, type StoredPage } from '../stores/pageStore';

interface ConfigBodyParts {
  /** Each widget's frame version for `page`, or null when the frame app is not built (frameDocuments.ts). */
  versionsOf(page: StoredPage): Promise<((widgetId: string) => string) | null>;
  /** The secret of each widget's `widget_sign`. */
  signSecret: string;
  /** The origins `{{DEMO_ORIGIN}}` and `{{WIDGET_ORIGIN}}` stand for: from the settings, never a request. */
  origins: () => ConfigOrigins;
}

/** The served configuration as data. */
function servedConfig(page: StoredPage, secret: string, versionOf: ((widgetId: string) => string) | null): Record<string, unknown> {
  const widgets = page.config.widgets;
  if (!Array.isArray(widgets)) return page.config;
  const signed = (w: Record<string, unknown>) => {
    const key = widgetKey(w);
    const entry = { ...w, widget_sign: signWidget(secret, page.id, key) };
    if (versionOf === null) return entry;
    const fromWidth = frameViewportOf(w);
    return { ...entry, frame_version: versionOf(key), ...(fromWidth === null ? {} : { frame_viewport: fromWidth }) };
  };
  return { ...page.config, widgets: widgets.map((w: unknown) => (isPlainObject(w) ? signed(w) : w)) };
}

/** The served configuration's text for `page`. */
export function createConfigBody(parts: ConfigBodyParts): (page: StoredPage) => Promise<string> {
  return async (page) => renderConfigTemplate(JSON.stringify(servedConfig(page, parts.signSecret, await parts.versionsOf(page))), parts.origins());
}
