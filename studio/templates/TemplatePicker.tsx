/**
 * The template gallery: the templates a kind offers as one radio group (arrows move, the choice follows),
 * beside the chosen one in the real frame at desktop or phone size (FramePreview). Used when a widget is
 * created and when the editor changes a widget's template.
 */
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { WidgetTemplate } from '../../bridge-protocol/widgetTemplates';
import { Segmented } from '../parts/Segmented';
import { FramePreview, PREVIEW_DEVICES, type PreviewDevice } from '../preview/FramePreview';
import { TemplateThumbnail } from './TemplateThumbnail';
import { normalizeHexColor } from '../rules/hexColor';

export interface TemplatePickerProps {
  templates: readonly WidgetTemplate[];
  value: string;
  onChange: (id: string) => void;
  pageId: string;
  pageConfig: Record<string, unknown>;
  /** The widget wearing the chosen template, as the preview shows it. */
  preview: Record<string, unknown>;
}

const ignoreEdits = () => undefined;
/** The page's own accent, or null when its theme names none (each template then wears the accent it suggests). */
function pageAccent(pageConfig: Record<string, unknown>): string | null {
  const theme = pageConfig.theme as { accent?: unknown } | undefined;
  return normalizeHexColor(theme?.accent);
}

export function TemplatePicker({ templates, value, onChange, pageId, pageConfig, preview }: TemplatePickerProps) {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const accent = pageAccent(pageConfig);
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
      <RadioGroup value={value} onChange={onChange} className="flex flex-col gap-2">
        <Label className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Template</Label>
        <div className="grid grid-cols-2 gap-2">
          {templates.map((template) => (
            <Radio
              key={template.id}
              value={template.id}
              className="group flex cursor-default flex-col gap-1.5 rounded-lg border border-slate-200 p-1.5 outline-none transition-colors data-hovered:border-slate-300 data-selected:border-accent-600 data-selected:bg-accent-50/60 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
            >
              <TemplateThumbnail template={template} accent={accent ?? template.accent} />
              <span className="px-0.5">
                <span className="block text-sm font-medium text-slate-900">{template.name}</span>
                <span className="block text-xs leading-snug text-slate-600">{template.hint}</span>
              </span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <section aria-label="Template preview" className="flex min-w-0 flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-900">Preview</h3>
          <Segmented label="Preview device" value={device} onChange={setDevice} options={PREVIEW_DEVICES} />
        </div>
        <FramePreview pageId={pageId} pageConfig={pageConfig} widget={preview} device={device} submitted={false} onEditorChange={ignoreEdits} />
      </section>
    </div>
  );
}
