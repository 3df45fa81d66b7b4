/**
 * A page's embed code (docs/EMBEDDING.md): the per-page tag (recommended: it carries the page's
 * configuration, so a first visit makes no configuration request before the frames), the loader's
 * `data-page-id` tag as the alternative, and for each inline widget the anchor with its reserved space
 * (InlineEmbedCode.tsx). Floating widgets need nothing but the tag.
 */
import { isEmbeddedWidget, withWidgetAliases } from '../../bridge-protocol/config';
import { isPlainObject } from '../../bridge-protocol/validate';
import { pageScriptPath } from '../../bridge-protocol/pageScript';
import { CopyableOutput } from '../configOnly/CopyableOutput';
import { InlineEmbedCode } from './InlineEmbedCode';

export interface EmbedCodeSectionProps {
  pageId: string;
  pageConfig: Record<string, unknown>;
  /** The name the widget list shows for each widget id. */
  nameOf: (widgetId: string) => string;
}

export function EmbedCodeSection({ pageId, pageConfig, nameOf }: EmbedCodeSectionProps) {
  const widgets = (Array.isArray(pageConfig.widgets) ? pageConfig.widgets.filter(isPlainObject) : []).map(
    (raw) => withWidgetAliases(raw) as Record<string, unknown>,
  );
  const inline = widgets.filter((w) => typeof w.widget_type === 'string' && isEmbeddedWidget(w.widget_type));
  const pageTag = `<script async src="${window.location.origin}${pageScriptPath(pageId)}"></script>`;
  const loaderTag = `<script async src="${window.location.origin}/loader.js" data-page-id="${pageId}"></script>`;
  return (
    <section aria-labelledby="embed-code-heading" className="mt-8 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white px-5 py-5 shadow-xs">
      <h2 id="embed-code-heading" className="text-base font-semibold text-slate-900">
        Embed code
      </h2>
      <CopyableOutput
        label="Script tag (recommended)"
        value={pageTag}
        what="Script tag"
        description="Once per page, in the <head> or before </body>. It carries this page’s widgets, so they start without waiting for another request. A change you save reaches visitors within a minute (one who already has the tag may see the old widgets for one more page view). On a strict-CSP site add your nonce."
      />
      <CopyableOutput
        label="Or the loader’s tag"
        value={loaderTag}
        what="Script tag"
        description="The same widgets, asked for after the loader has arrived; a change shows at the next page view. Use it where the tag needs data-api, data-pixel-api or data-frame-base."
      />
      {inline.map((widget) => {
        const widgetId = String(widget.widget_id);
        return <InlineEmbedCode key={widgetId} pageId={pageId} pageConfig={pageConfig} widget={widget} widgetId={widgetId} name={nameOf(widgetId)} />;
      })}
    </section>
  );
}
