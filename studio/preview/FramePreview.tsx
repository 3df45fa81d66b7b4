/**
 * The live preview: a stage standing for the visitor's browser window (desktop, or a 375 px phone), with
 * the widget in the real frame in editing mode (previewFrame.ts).
 * - The preview edits the form: a text typed into the widget arrives as `onEditorChange`; the frame
 *   already shows it, so the draft that comes back with it does not restart the frame.
 * - The form edits the preview: any other change of the draft boots a new frame with it (350 ms after
 *   the last change) under the one shown, and the old one goes once the new one has finished its
 *   entrance: the preview changes in place, without a blank moment.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { EditableField, LayoutRequest, WidgetEventName } from '../../bridge-protocol/messages';
import { HIDDEN_PREVIEW_BOX, previewBox } from '../rules/previewPlacement';
import { sameJson } from '../rules/sameJson';
import { getAt, setAt } from '../rules/widgetPath';
import { applyBox } from './applyBox';
import { createPreviewFrame, type PreviewFrame } from './previewFrame';

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

export function FramePreview({ pageId, pageConfig, widget, device, submitted, onEditorChange, onFrameError }: FramePreviewProps) {
  const stage = useRef<HTMLDivElement>(null);
  const mount = useRef<HTMLDivElement>(null);
  const shown = useRef<Booted | null>(null);
  const next = useRef<Booted | null>(null);
  const [stageSize, setStageSize] = useState({ width: 0, height: 0 });
  const stageWidth = stageSize.width;
  const [inline, setInline] = useState(false);
  const [status, setStatus] = useState<'loading' | 'shown'>('loading');
  // Latest props for the frames' callbacks, which outlive renders.
  const latest = useRef({ onEditorChange, onFrameError, submitted, stageSize });
  latest.current = { onEditorChange, onFrameError, submitted, stageSize };

  /** The visitor's viewport the frame is told: the stage's own size (a phone is also `mobile`). */
  const viewport = () => {
    const { width, height } = latest.current.stageSize;
    return device === 'phone' ? { width: PHONE_WIDTH, height: height || 640, mobile: true } : { width: width || 800, height: height || 560, mobile: false };
  };

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
  }, []);

  function place(booted: Booted, on: boolean): void {
    applyBox(booted.frame.iframe, on ? previewBox(booted.layout, latest.current.stageSize.width) : { ...previewBox(booted.layout, latest.current.stageSize.width), ...HIDDEN_PREVIEW_BOX });
  }

  function boot(draft: Record<string, unknown>): void {
    const host = mount.current;
    if (!host) return;
    next.current?.frame.destroy();
    let entranceTimer = 0;
    const booted: Booted = {
      shows: draft,
      layout: null,
      frame: createPreviewFrame({
        mount: host,
        pageId,
        pageConfig,
        widget: draft,
        viewport: viewport(),
        onLayout(layout) {
          booted.layout = layout;
          if (shown.current === booted) {
            place(booted, true);
            setInline(layout?.placement.kind === 'inline');
            if (layout?.visible) setStatus('shown');
            return;
          }
          if (next.current !== booted || !layout?.visible) return;
          // Under the frame shown now until its entrance is over, then in its place.
          place(booted, true);
          booted.frame.iframe.classList.add('-z-10');
          window.clearTimeout(entranceTimer);
          entranceTimer = window.setTimeout(() => {
            if (next.current !== booted) return;
            shown.current?.frame.destroy();
            shown.current = booted;
            next.current = null;
            booted.frame.iframe.classList.remove('-z-10');
            setInline(layout.placement.kind === 'inline');
            setStatus('shown');
          }, ENTRANCE_MS);
        },
        onEditorChange(field, value) {
          if (shown.current !== booted) return;
          // A field reports its text when it loses focus even if nobody typed (a modal focuses inside
          // itself on open): the text this frame already shows is no edit, and passing it on would put
          // an older text back into the form after the form had changed it.
          if (getAt(booted.shows, `data.main.${field}`) === value) return;
          booted.shows = setAt(booted.shows, `data.main.${field}`, value);
          latest.current.onEditorChange(field, value);
        },
        onEvent(event: WidgetEventName, detail) {
          if (event === 'error') latest.current.onFrameError?.(typeof detail.message === 'string' ? detail.message : 'The widget cannot be shown with this configuration.');
          if (event === 'ready' && (shown.current === booted || next.current === booted)) latest.current.onFrameError?.(null);
        },
      }),
    };
    if (latest.current.submitted) booted.frame.submit();
    if (shown.current === null) {
      shown.current = booted;
      place(booted, false);
    } else {
      next.current = booted;
      place(booted, false);
    }
  }

  // The first frame, and a new one for every change of the draft that the preview did not make itself.
  useEffect(() => {
    const current = shown.current;
    if (current && sameJson(current.shows, widget)) return;
    if (!current) {
      boot(widget);
      return;
    }
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
    if (shown.current) boot(shown.current.shows);
  }, [device, submitted, pageConfig]);

  // The stage's size changed: tell the frame, and place it again.
  useEffect(() => {
    for (const booted of [shown.current, next.current]) {
      if (!booted) continue;
      booted.frame.setViewport(viewport());
      place(booted, booted === shown.current || booted.layout?.visible === true);
    }
  }, [stageSize]);

  useEffect(
    () => () => {
      shown.current?.frame.destroy();
      next.current?.frame.destroy();
      shown.current = null;
      next.current = null;
    },
    [],
  );

  const phone = device === 'phone';
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
        {status === 'loading' && (
          <p role="status" className="absolute inset-x-0 bottom-4 text-center text-xs text-slate-500">
            Loading the preview…
          </p>
        )}
      </div>
    </div>
  );
}
