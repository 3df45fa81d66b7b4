/**
 * Editing one widget visitors see: the form over its whole configuration beside the live preview in the
 * real frame. Both edit one draft:
 * - a text typed into the preview arrives through `editor:change` and lands in the form's field;
 * - any change in the form shows in the preview (FramePreview boots the frame again with the draft).
 * Saving checks the draft with the schema the server uses (bridge-protocol/studio/widgetSchema.ts) first: a
 * problem is explained at its field and in a summary, and nothing is sent. A save the server refuses or
 * cannot take (offline, a 500) keeps the draft as it is and says why. Leaving with unsaved changes asks
 * first (the browser's own prompt on reload or close).
 */
import { errorText } from '../../bridge-protocol/errorText';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EditableField } from '../../bridge-protocol/messages';
import type { StudioPage, StudioWidgetResponse } from '../../bridge-protocol/studio/studioApi';
import { widgetProblems, type WidgetProblem } from '../../bridge-protocol/studio/widgetSchema';
import { isSessionLost, studioApi, StudioApiError } from '../api/client';
import { useConfirm } from '../controls/useConfirm';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { Segmented } from '../parts/Segmented';
import { typeLabel } from '../parts/widgetLabels';
import { FramePreview, PREVIEW_DEVICES, type PreviewDevice } from '../preview/FramePreview';
import { sameJson } from '../rules/sameJson';
import { hrefOf } from '../rules/studioRoute';
import { EditorSaveBar, type EditorSaveState } from './EditorSaveBar';
import { PROBLEM_SUMMARY_ID } from './ProblemSummary';
import { WidgetForm } from './WidgetForm';
import { TemplateButton } from '../templates/TemplateButton';
import { ArmSwitcher } from '../experiment/ArmSwitcher';
import { ExperimentResults } from '../experiment/ExperimentResults';
import { SplitTestPanel } from '../experiment/SplitTestPanel';
import { useSplitTest } from '../experiment/useSplitTest';
import { AudienceSection } from '../audience/AudienceSection';

export interface WidgetEditorProps {
  page: StudioPage;
  /** The widget as stored: the draft starts from it, and "unsaved" means the draft differs from it. */
  widget: Record<string, unknown>;
  /** The studio's pages, for the fields that name one (the pixel account). */
  pageIds: readonly string[];
  onSaved: (answer: StudioWidgetResponse) => void;
  onSessionLost: (notice: string) => void;
}


export function WidgetEditor({ page, widget: saved, pageIds, onSaved, onSessionLost }: WidgetEditorProps) {
  const [draft, setDraft] = useState(saved);
  const [save, setSave] = useState<EditorSaveState>({ kind: 'idle' });
  /** Problems are shown once a save was tried (then they follow every change), or as the server listed them. */
  const [showProblems, setShowProblems] = useState(false);
  const [serverProblems, setServerProblems] = useState<WidgetProblem[]>([]);
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [view, setView] = useState<'first' | 'submitted'>('first');
  const [frameError, setFrameError] = useState<string | null>(null);
  const failure = useRef<HTMLDivElement>(null);
  /** Where focus goes once a refused save's explanation is on screen (an effect: after that commit). */
  const [focusTarget, setFocusTarget] = useState<'summary' | 'failure' | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'summary') document.getElementById(PROBLEM_SUMMARY_ID)?.focus();
    else failure.current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const { confirm, confirmDialog } = useConfirm();

  const widgetId = String(saved.widget_id ?? saved.id);
  const type = String(saved.widget_type ?? saved.type);
  const name = typeof draft.name === 'string' && draft.name.trim() !== '' ? draft.name : `${typeLabel(type)} ${widgetId}`;
  const unsaved = !sameJson(draft, saved);
  const problems = useMemo(() => {
    const local = showProblems ? widgetProblems(draft) : [];
    const known = new Set(local.map((p) => p.path));
    return [...local, ...serverProblems.filter((p) => !known.has(p.path))];
  }, [draft, showProblems, serverProblems]);

  useEffect(() => {
    document.title = `${name} · Studio`;
  }, [name]);

  // The browser's own "Leave site?" on reload or close while something is unsaved.
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const change = useCallback((next: Record<string, unknown>) => {
    setDraft(next);
    setServerProblems([]);
    setSave((s) => (s.kind === 'saving' ? s : { kind: 'idle' }));
  }, []);

  const splitTest = useSplitTest({ pageId: page.id, widgetId, saved, draft, change, save: (next, promotedArm) => void saveDraft(next, promotedArm), confirm, onSessionLost });
  const routeTyped = splitTest.fromPreview;
  const fromPreview = useCallback(
    (field: EditableField, value: string) => {
      setDraft((current) => routeTyped(current, field, value));
      setSave((s) => (s.kind === 'saving' ? s : { kind: 'idle' }));
    },
    [routeTyped],
  );

  /** Saves `sent` (the draft, or a promoted arm's widget the same moment it becomes the draft). */
  async function saveDraft(sent: Record<string, unknown> = draft, promotedArm?: string) {
    if (save.kind === 'saving') return;
    const found = widgetProblems(sent);
    if (found.length > 0) {
      setShowProblems(true);
      setSave({ kind: 'failed', message: found.length === 1 ? 'Not saved: one field needs your attention.' : `Not saved: ${found.length} fields need your attention.`, fields: true });
      // The form's summary of them: the first thing a screen reader and the keyboard meet.
      setFocusTarget('summary');
      return;
    }
    setSave({ kind: 'saving' });
    try {
      const answer = await studioApi.saveWidget(page.id, widgetId, sent, promotedArm);
      onSaved(answer);
      setServerProblems([]);
      setSave({ kind: 'saved', at: Date.now() });
    } catch (error) {
      if (isSessionLost(error)) {
        // What was typed stays in this tab's memory only until the sign-in screen replaces it: say so.
        onSessionLost(`${errorText(error)}. Your unsaved changes to ${name} were not saved.`);
        return;
      }
      const listed = error instanceof StudioApiError ? error.problems.filter((p) => p.field?.includes('.')).map((p) => ({ path: p.field ?? '', message: p.message })) : [];
      setServerProblems(listed);
      setSave({ kind: 'failed', message: `Not saved: ${errorText(error)}`, fields: listed.length > 0 });
      setFocusTarget(listed.length > 0 ? 'summary' : 'failure');
    }
  }

  async function discard() {
    const ok = await confirm({
      title: 'Discard your changes?',
      message: `The changes to ${name} since it was last saved will be lost.`,
      confirmLabel: 'Discard changes',
      destructive: true,
    });
    if (!ok) return;
    setDraft(saved);
    setShowProblems(false);
    setServerProblems([]);
    setSave({ kind: 'idle' });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="min-w-0">
        <Breadcrumbs trail={[{ label: 'Pages', href: hrefOf({ screen: 'pages' }) }, { label: page.id, href: hrefOf({ screen: 'page', pageId: page.id }) }, { label: name }]} />
        <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{name}</h1>
        <p className="mt-1 text-sm text-slate-500">
          {typeLabel(type)} · widget #{widgetId}
        </p>
      </div>

      {save.kind === 'failed' && !save.fields && (
        <div ref={failure} tabIndex={-1} role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 outline-none focus-visible:ring-3 focus-visible:ring-red-500/30">
          {save.message}
        </div>
      )}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <section aria-label="Preview" className="flex flex-col gap-3 lg:sticky lg:top-20 lg:order-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-slate-900">Live preview</h2>
            <div className="flex flex-wrap gap-2">
              <Segmented
                label="Preview view"
                value={view}
                onChange={setView}
                options={[
                  { value: 'first', label: 'Before submit' },
                  { value: 'submitted', label: 'After submit' },
                ]}
              />
              <Segmented label="Preview device" value={device} onChange={setDevice} options={PREVIEW_DEVICES} />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-500">Click a text in the preview to edit it in place; the form follows.</p>
            <TemplateButton widget={draft} pageId={page.id} pageConfig={page.config} onApply={change} />
          </div>
          {splitTest.panel.experiment && <ArmSwitcher arms={splitTest.panel.experiment.arms.map((arm) => arm.id)} value={splitTest.previewArm} onChange={splitTest.setPreviewArm} />}
          {frameError !== null && (
            <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              The preview cannot show this widget: {frameError}
            </p>
          )}
          <FramePreview
            pageId={page.id}
            pageConfig={page.config}
            widget={splitTest.previewWidget}
            device={device}
            submitted={view === 'submitted'}
            onEditorChange={fromPreview}
            onFrameError={setFrameError}
          />
        </section>
        <section aria-label="Settings" className="flex flex-col gap-4 lg:order-1">
          <SplitTestPanel {...splitTest.panel} problems={problems} />
          <WidgetForm widget={draft} pageConfig={page.config} pageId={page.id} pageIds={pageIds} onChange={change} problems={problems} />
          <AudienceSection widget={draft} onChange={change} problems={problems} />
        </section>
      </div>
      {splitTest.hasSavedTest && <ExperimentResults load={splitTest.results.load} onReload={splitTest.results.reload} onPromote={splitTest.panel.onPromote} />}
      <EditorSaveBar state={save} unsaved={unsaved} onSave={() => void saveDraft()} onDiscard={() => void discard()} />
      {confirmDialog}
    </div>
  );
}
