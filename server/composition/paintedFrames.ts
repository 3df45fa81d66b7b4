/**
 * Frame documents painted by the server renderer, each rendered once: an address names one version of
 * one widget's document (policies/frameVersion.ts), so its painted body and CSP never change and are
 * kept in the process (the most recent 500; a CDN or the browser keeps them for a year besides).
 * Concurrent first requests of one document share one render.
 *
 * What a crowd could make it render is bounded (issue 46 item 6): a document is keyed only on what
 * changes its markup (the viewport the renderer paints for, rules/frameViewport.ts paintedViewport, not
 * the raw hint of the address), one version is painted for at most VIEWPORTS_PER_VERSION visitors'
 * viewports besides the desktop, and a render not yet cached must first be allowed by the job
 * (`mayRender`: the per-client budget, policies/renderBudget.ts). What is over a bound is `limited`: the
 * plain document, revalidated, which the frame renders in the browser as it did before painting.
 */
import { errorText } from '../../bridge-protocol/errorText';
import type { FirstView, FirstViewRequest, RenderFirstView } from '../../bridge-protocol/paintedDocument';
import { paintedDocument } from '../rules/paintedDocument';
import type { VisitorViewport } from '../../bridge-protocol/frameUrl';
import { createLruMap } from './lruMap';

/**
 * `painted`: the body and its CSP. `refused`: the renderer declines this widget (its first view is the
 * browser's), so the plain document is this version's document. `failed`: the renderer or the painting
 * threw (logged once); the plain document is served but not as this version's, which a fixed build replaces.
 * `limited`: not rendered, over a bound (above); the plain document, not as this version's, and not kept.
 */
export type PaintOutcome = { kind: 'painted'; html: string; csp: string } | { kind: 'refused' } | { kind: 'failed' } | { kind: 'limited' };

export interface PaintJob {
  pageId: string;
  widgetId: string;
  version: string;
  /** The frame document's origin, from the configuration (never the request): the renderer writes it into the markup, so it is part of the key. */
  origin: string;
  /**
   * The viewport the renderer paints for (rules/frameViewport.ts paintedViewport: undefined for the
   * desktop view, whatever the address said), so part of the key.
   */
  viewport?: VisitorViewport;
  /** The split test's arm painted (server/rules/armConfig.ts), so part of the key; absent: the widget as configured. */
  arm?: string;
  /** Whether a render this request asks for may run now (the client's budget); asked only when the document is not cached. */
  mayRender?: () => Promise<boolean>;
  render: RenderFirstView;
  /** The renderer's input; built only when this document is not painted yet. */
  request: () => FirstViewRequest;
  /** The plain document. */
  html: string;
  /** The document's CSP with these `style` attribute values allowed. */
  csp: (styles: readonly string[]) => string;
}

export interface PaintedFrames {
  paint(job: PaintJob): Promise<PaintOutcome>;
}

export const PAINTED_FRAMES_MAX = 500;
/**
 * The visitors' viewports one version is painted for, besides the desktop: the phones and narrow windows
 * a page's visitors have (a slide-in's card follows every width below 392 px, so each is its own
 * document). Further ones get the plain document.
 */
export const VIEWPORTS_PER_VERSION = 16;

const LIMITED: PaintOutcome = { kind: 'limited' };

/** The renderer is loaded code: what it returned is checked before a byte of it is served. */
function checkedView(view: unknown): FirstView {
  const v = view as Partial<{ ok: unknown; markup: unknown; styles: unknown }> | null;
  if (v?.ok === false) return view as FirstView;
  if (v?.ok !== true || typeof v.markup !== 'string' || !Array.isArray(v.styles) || !v.styles.every((s) => typeof s === 'string')) {
    throw new Error('renderFirstView returned no { ok, markup, state, styles } view');
  }
  return view as FirstView;
}

async function paintOnce(job: PaintJob): Promise<PaintOutcome> {
  try {
    const view = checkedView(await job.render(job.request()));
    if (!view.ok) return { kind: 'refused' };
    return { kind: 'painted', html: paintedDocument(job.html, view), csp: job.csp(view.styles) };
  } catch (error) {
    console.error(
      `[server] frame document of page ${job.pageId}, widget ${job.widgetId} (version ${job.version}): the first view ` +
        `could not be painted (${errorText(error)}); the plain document is served`,
    );
    return { kind: 'failed' };
  }
}

/** The viewports each version is painted for (kept for as many versions as documents are). */
function createViewportCounts(max: number) {
  const seen = createLruMap<Set<string>>(max);
  return {
    /** Whether `viewport` is one `version` is painted for, or may become one. */
    admits(version: string, viewport: string): boolean {
      const viewports = seen.get(version);
      return viewports === undefined || viewports.has(viewport) || viewports.size < VIEWPORTS_PER_VERSION;
    },
    add(version: string, viewport: string): void {
      seen.set(version, (seen.get(version) ?? new Set<string>()).add(viewport));
    },
  };
}

export function createPaintedFrames(max = PAINTED_FRAMES_MAX): PaintedFrames {
  const outcomes = createLruMap<Promise<PaintOutcome>>(max);
  const viewports = createViewportCounts(max);
  return {
    async paint(job) {
      // JSON keeps the parts apart whatever characters an id holds.
      const version = JSON.stringify([job.pageId, job.widgetId, job.version, job.origin, job.arm ?? null]);
      const viewport = job.viewport === undefined ? null : `${job.viewport.width}${job.viewport.mobile === true ? 'm' : ''}`;
      const key = `${version}${viewport ?? ''}`;
      const cached = outcomes.get(key);
      if (cached !== undefined) return cached;
      if (viewport !== null && !viewports.admits(version, viewport)) return LIMITED;
      if (job.mayRender !== undefined && !(await job.mayRender())) return LIMITED;
      // A request for the same document may have started its render while this one asked its budget.
      const started = outcomes.get(key);
      if (started !== undefined) return started;
      if (viewport !== null) viewports.add(version, viewport);
      const outcome = paintOnce(job);
      outcomes.set(key, outcome);
      return outcome;
    },
  };
}
