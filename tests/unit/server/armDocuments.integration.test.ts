/**
 * Issue 47 item 1, "the arm is decided before the first paint (the server paints each arm's document)",
 * against the real provider with a stand-in of the built renderer that writes the title and the variant
 * of the widget it was asked to paint: the loader names the visitor's arm in the frame's address, and
 * each arm is its own immutable document, painted once.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type RunningServers } from '../../../server/composition/app';
import { IMMUTABLE } from '../../../server/composition/frameDocuments';

const FAKE_RENDERER = `
export async function renderFirstView(request) {
  const widget = request.config.widgets.find((w) => String(w.widget_id) === request.widgetId);
  const calls = (globalThis.__mcArmRenderCalls ??= []);
  calls.push(widget.variant ?? 'none');
  return { ok: true, markup: '<h1 data-variant="' + (widget.variant ?? 'none') + '">' + widget.data.main.title + '</h1>', state: {}, styles: [] };
}
`;
const BUILT = '<!doctype html><html><head><title>frame</title></head><body><div id="root" class="frame-root"></div></body></html>';
const EXPERIMENT = {
  key: 'spring-headline',
  status: 'running',
  arms: [
    { id: 'control', weight: 50 },
    { id: 'b', weight: 50, data: { main: { title: 'Free shipping today' } } },
  ],
};
const WIDGETS = [
  { widget_id: 1, widget_type: 'bar', data: { main: { title: 'Ten percent off' }, experiment: EXPERIMENT } },
  { widget_id: 2, widget_type: 'bar', data: { main: { title: 'No test here' } } },
];
const renders = (): string[] => (globalThis as { __mcArmRenderCalls?: string[] }).__mcArmRenderCalls ?? [];

describe("each arm of a split test is painted as its own document (issue 47 item 1)", () => {
  let fixture = '';
  let servers: RunningServers;
  let versions = new Map<number, string>();
  const frame = (widgetId: number, extra = '') =>
    fetch(`${servers.widgetOrigin}/frame/index.html?page_id=arms&widget_id=${widgetId}&host_origin=https%3A%2F%2Fshop.example&v=${versions.get(widgetId)}${extra}`);

  beforeAll(async () => {
    fixture = await mkdtemp(path.join(tmpdir(), 'server-it-arms-'));
    for (const dir of ['dist/frame', 'dist/frame-server', 'dist/studio', 'demo/config']) await mkdir(path.join(fixture, dir), { recursive: true });
    await writeFile(path.join(fixture, 'dist', 'frame', 'index.html'), BUILT);
    await writeFile(path.join(fixture, 'dist', 'frame-server', 'renderFirstView.js'), FAKE_RENDERER);
    await writeFile(path.join(fixture, 'demo', 'config', 'arms.json'), JSON.stringify({ pageId: 'arms', whitelist: ['shop.example'], widgets: WIDGETS }));
    servers = await startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, dataDir: 'memory://' });
    const config = (await (await fetch(`${servers.widgetOrigin}/widget/config?page_id=arms`)).json()) as { widgets: { widget_id: number; frame_version: string }[] };
    versions = new Map(config.widgets.map((w) => [w.widget_id, w.frame_version]));
  }, 60_000);
  afterAll(async () => {
    await servers?.close();
    await rm(fixture, { recursive: true, force: true });
  });

  it("paints each arm from the widget's data merged with the arm's, immutable, once per arm", async () => {
    const before = renders().length;
    for (let i = 0; i < 3; i++) {
      const b = await frame(1, '&arm=b');
      expect(b.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await b.text()).toContain('<h1 data-variant="b">Free shipping today</h1>');
      const control = await frame(1, '&arm=control');
      expect(control.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await control.text()).toContain('<h1 data-variant="control">Ten percent off</h1>');
    }
    expect(renders().slice(before).sort()).toEqual(['b', 'control']);
  });

  it('paints a widget without a running test as configured, and an address without an arm as the widget', async () => {
    expect(await (await frame(2)).text()).toContain('<h1 data-variant="none">No test here</h1>');
    expect(await (await frame(1)).text()).toContain('<h1 data-variant="none">Ten percent off</h1>');
  });

  it('answers an arm the test does not have (or a widget without a test) with the plain document, revalidated', async () => {
    for (const [widgetId, extra] of [[1, '&arm=holdout'], [1, '&arm=c'], [2, '&arm=b']] as const) {
      const res = await frame(widgetId, extra);
      expect(res.status, extra).toBe(200);
      expect(res.headers.get('cache-control'), extra).toBe('no-cache');
      expect(await res.text(), extra).toContain('<div id="root" class="frame-root"></div>');
    }
  });
});
