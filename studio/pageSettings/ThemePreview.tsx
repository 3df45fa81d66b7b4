/**
 * The "Brand and legal" live preview (issue 49): a widget of the page in the real frame (the editor's
 * FramePreview), wearing the form's accent, font and corners, business name and legal links as the owner
 * edits them, before they are saved (rules/themePreview.ts). Texts typed into the preview are not kept:
 * this preview shows the theme, the editor edits the widget.
 */
import { useMemo, useState } from 'react';
import { FramePreview, PREVIEW_DEVICES, type PreviewDevice } from '../preview/FramePreview';
import { Segmented } from '../parts/Segmented';
import type { PageSettingsDraft } from '../rules/pageSettingsDraft';
import { previewPageConfig, previewWidget } from '../rules/themePreview';
import { useSettledValue } from './useSettledValue';

export interface ThemePreviewProps {
  pageId: string;
  config: Record<string, unknown>;
  draft: PageSettingsDraft;
}

/** As long as the editor's preview waits after a change before it boots a frame again. */
const SETTLE_MS = 350;
const ignoreEdits = () => undefined;

export function ThemePreview({ pageId, config, draft }: ThemePreviewProps) {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const settled = useSettledValue(draft, SETTLE_MS);
  // By content, so a render with the same values keeps the frame the preview shows.
  const key = JSON.stringify(previewPageConfig(config, settled));
  const pageConfig = useMemo(() => JSON.parse(key) as Record<string, unknown>, [key]);
  const widget = useMemo(() => previewWidget(config), [config]);
  return (
    <section aria-label="Theme preview" className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Preview</h3>
        <Segmented label="Theme preview device" value={device} onChange={setDevice} options={PREVIEW_DEVICES} />
      </div>
      {/* A picture of the theme, not a second editor: inert, so the keyboard goes from the fields to Save
          without passing through the widget's own controls (the device choice above stays reachable). */}
      <div inert className="min-w-0">
        <FramePreview pageId={pageId} pageConfig={pageConfig} widget={widget} device={device} submitted={false} onEditorChange={ignoreEdits} />
      </div>
    </section>
  );
}
