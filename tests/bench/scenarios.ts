/**
 * The pages the bench loads (one table row each), what marks their start and their first visible
 * frame, which host scripts are "theirs", and the budgets that apply to them.
 */
import type { UrlMatch } from './traceAnalysis';

export type ScenarioKey = 'floor' | 'painted-still' | 'painted' | 'iframe-resizer' | 'post-robot' | 'ours-1' | 'ours-1-page' | 'ours-10';

/** A budget on a median; `undefined`: none. */
export interface ColdWarm<T> {
  cold?: T;
  warm?: T;
}

export interface Budgets {
  /** First visible ÷ the floor's. */
  ratio?: ColdWarm<number>;
  /** Host main-thread script time, ms. */
  scriptMs?: ColdWarm<number>;
  /** Total Blocking Time added over the floor page's, ms, in both isolation modes. */
  addedTbtMs?: ColdWarm<number>;
  /** The longest host task containing the product's work, ms, in both isolation modes. */
  longestTaskMs?: ColdWarm<number>;
}

export interface Scenario {
  key: ScenarioKey;
  label: string;
  /** Page on the demo origin. */
  page: string;
  /** Its query, from what the bench learnt at start (the painted floor's frame address). */
  query?(found: BenchFindings): string;
  startMark: string;
  endMark: string;
  /** The page's own host script(s), counted in the script-time column. */
  hostScripts(origins: Origins): UrlMatch;
  budgets: Budgets;
}

/** What the bench reads from the server before the first load. */
export interface BenchFindings {
  /** The address of bench-1's painted frame document at its current version (paintedFloor.ts). */
  paintedFrameUrl: string;
  /** The same document without its script (server/bench/benchFiles.ts). */
  paintedStillUrl: string;
}

export interface Origins {
  /** The page's URL (its inline scripts are attributed to it). */
  pageUrl: string;
  /** e.g. http://localhost:18081 */
  widgetOrigin: string;
}

const BENCH_MARKS = { startMark: 'bench:start', endMark: 'bench:visible' };
const OUR_MARKS = { startMark: 'mc:loader-start', endMark: 'mc:first-widget-visible' };
/**
 * The per-page tag (server/rules/pageScript.ts) marks its own start: its row counts from there, the
 * loader's download on a first visit included, as the peers' rows count from their first script's run.
 */
const PAGE_TAG_MARKS = { startMark: 'mc:page-script-start', endMark: 'mc:first-widget-visible' };

export const SCENARIOS: readonly Scenario[] = [
  {
    key: 'floor',
    label: 'floor: bare static iframe',
    page: 'bench-bare.html',
    ...BENCH_MARKS,
    hostScripts: ({ pageUrl }) => (url) => url === pageUrl,
    budgets: {},
  },
  {
    // The same document with no script at all: what HTML and CSS cost, before any of our code.
    key: 'painted-still',
    label: 'floor: our painted bar, no script',
    page: 'bench-painted.html',
    query: ({ paintedStillUrl }) => `?frame=${encodeURIComponent(paintedStillUrl)}`,
    ...BENCH_MARKS,
    hostScripts: ({ pageUrl }) => (url) => url === pageUrl,
    budgets: {},
  },
  {
    // Our document alone: the painted bar of bench-1 in a bare iframe, shown at once, counted at `load`
    // like the floor. The first view cannot come sooner than this without a lighter document.
    key: 'painted',
    label: 'floor: our painted bar, bare iframe',
    page: 'bench-painted.html',
    query: ({ paintedFrameUrl }) => `?frame=${encodeURIComponent(paintedFrameUrl)}`,
    ...BENCH_MARKS,
    hostScripts: ({ pageUrl }) => (url) => url === pageUrl,
    budgets: {},
  },
  {
    key: 'iframe-resizer',
    label: 'iframe-resizer 4.4.5',
    page: 'bench-iframe-resizer.html',
    ...BENCH_MARKS,
    hostScripts: ({ widgetOrigin }) => (url) => url === `${widgetOrigin}/bench-lib/iframeResizer.min.js`,
    budgets: {},
  },
  {
    key: 'post-robot',
    label: 'post-robot 10.0.46 (one hello)',
    page: 'bench-post-robot.html',
    ...BENCH_MARKS,
    hostScripts: ({ widgetOrigin, pageUrl }) => (url) => url === `${widgetOrigin}/bench-lib/post-robot.min.js` || url === pageUrl,
    budgets: {},
  },
  {
    key: 'ours-1',
    label: 'ours, 1 widget',
    page: 'bench-1.html',
    ...OUR_MARKS,
    // loader.js and any lazy loader-*.js chunk.
    hostScripts: ({ widgetOrigin }) => (url) => url.startsWith(`${widgetOrigin}/loader`),
    budgets: {
      ratio: { cold: 2, warm: 1.5 },
      scriptMs: { warm: 10 },
      addedTbtMs: { cold: 50 },
      longestTaskMs: { cold: 50, warm: 50 },
    },
  },
  {
    key: 'ours-1-page',
    label: 'ours, 1 widget, per-page tag',
    page: 'bench-1-page.html',
    ...PAGE_TAG_MARKS,
    // The per-page script, loader.js and any lazy loader-*.js chunk.
    hostScripts: ({ widgetOrigin }) => (url) => url.startsWith(`${widgetOrigin}/loader`) || url.startsWith(`${widgetOrigin}/page/`),
    budgets: {
      ratio: { cold: 1.5, warm: 1.3 },
      scriptMs: { warm: 10 },
      addedTbtMs: { cold: 50 },
      longestTaskMs: { cold: 50, warm: 50 },
    },
  },
  {
    key: 'ours-10',
    label: 'ours, 10 widgets',
    page: 'bench-10.html',
    ...OUR_MARKS,
    hostScripts: ({ widgetOrigin }) => (url) => url.startsWith(`${widgetOrigin}/loader`),
    budgets: {
      ratio: { warm: 2.5 },
      scriptMs: { warm: 30 },
      addedTbtMs: { warm: 100 },
      longestTaskMs: { cold: 50, warm: 50 },
    },
  },
];

/**
 * The product's work on the host thread, for the longest-task column: its host scripts, and any
 * script of the widget origin (the frames' code, which runs on the host thread when site isolation
 * is off).
 */
export function productScripts(s: Scenario, origins: Origins): UrlMatch {
  const host = s.hostScripts(origins);
  return (url) => host(url) || url.startsWith(`${origins.widgetOrigin}/`);
}

/**
 * `BENCH_ONLY=ours` (ours-1 and ours-10), `BENCH_ONLY=ours-1,post-robot`: rows whose key is one of
 * the words or starts with `<word>-`; the floor is always run (every ratio needs it).
 */
export function selectScenarios(only: string | undefined): Scenario[] {
  if (!only) return [...SCENARIOS];
  const words = only.split(',').map((w) => w.trim()).filter(Boolean);
  const picked = SCENARIOS.filter((s) => s.key === 'floor' || words.some((w) => s.key === w || s.key.startsWith(`${w}-`)));
  if (picked.length === 1 && words.length > 0 && !words.includes('floor')) throw new Error(`BENCH_ONLY=${only}: no row matches (rows: ${SCENARIOS.map((s) => s.key).join(', ')})`);
  return picked;
}
