/**
 * Frame documents painted by the server renderer, each rendered once: an address names one version of
 * one widget's document (policies/frameVersion.ts), so its painted body and CSP never change and are
 * kept in the process (the most recent 500; a CDN or the browser keeps them for a year besides).
 * Concurrent first requests of one document share one render.
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
 */
export type PaintOutcome = { kind: 'painted'; html: string; csp: string } | { kind: 'refused' } | { kind: 'failed' };

export interface PaintJob {
  pageId: string;
  widgetId: string;
  version: string;
  /** The frame document's origin: the renderer writes it into the markup, so it is part of the key. */
  origin: string;
  /** The visitor's viewport the address named (rules/frameViewport.ts): the renderer may render for it, so part of the key. */
  viewport?: VisitorViewport;
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

export function createPaintedFrames(max = PAINTED_FRAMES_MAX): PaintedFrames {
  const outcomes = createLruMap<Promise<PaintOutcome>>(max);
  return {
    paint(job) {
      // JSON keeps the parts apart whatever characters an id or a Host header holds.
      const key = JSON.stringify([job.pageId, job.widgetId, job.version, job.origin, job.viewport ?? null]);
      let outcome = outcomes.get(key);
      if (outcome === undefined) {
        outcome = paintOnce(job);
        outcomes.set(key, outcome);
      }
      return outcome;
    },
  };
}
