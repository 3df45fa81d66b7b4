/**
 * One preview of a widget: the real frame document (`/frame/` on this origin, the one host pages embed),
 * booted by the studio acting as its host page in editing mode. The studio answers the frame's `mc:hello`
 * with a bootstrap built from the draft, so the preview shows what is being edited, saved or not; the
 * frame reports its layout (where the stage puts it), its events, and every text typed into it
 * (`mc:editor-change`). The bridge is the one host pages use (bridge-protocol/channel.ts): a private
 * MessagePort accepted only from this iframe's window and this origin.
 * No React here: the stage (FramePreview.tsx) owns the DOM node and calls `destroy` when done.
 */
import { listenForFrame } from '../../bridge-protocol/channel';
import { firstVisitBootstrap } from '../../bridge-protocol/firstVisitBootstrap';
import type { Widget } from '../../bridge-protocol/config';
import { createFrameHost, type BootstrapParts, type FrameReports } from '../../bridge-protocol/frameHost';
import { buildFrameUrl, FRAME_SANDBOX } from '../../bridge-protocol/frameUrl';
import {
  EDITABLE_FIELDS,
  frameToHost,
  PROTOCOL_VERSION,
  type EditableField,
  type HostToFrameMap,
  type HostToFrameName,
  type LayoutRequest,
  type Viewport,
  type WidgetEventName,
} from '../../bridge-protocol/messages';

export interface PreviewFrameOptions {
  /** Where the iframe goes (the stage); it starts hidden there until the frame asks for a layout. */
  mount: HTMLElement;
  pageId: string;
  /** The page's configuration: its page fields make the frame's app state, as the loader's would. */
  pageConfig: Record<string, unknown>;
  widget: Record<string, unknown>;
  viewport: Viewport;
  onLayout: (layout: LayoutRequest | null) => void;
  onEditorChange: (field: EditableField, value: string) => void;
  onEvent: (event: WidgetEventName, detail: Record<string, unknown>) => void;
}

export interface PreviewFrame {
  readonly iframe: HTMLIFrameElement;
  /** Tells the frame the stage changed size (a phone or desktop stage, a window resize). */
  setViewport(viewport: Viewport): void;
  /** Shows the after-submit content (`submit`), or the widget again from the start (a new frame). */
  submit(): void;
  destroy(): void;
}

/** The frame's sandbox, as the loader sets it (loader/frames/createWidgetFrame.ts explains each token). */

/** A preview visitor: a fresh session each boot, so repeat rules never hide the widget being edited. */
const previewSession = (): BootstrapParts['session'] => ({
  sessionId: `studio-preview-${crypto.randomUUID()}`,
  userId: null,
  widget: { lastImpression: null, manualClose: false },
});

/** The preview's bootstrap: the draft, the page's configuration, a fresh visitor, editing mode, this origin as API. */
function previewBootstrap(version: number, options: PreviewFrameOptions, widget: Widget, viewport: Viewport): BootstrapParts {
  if (version !== PROTOCOL_VERSION) throw new Error(`The frame speaks bridge protocol ${version}; the studio speaks ${PROTOCOL_VERSION}. Reload the studio.`);
  const origin = window.location.origin;
  return firstVisitBootstrap({
    // The frame builds the page's app state from the configuration (bridge-protocol/bootstrapApp.ts); the widget is the draft.
    widget: widget as BootstrapParts['widget'],
    pageId: options.pageId,
    config: options.pageConfig,
    viewport,
    session: previewSession(),
    route: { url: `${origin}/studio/preview`, lastChange: null },
    editMode: true,
    api: origin,
    pixelApi: origin,
  });
}

/** What the preview does with the frame's reports: its events and typed texts go to the stage; the rest is a visitor's and ignored. */
function previewReports(options: PreviewFrameOptions): FrameReports {
  return {
    'mc:widget-event': ({ event, detail }) => options.onEvent(event satisfies WidgetEventName, detail ?? {}),
    'mc:editor-change': ({ field, value }) => {
      if ((EDITABLE_FIELDS as readonly string[]).includes(field)) options.onEditorChange(field, value);
    },
    // A preview navigates nowhere and logs nothing: the editor is not a visitor.
    'mc:navigate': () => undefined,
    'mc:open-window': () => undefined,
    'mc:pixel-event': () => undefined,
    'mc:session-update': () => undefined,
    'mc:watch-anchors': () => undefined,
    'mc:sdk': () => undefined,
  };
}

export function createPreviewFrame(options: PreviewFrameOptions): PreviewFrame {
  const origin = window.location.origin;
  const widget = options.widget as Widget;
  const widgetId = String(widget.widget_id ?? widget.id);
  const widgetType = String(widget.widget_type ?? widget.type);
  const doc = options.mount.ownerDocument;
  const iframe = doc.createElement('iframe');
  for (const [name, value] of Object.entries({ sandbox: FRAME_SANDBOX, title: 'Widget preview', 'data-widget-id': widgetId, scrolling: 'no' })) iframe.setAttribute(name, value);
  // Where it stands is the stage's to say (FramePreview.tsx places it); hidden until then.
  iframe.className = 'block border-0 bg-transparent';
  for (const [name, value] of Object.entries({ position: 'absolute', height: '0', opacity: '0' })) iframe.style.setProperty(name, value);
  iframe.src = buildFrameUrl(`${origin}/frame/`, {
    pageId: options.pageId,
    widgetId,
    hostOrigin: origin,
    widgetType,
    channel: widget.channel,
  });

  let viewport = options.viewport;
  const channel = listenForFrame(window, iframe, origin, { incoming: frameToHost });
  const send = <N extends HostToFrameName>(name: N, payload: HostToFrameMap[N]): void => {
    channel.send(name, payload).catch((error: unknown) => console.warn(`[studio] preview of widget ${widgetId}: ${name} not delivered`, error));
  };
  const frame = createFrameHost({
    on: (name, handler) => channel.on(name, handler),
    send,
    bootstrap: (version) => previewBootstrap(version, options, widget, viewport),
    layout: (layout) => {
      if (layout.title) iframe.setAttribute('title', `Preview: ${layout.title}`);
      options.onLayout(layout);
    },
    reports: previewReports(options),
  });

  options.mount.appendChild(iframe);

  return {
    iframe,
    setViewport(next) {
      viewport = next;
      frame.deliver('mc:viewport', next);
    },
    submit() {
      frame.command({ command: 'submit' });
    },
    destroy() {
      channel.close();
      iframe.remove();
    },
  };
}
