/**
 * The screen of a configuration-only widget (SPEC §1: messenger_ref_url, messenger_code, ads_json, ads,
 * feed_comment: no visitor layout, only what the owner copies, downloads or sets). The kind's record
 * (configOnlyKinds.ts) gives its words, its editor and its defaults; this screen adds what every kind
 * shares: the heading, the draft and its "Unsaved changes", and Save.
 *
 * Save sends the whole widget (`studioApi.saveWidget`). A failed save keeps everything typed, says why
 * by the Save button, and shows each problem the server tied to a field at that field (StudioApiError
 * `field`, and `problems` when the server lists several), moving focus to the first one. The kind's own
 * checks (rules/adsJson.ts, rules/feedCommentSettings.ts) are shown as they arise and hold the save back.
 * A 401 hands over to the sign-in screen.
 */
import { errorText } from '../../bridge-protocol/errorText';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { withWidgetAliases } from '../../bridge-protocol/config';
import type { StudioPage, StudioWidgetResponse } from '../../bridge-protocol/studio/studioApi';
import { isPlainObject } from '../../bridge-protocol/validate';
import { isSessionLost, studioApi } from '../api/client';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { saveFailureOf, saveProblems } from '../rules/saveProblems';
import { hrefOf } from '../rules/studioRoute';
import { configOnlyKind, type ConfigOnlyKind } from './configOnlyKinds';
import { Notice } from './Notice';
import { SaveBar, type SaveState } from './SaveBar';
import { useUnsavedWarning } from './useUnsavedWarning';
import { useWidgetDraft } from './useWidgetDraft';

export interface ConfigOnlyScreenProps {
  page: StudioPage;
  /** The widget; its widget_type (or type) is one of CONFIG_ONLY_WIDGET_TYPES. */
  widget: Record<string, unknown>;
  onSaved: (answer: StudioWidgetResponse) => void;
  onSessionLost: (notice: string) => void;
}

type Widget = Record<string, unknown>;

const idOf = (widget: Widget): string => String((withWidgetAliases(widget) as Widget).widget_id ?? '');

/** The saved widget in the server's answer (the page as stored now), found by its id. */
function savedWidget(answer: StudioWidgetResponse): Widget | undefined {
  const widgets = answer.page.config.widgets;
  if (!Array.isArray(widgets)) return undefined;
  return widgets.find((w): w is Widget => isPlainObject(w) && idOf(w) === answer.widgetId);
}

export function ConfigOnlyScreen(props: ConfigOnlyScreenProps) {
  const type = (withWidgetAliases(props.widget) as Widget).widget_type;
  const kind = configOnlyKind(type);
  if (kind === undefined) {
    return <Notice tone="warning">Widget {idOf(props.widget)} is a “{String(type)}”, which is not a configuration-only kind: it has no screen here.</Notice>;
  }
  return <KindScreen {...props} kind={kind} />;
}

function KindScreen({ page, widget, onSaved, onSessionLost, kind }: ConfigOnlyScreenProps & { kind: ConfigOnlyKind }) {
  const widgetId = idOf(widget);
  const { draft, dirty, setAt, markSaved } = useWidgetDraft(widget, kind);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [focusInvalid, setFocusInvalid] = useState(0);
  const editor = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useUnsavedWarning(dirty);

  const name = typeof draft.name === 'string' && draft.name.trim() !== '' ? draft.name : kind.label;
  useEffect(() => {
    document.title = `${name} · Studio`;
  }, [name]);
  useEffect(() => heading.current?.focus(), []);

  const kindProblems = useMemo(() => kind.problems(draft, page, widgetId), [kind, draft, page, widgetId]);
  const errorAt = useCallback(
    (path: string) => kindProblems.find((p) => p.field === path)?.message ?? (Object.prototype.hasOwnProperty.call(serverErrors, path) ? serverErrors[path] : undefined),
    [kindProblems, serverErrors],
  );

  const onChange = useCallback(
    (path: string, value: unknown) => {
      setAt(path, value);
      // The server's word on a field stands until the field changes.
      setServerErrors((errors) => {
        const kept = Object.entries(errors).filter(([field]) => field !== path && !field.startsWith(`${path}.`) && !path.startsWith(`${field}.`));
        return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
      });
      // "Saved" and "Not saved: …" describe the last press of Save; a change starts a new story (the
      // server's problems stay at their fields until those fields change).
      setSave((state) => (state.kind === 'saved' || state.kind === 'failed' ? { kind: 'idle' } : state));
    },
    [setAt],
  );

  useEffect(() => {
    if (focusInvalid === 0) return;
    editor.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const saving = save.kind === 'saving';
  const doSave = useCallback(async () => {
    if (saving) return;
    if (kindProblems.length > 0) {
      const count = kindProblems.length;
      setSave({ kind: 'failed', message: `Not saved: ${count === 1 ? 'a field needs' : `${count} fields need`} a change. ${kindProblems[0]?.message ?? ''}` });
      setFocusInvalid((n) => n + 1);
      return;
    }
    const snapshot = draft;
    setSave({ kind: 'saving' });
    try {
      const answer = await studioApi.saveWidget(page.id, widgetId, snapshot);
      markSaved(savedWidget(answer) ?? snapshot);
      setServerErrors({});
      setSave({ kind: 'saved' });
      onSaved(answer);
    } catch (error) {
      if (isSessionLost(error)) {
        onSessionLost(errorText(error));
        return;
      }
      const problems = saveProblems(saveFailureOf(error));
      setServerErrors(problems.byField);
      setSave({ kind: 'failed', message: problems.summary });
      if (Object.keys(problems.byField).length > 0) setFocusInvalid((n) => n + 1);
    }
  }, [saving, kindProblems, draft, page.id, widgetId, markSaved, onSaved, onSessionLost]);

  // Ctrl+S / ⌘S saves instead of offering to save the studio's page as a file.
  const latestSave = useRef(doSave);
  latestSave.current = doSave;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void latestSave.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const Editor = kind.Editor;
  return (
    <div className="flex flex-col">
      <Breadcrumbs trail={[{ label: 'Pages', href: hrefOf({ screen: 'pages' }) }, { label: page.id, href: hrefOf({ screen: 'page', pageId: page.id }) }, { label: name }]} />
      <header className="mb-6 sm:mb-8">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-md bg-accent-50 px-2 py-0.5 text-accent-700 ring-1 ring-accent-600/20 ring-inset">{kind.label}</span>
          <span className="text-slate-500 tabular-nums">
            Widget #{widgetId} · page {page.id}
          </span>
        </div>
        <h1 ref={heading} tabIndex={-1} className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 outline-none">
          {name}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{kind.description}</p>
      </header>
      <div ref={editor}>
        <Editor page={page} widget={draft} widgetId={widgetId} onChange={onChange} errorAt={errorAt} />
      </div>
      <SaveBar dirty={dirty} state={save} onSave={() => void doSave()} />
    </div>
  );
}
