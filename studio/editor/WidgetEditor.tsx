/**
 * Editing one widget visitors see: the form over its whole configuration beside the live preview in the
 * real frame. Both edit one draft:
 * - a text typed into the preview arrives through `editor:change` and lands in the form's field;
 * - any change in the form shows in the preview (FramePreview boots the frame again with the draft).
 * Saving checks the draft with the schema the server uses (bridge-protocol/studio/widgetSchema.ts) first: a
 * problem is explained at its field and in a summary, and nothing is sent. A save the server refuses or
 * cannot take (offline, a 500) keeps the draft as it is and says why. Leaving with unsaved changes asks
 * first (the browser's own prompt on reload or close). The preview is EditorPreview.tsx, saving
 * useEditorSave.ts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditableField } from '../../bridge-protocol/messages';
import type { StudioPage, StudioWidgetResponse } from '../../bridge-protocol/studio/studioApi';
import { useConfirm } from '../controls/useConfirm';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { typeLabel } from '../parts/widgetLabels';
import { sameJson } from '../rules/sameJson';
import { hrefOf } from '../rules/studioRoute';
import { EditorPreview } from './EditorPreview';
import { EditorSaveBar } from './EditorSaveBar';
import { useEditorSave } from './useEditorSave';
import { WidgetForm } from './WidgetForm';
import { ExperimentResults } from '../experiment/ExperimentResults';
import { SplitTestPanel } from '../experiment/SplitTestPanel';
import { useSplitTest } from '../experiment/useSplitTest';
import { AudienceSection } from '../audience/AudienceSection';
import { useUnsavedWarning } from '../configOnly/useUnsavedWarning';

export interface WidgetEditorProps {
  page: StudioPage;
  /** The widget as stored: the draft starts from it, and "unsaved" means the draft differs from it. */
  widget: Record<string, unknown>;
  /** The studio's pages, for the fields that name one (the pixel account). */
  pageIds: readonly string[];
  onSaved: (answer: StudioWidgetResponse) => void;
  onSessionLost: (notice: string) => void;
}


function EditorHeading({ pageId, name, type, widgetId }: { pageId: string; name: string; type: string; widgetId: string }) {
  return (
    <div className="min-w-0">
      <Breadcrumbs trail={[{ label: 'Pages', href: hrefOf({ screen: 'pages' }) }, { label: pageId, href: hrefOf({ screen: 'page', pageId }) }, { label: name }]} />
      <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{name}</h1>
      <p className="mt-1 text-sm text-slate-500">
        {typeLabel(type)} · widget #{widgetId}
      </p>
    </div>
  );
}

export function WidgetEditor({ page, widget: saved, pageIds, onSaved, onSessionLost }: WidgetEditorProps) {
  const [draft, setDraft] = useState(saved);
  const { confirm, confirmDialog } = useConfirm();
  const widgetId = String(saved.widget_id ?? saved.id);
  const type = String(saved.widget_type ?? saved.type);
  const name = typeof draft.name === 'string' && draft.name.trim() !== '' ? draft.name : `${typeLabel(type)} ${widgetId}`;
  const unsaved = !sameJson(draft, saved);
  const saving = useEditorSave({ pageId: page.id, widgetId, name, draft, onSaved, onSessionLost });
  const { save, problems } = saving;
  const changedRef = useRef(saving.changed);
  changedRef.current = saving.changed;

  useEffect(() => {
    document.title = `${name} · Studio`;
  }, [name]);
  useUnsavedWarning(unsaved);

  const change = useCallback((next: Record<string, unknown>) => {
    setDraft(next);
    changedRef.current();
  }, []);

  const splitTest = useSplitTest({ pageId: page.id, widgetId, saved, draft, change, save: (next, promotedArm) => void saving.saveDraft(next, promotedArm), confirm, onSessionLost });
  const routeTyped = splitTest.fromPreview;
  const setSave = saving.setSave;
  const fromPreview = useCallback(
    (field: EditableField, value: string) => {
      setDraft((current) => routeTyped(current, field, value));
      setSave((s) => (s.kind === 'saving' ? s : { kind: 'idle' }));
    },
    [routeTyped, setSave],
  );

  async function discard() {
    const ok = await confirm({
      title: 'Discard your changes?',
      message: `The changes to ${name} since it was last saved will be lost.`,
      confirmLabel: 'Discard changes',
      destructive: true,
    });
    if (!ok) return;
    setDraft(saved);
    saving.reset();
  }

  return (
    <div className="flex flex-col gap-6">
      <EditorHeading pageId={page.id} name={name} type={type} widgetId={widgetId} />

      {save.kind === 'failed' && !save.fields && (
        <div ref={saving.failure} tabIndex={-1} role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 outline-none focus-visible:ring-3 focus-visible:ring-red-500/30">
          {save.message}
        </div>
      )}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <EditorPreview
          page={page}
          draft={draft}
          previewWidget={splitTest.previewWidget}
          arms={splitTest.panel.experiment ? splitTest.panel.experiment.arms.map((arm) => arm.id) : null}
          previewArm={splitTest.previewArm}
          onPreviewArm={splitTest.setPreviewArm}
          onEditorChange={fromPreview}
          onApplyTemplate={change}
        />
        <section aria-label="Settings" className="flex flex-col gap-4 lg:order-1">
          <SplitTestPanel {...splitTest.panel} problems={problems} />
          <WidgetForm widget={draft} pageConfig={page.config} pageId={page.id} pageIds={pageIds} onChange={change} problems={problems} />
          <AudienceSection widget={draft} onChange={change} problems={problems} />
        </section>
      </div>
      {splitTest.hasSavedTest && <ExperimentResults load={splitTest.results.load} onReload={splitTest.results.reload} onPromote={splitTest.panel.onPromote} />}
      <EditorSaveBar state={save} unsaved={unsaved} onSave={() => void saving.saveDraft(draft)} onDiscard={() => void discard()} />
      {confirmDialog}
    </div>
  );
}
