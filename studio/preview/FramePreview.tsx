/**
 * The live preview: a stage standing for the visitor's browser window (desktop, or a 375 px phone), with
 * the widget in the real frame in editing mode (previewFrame.ts).
 * - The preview edits the form: a text typed into the widget arrives as `onEditorChange`; the frame
 *   already shows it, so the draft that comes back with it does not restart the frame.
 * - The form edits the preview: any other change of the draft boots a new frame with it (350 ms after
 *   the last change) under the one shown, and the old one goes once the new one has finished its
 *   entrance: the preview changes in place, without a blank moment.
 */
import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import type { EditableField, LayoutRequest, WidgetEventName } from '../../bridge-protocol/messages';
import { HIDDEN_PREVIEW_BOX, previewBox } from '../rules/previewPlacement';
import { sameJson } from '../rules/sameJson';
import { getAt, setAt } from '../rules/widgetPath';
import { applyBox } from './applyBox';
import { createPreviewFrame, type PreviewFrame, type PreviewFrameOptions } from './previewFrame';

export type PreviewDevice = 'desktop' | 'phone';

/** The stages a preview offers, as the device switch lists them. */
export const PREVIEW_DEVICES: ReadonlyArray<{ value: PreviewDevice; label: string }> = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'phone', label: 'Phone' },
];

export interface FramePreviewProps {
  pageId: string;
  pageConfig: Record<string, unknown>;
  widget: Record<string, unknown>;
  device: PreviewDevice;
  /** Show the after-submit content instead of the widget's first view. */
  submitted: boolean;
  onEditorChange: (field: EditableField, value: string) => void;
  /** The frame reported an `error` widget event (a configuration it cannot show), or null again. */
  onFrameError?: (message: string | null) => void;
}

const REBOOT_DELAY_MS = 350;
/** The longest entrance (frame-app/rules/motion.ts: slide-in and takeover, 300 ms) and a little more. */
const ENTRANCE_MS = 360;
/** A phone's width; the stage's height is what the window leaves (at most a phone's 667 px). */
const PHONE_WIDTH = 375;

interface Booted {
  frame: PreviewFrame;
  /** The widget this frame shows, with what was typed into it since. */
  shows: Record<string, unknown>;
  layout: LayoutRequest | null;
}

/** The stage's size as it is laid out (a ResizeObserver), in whole px. */
function useStageSize(stage: RefObject<HTMLDivElement | null>) {
  const [stageSize, setStageSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const node = stage.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      const height = Math.round(entry?.contentRect.height ?? 0);
      setStageSize((size) => (size.width === width && size.height === height ? size : { width, height }));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [stage]);
  return stageSize;
}

/** What a booted frame's callbacks reach: the two frames, the latest props, and the stage's state. */
interface Frames {
  shown: MutableRefObject<Booted | null>;
  next: MutableRefObject<Booted | null>;
  latest: MutableRefObject<{ onEditorChange: FramePreviewProps['onEditorChange']; onFrameError: FramePreviewProps['onFrameError']; submitted: boolean; stageSize: { width: number; height: number } }>;
  place: (booted: Booted, on: boolean) => void;
  setInline: (inline: boolean) => void;
  setStatus: (status: 'loading' | 'shown') => void;
}

/** A frame's layout report: in place when it is the one shown, else under it until its entrance is over, then in its place. */
function onBootedLayout(f: Frames, booted: Booted, layout: LayoutRequest | null, entrance: { timer: number }): void {
  booted.layout = layout;
  if (f.shown.current === booted) {
    f.place(booted, true);
    f.setInline(layout?.placement.kind === 'inline');
    if (layout?.visible) f.setStatus('shown');
    return;
  }
  if (f.next.current !== booted || !layout?.visible) return;
  f.place(booted, true);
  booted.frame.iframe.classList.add('-z-10');
  window.clearTimeout(entrance.timer);
  entrance.timer = window.setTimeout(() => {
    if (f.next.current !== booted) return;
    f.shown.current?.frame.destroy();
    f.shown.current = booted;
    f.next.current = null;
    booted.frame.iframe.classList.remove('-z-10');
    f.setInline(layout.placement.kind === 'inline');
    f.setStatus('shown');
  }, ENTRANCE_MS);
}

/** A text typed into the frame shown: passed on unless it is the text the frame already shows. */
function onBootedEdit(f: Frames, booted: Booted, field: EditableField, value: string): void {
  if (f.shown.current !== booted) return;
  // A field reports its text when it loses focus even if nobody typed (a modal focuses inside itself on
  // open): the text this frame already shows is no edit, and passing it on would put an older text back
  // into the form after the form had changed it.
  if (getAt(booted.shows, `data.main.${field}`) === value) return;
  booted.shows = setAt(booted.shows, `data.main.${field}`, value);
  f.latest.current.onEditorChange(field, value);
}

/** Boots a frame with `draft`: the first one shown at once, a later one under the one shown until it has entered. */
function bootFrame(f: Frames, host: HTMLElement, at: { pageId: string; pageConfig: Record<string, unknown>; viewport: PreviewFrameOptions['viewport'] }, draft: Record<string, unknown>): void {
  f.next.current?.frame.destroy();
  const entrance = { timer: 0 };
  const booted: Booted = {
    shows: draft,
    layout: null,
    frame: createPreviewFrame({
      mount: host,
      pageId: at.pageId,
      pageConfig: at.pageConfig,
      widget: draft,
      viewport: at.viewport,
      onLayout: (layout) => onBootedLayout(f, booted, layout, entrance),
      onEditorChange: (field, value) => onBootedEdit(f, booted, field, value),
      onEvent(event: WidgetEventName, detail) {
        if (event === 'error') f.latest.current.onFrameError?.(typeof detail.message === 'string' ? detail.message : 'The widget cannot be shown with this configuration.');
        if (event === 'ready' && (f.shown.current === booted || f.next.current === booted)) f.latest.current.onFrameError?.(null);
      },
    }),
  };
  if (f.latest.current.submitted) booted.frame.submit();
  if (f.shown.current === null) f.shown.current = booted;
  else f.next.current = booted;
  f.place(booted, false);
}

export function FramePreview({ pageId, pageConfig, widget, device, submitted, onEditorChange, onFrameError }: FramePreviewProps) {
  const stage = useRef<HTMLDivElement>(null);
  const mount = useRef<HTMLDivElement>(null);
  const stageSize = useStageSize(stage);
  const [inline, setInline] = useState(false);
  const [status, setStatus] = useState<'loading' | 'shown'>('loading');
  const frames = useFrames(device, { onEditorChange, onFrameError, submitted, stageSize }, setInline, setStatus);
  const boot = (draft: Record<string, unknown>) => {
    if (mount.current) bootFrame(frames.f, mount.current, { pageId, pageConfig, viewport: frames.viewport() }, draft);
  };

  // The first frame, and a new one for every change of the draft that the preview did not make itself.
  useEffect(() => {
    const current = frames.f.shown.current;
    if (current && sameJson(current.shows, widget)) return;
    if (!current) return boot(widget);
    const timer = window.setTimeout(() => boot(widget), REBOOT_DELAY_MS);
    return () => window.clearTimeout(timer);
    // boot reads the latest props through refs; the draft alone decides when to boot.
  }, [widget]);

  // Device, submitted view or page fields changed: a fresh frame at once (its viewport and view differ).
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    if (frames.f.shown.current) boot(frames.f.shown.current.shows);
  }, [device, submitted, pageConfig]);

  // The stage's size changed: tell the frame, and place it again.
  useEffect(() => frames.resized(), [stageSize]);

  return <PreviewStage phone={device === 'phone'} stage={stage} mount={mount} inline={inline} loading={status === 'loading'} />;
}

/** The two frames (the one shown, the one entering), their placing on the stage, and their end with the preview. */
function useFrames(device: PreviewDevice, props: Frames['latest']['current'], setInline: Frames['setInline'], setStatus: Frames['setStatus']) {
  const shown = useRef<Booted | null>(null);
  const next = useRef<Booted | null>(null);
  // Latest props for the frames' callbacks, which outlive renders.
  const latest = useRef(props);
  latest.current = props;
  const place = (booted: Booted, on: boolean): void => {
    const box = previewBox(booted.layout, latest.current.stageSize.width);
    applyBox(booted.frame.iframe, on ? box : { ...box, ...HIDDEN_PREVIEW_BOX });
  };
  /** The visitor's viewport the frame is told: the stage's own size (a phone is also `mobile`). */
  const viewport = () => {
    const { width, height } = latest.current.stageSize;
    return device === 'phone' ? { width: PHONE_WIDTH, height: height || 640, mobile: true } : { width: width || 800, height: height || 560, mobile: false };
  };
  const resized = () => {
    for (const booted of [shown.current, next.current]) {
      if (!booted) continue;
      booted.frame.setViewport(viewport());
      place(booted, booted === shown.current || booted.layout?.visible === true);
    }
  };
  useEffect(
    () => () => {
      shown.current?.frame.destroy();
      next.current?.frame.destroy();
      shown.current = null;
      next.current = null;
    },
    [],
  );
  const f: Frames = { shown, next, latest, place, setInline, setStatus };
  return { f, viewport, resized };
}

/** The stage: a browser window's bar, a sketch of a page under the frame, and "Loading the preview…" until it shows. */
function PreviewStage({ phone, stage, mount, inline, loading }: { phone: boolean; stage: RefObject<HTMLDivElement | null>; mount: RefObject<HTMLDivElement | null>; inline: boolean; loading: boolean }) {
  return (
    <div className={`mx-auto flex flex-col overflow-hidden rounded-xl border border-slate-300 bg-white shadow-sm ${phone ? 'w-[377px] max-w-full' : 'w-full'}`}>
      <div className="flex h-8 shrink-0 items-center gap-1.5 border-b border-slate-200 bg-slate-100 px-3" aria-hidden="true">
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="ml-2 h-4 flex-1 rounded bg-white/80" />
      </div>
      <div
        ref={stage}
        data-testid="preview-stage"
        className={`relative isolate overflow-hidden bg-white ${inline ? 'min-h-[clamp(26rem,calc(100dvh-20rem),41.6875rem)]' : 'h-[clamp(26rem,calc(100dvh-20rem),41.6875rem)]'}`}
      >
        <div className="pointer-events-none absolute inset-x-0 top-0 -z-20 p-6" aria-hidden="true">
          <div className="h-5 w-1/3 rounded bg-slate-200/80" />
          <div className="mt-6 h-40 rounded-lg bg-slate-100" />
          <div className="mt-6 space-y-2.5">
            <div className="h-3 w-full rounded bg-slate-100" />
            <div className="h-3 w-11/12 rounded bg-slate-100" />
            <div className="h-3 w-4/5 rounded bg-slate-100" />
          </div>
        </div>
        <div ref={mount} className={inline ? 'px-6 pt-64 pb-6' : ''} />
        {loading && (
          <p role="status" className="absolute inset-x-0 bottom-4 text-center text-xs text-slate-500">
            Loading the preview…
          </p>
        )}
      </div>
    </div>
  );
}
