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
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { withWidgetAliases } from '../../bridge-protocol/config';
import type { StudioPage, StudioWidgetResponse } from '../../bridge-protocol/studio/studioApi';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { hrefOf } from '../rules/studioRoute';
import { configOnlyKind, type ConfigOnlyKind } from './configOnlyKinds';
import { Notice } from './Notice';
import { SaveBar } from './SaveBar';
import { idOf, useConfigOnlySave } from './useConfigOnlySave';
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

export function ConfigOnlyScreen(props: ConfigOnlyScreenProps) {
  const type = (withWidgetAliases(props.widget) as Widget).widget_type;
  const kind = configOnlyKind(type);
  if (kind === undefined) {
    return <Notice tone="warning">Widget {idOf(props.widget)} is a “{String(type)}”, which is not a configuration-only kind: it has no screen here.</Notice>;
  }
  return <KindScreen {...props} kind={kind} />;
}

function KindHeader({ kind, widgetId, pageId, name, heading }: { kind: ConfigOnlyKind; widgetId: string; pageId: string; name: string; heading: RefObject<HTMLHeadingElement | null> }) {
  return (
    <header className="mb-6 sm:mb-8">
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-md bg-accent-50 px-2 py-0.5 text-accent-700 ring-1 ring-accent-600/20 ring-inset">{kind.label}</span>
        <span className="text-slate-500 tabular-nums">
          Widget #{widgetId} · page {pageId}
        </span>
      </div>
      <h1 ref={heading} tabIndex={-1} className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 outline-none">
        {name}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{kind.description}</p>
    </header>
  );
}

function KindScreen({ page, widget, onSaved, onSessionLost, kind }: ConfigOnlyScreenProps & { kind: ConfigOnlyKind }) {
  const widgetId = idOf(widget);
  const { draft, dirty, setAt, markSaved } = useWidgetDraft(widget, kind);
  const editor = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useUnsavedWarning(dirty);

  const name = typeof draft.name === 'string' && draft.name.trim() !== '' ? draft.name : kind.label;
  useEffect(() => {
    document.title = `${name} · Studio`;
  }, [name]);
  useEffect(() => heading.current?.focus(), []);

  const kindProblems = useMemo(() => kind.problems(draft, page, widgetId), [kind, draft, page, widgetId]);
  const { save, doSave, errorAt, onChange } = useConfigOnlySave({
    pageId: page.id,
    widgetId,
    draft,
    kindProblems,
    setAt,
    markSaved,
    onSaved,
    onSessionLost,
    editor,
  });

  const Editor = kind.Editor;
  return (
    <div className="flex flex-col">
      <Breadcrumbs trail={[{ label: 'Pages', href: hrefOf({ screen: 'pages' }) }, { label: page.id, href: hrefOf({ screen: 'page', pageId: page.id }) }, { label: name }]} />
      <KindHeader kind={kind} widgetId={widgetId} pageId={page.id} name={name} heading={heading} />
      <div ref={editor}>
        <Editor page={page} widget={draft} widgetId={widgetId} onChange={onChange} errorAt={errorAt} />
      </div>
      <SaveBar dirty={dirty} state={save} onSave={() => void doSave()} />
    </div>
  );
}
