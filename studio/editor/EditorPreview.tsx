/**
 * The editor's live preview: the widget in the real frame (FramePreview) on a desktop or phone stage,
 * before or after submit, the split test's arm it shows, "Change template", and what the frame said when
 * it cannot show the widget. Texts typed into the preview come back through `onEditorChange`.
 */
import { useState } from 'react';
import type { EditableField } from '../../bridge-protocol/messages';
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { ArmSwitcher } from '../experiment/ArmSwitcher';
import { Segmented } from '../parts/Segmented';
import { FramePreview, PREVIEW_DEVICES, type PreviewDevice } from '../preview/FramePreview';
import { TemplateButton } from '../templates/TemplateButton';

export interface EditorPreviewProps {
  page: StudioPage;
  draft: Record<string, unknown>;
  /** The widget the preview shows: the draft, or its arm's widget. */
  previewWidget: Record<string, unknown>;
  /** The split test's arms, when it has one, and the arm shown. */
  arms: readonly string[] | null;
  previewArm: string;
  onPreviewArm: (arm: string) => void;
  onEditorChange: (field: EditableField, value: string) => void;
  onApplyTemplate: (next: Record<string, unknown>) => void;
}

const VIEWS = [
  { value: 'first', label: 'Before submit' },
  { value: 'submitted', label: 'After submit' },
] as const;

export function EditorPreview({ page, draft, previewWidget, arms, previewArm, onPreviewArm, onEditorChange, onApplyTemplate }: EditorPreviewProps) {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [view, setView] = useState<'first' | 'submitted'>('first');
  const [frameError, setFrameError] = useState<string | null>(null);
  return (
    <section aria-label="Preview" className="flex flex-col gap-3 lg:sticky lg:top-20 lg:order-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">Live preview</h2>
        <div className="flex flex-wrap gap-2">
          <Segmented label="Preview view" value={view} onChange={setView} options={VIEWS} />
          <Segmented label="Preview device" value={device} onChange={setDevice} options={PREVIEW_DEVICES} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">Click a text in the preview to edit it in place; the form follows.</p>
        <TemplateButton widget={draft} pageId={page.id} pageConfig={page.config} onApply={onApplyTemplate} />
      </div>
      {arms !== null && <ArmSwitcher arms={arms} value={previewArm} onChange={onPreviewArm} />}
      {frameError !== null && (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          The preview cannot show this widget: {frameError}
        </p>
      )}
      <FramePreview
        pageId={page.id}
        pageConfig={page.config}
        widget={previewWidget}
        device={device}
        submitted={view === 'submitted'}
        onEditorChange={onEditorChange}
        onFrameError={setFrameError}
      />
    </section>
  );
}
