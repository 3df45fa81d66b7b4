/**
 * The bootstrap for a visitor the host knows nothing of yet: one builder for every host that has no page
 * of its own to read (issue 46 item 5): the provider's server painting a first view
 * (frame-app/serverView/renderFirstView.tsx), the studio's preview (studio/preview/previewFrame.ts) and QA
 * mode's simulated host (frame-app/qa/hostSimulator.ts). Each names what it knows (the widget, the page's
 * configuration, the viewport, and whatever else it has: a session, a route, editing mode, an API) and
 * gets a first visit's defaults for the rest: a fresh session with no history, a page nobody has scrolled
 * or left, no route change, no SDK loaded, no host font, no messenger overrides. The loader fills every
 * field from the page it runs on (loader/frames/widgetHost.ts), into the same type.
 */
import { initialPageState } from './clientState';
import type { BootstrapParts } from './frameHost';
import { noSdkReady } from './messages';

/** What a host must name; everything else of BootstrapParts it may. */
export type KnownParts = Pick<BootstrapParts, 'widget' | 'pageId' | 'config' | 'viewport'> & Partial<BootstrapParts>;

export function firstVisitBootstrap(known: KnownParts): BootstrapParts {
  return {
    hostFont: null,
    sdkReady: noSdkReady(),
    session: { sessionId: 'first-visit', userId: null, widget: { lastImpression: null, manualClose: false } },
    page: initialPageState(),
    route: { url: null, lastChange: null },
    editMode: false,
    api: '',
    pixelApi: '',
    messengerOverrides: {},
    ...known,
    // The widget list stays with the host: the frame has its own widget.
    config: { ...known.config, widgets: [] },
  };
}
