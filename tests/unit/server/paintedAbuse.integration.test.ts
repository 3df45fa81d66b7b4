/**
 * Issue 46 item 6, "painted documents that a crowd cannot abuse", against the real provider with a
 * stand-in of the built renderer (it counts its renders and writes what it was told into the document):
 * 1. what a client can make the server render is bounded: the viewport hint keys a document only where
 *    the markup follows it, one version is painted for a bounded number of viewports, and each client
 *    has a budget of fresh renders; over a bound, the plain document, revalidated, never an error;
 * 2. the origin in an immutable painted document is the configuration's, never the request's;
 * 3. the admin API refuses a colour that is not one, at the field's path;
 * 4. a changed whitelist is a new address for every widget, and the old one is no longer immutable.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../server/api/apiContext';
import { startServers, type RunningServers, type StartServersOptions } from '../../../server/composition/app';
import { IMMUTABLE } from '../../../server/composition/frameDocuments';
import { VIEWPORTS_PER_VERSION } from '../../../server/composition/paintedFrames';
import { rawGet } from './rawHttp';

/** Counts its renders per widget; paints every kind, with what it was told (the origin, the viewport). */
const FAKE_RENDERER = `
export async function renderFirstView(request) {
  const calls = (globalThis.__mcAbuseRenderCalls ??= {});
  calls[request.widgetId] = (calls[request.widgetId] ?? 0) + 1;
  const viewport = request.viewport ? request.viewport.width + (request.viewport.mobile ? 'm' : '') : 'desktop';
  return {
    ok: true,
    markup: '<p data-origin="' + request.origin + '" data-viewport="' + viewport + '">painted</p>',
    state: { origin: request.origin, viewport: request.viewport ?? null },
    styles: [],
  };
}
`;
const BUILT = '<!doctype html><html><head><title>frame</title></head><body><div id="root" class="frame-root"></div></body></html>';
const ADMIN_TOKEN = 'abuse-admin-token-0123456789abcdefghij';
const AUTH = { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
const WIDGETS = [
  { widget_id: 1, widget_type: 'bar', data: { main: { title: 'Bar' } } },
  { widget_id: 4, widget_type: 'slide_in', data: { main: { title: 'Slide-in' } } },
  { widget_id: 5, widget_type: 'slide_in', data: { main: { title: 'Another slide-in' } } },
];

const renders = (widgetId: number): number => (globalThis as { __mcAbuseRenderCalls?: Record<string, number> }).__mcAbuseRenderCalls?.[String(widgetId)] ?? 0;

describe('painted frame documents a crowd cannot abuse (issue 46 item 6)', () => {
  let fixture = '';
  const started: RunningServers[] = [];
  let servers: RunningServers;
  let versions = new Map<number, string>();

  const start = async (options: Partial<StartServersOptions> = {}): Promise<RunningServers> => {
    const running = await startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, dataDir: 'memory://', adminToken: ADMIN_TOKEN, ...options });
    started.push(running);
    return running;
  };
  const configOf = async (on: RunningServers) =>
    (await (await fetch(`${on.widgetOrigin}/widget/config?page_id=crowd`)).json()) as { widgets: { widget_id: number; frame_version: string }[] };
  const address = (widgetId: number, v: string, extra = '') => `/frame/index.html?page_id=crowd&widget_id=${widgetId}&host_origin=https%3A%2F%2Fshop.example&v=${v}${extra}`;
  const frame = (on: RunningServers, widgetId: number, extra = '', v = versions.get(widgetId) ?? '') => fetch(`${on.widgetOrigin}${address(widgetId, v, extra)}`);

  beforeAll(async () => {
    fixture = await mkdtemp(path.join(tmpdir(), 'server-it-abuse-'));
    await mkdir(path.join(fixture, 'dist', 'frame'), { recursive: true });
    await mkdir(path.join(fixture, 'dist', 'frame-server'), { recursive: true });
    await mkdir(path.join(fixture, 'dist', 'studio'), { recursive: true });
    await mkdir(path.join(fixture, 'demo', 'config'), { recursive: true });
    await writeFile(path.join(fixture, 'dist', 'frame', 'index.html'), BUILT);
    await writeFile(path.join(fixture, 'dist', 'frame-server', 'renderFirstView.js'), FAKE_RENDERER);
    await writeFile(path.join(fixture, 'demo', 'config', 'crowd.json'), JSON.stringify({ pageId: 'crowd', whitelist: ['shop.example'], widgets: WIDGETS }));
    // Behind a proxy on loopback: X-Forwarded-Host and -Proto are believed, as in a deployment.
    servers = await start({ trustProxy: '127.0.0.1' });
    versions = new Map((await configOf(servers)).widgets.map((w) => [w.widget_id, w.frame_version]));
  }, 60_000);
  afterAll(async () => {
    for (const running of started) await running.close();
    await rm(fixture, { recursive: true, force: true });
  });

  describe('1. what a client can make the server render is bounded', () => {
    it('renders a kind that follows no viewport once, whatever `vw` and `vm` the address names', async () => {
      const before = renders(1);
      const bodies = new Set<string>();
      for (let width = 200; width <= 4000; width += 127) {
        for (const extra of [`&vw=${width}`, `&vw=${width}&vm=1`]) {
          const res = await frame(servers, 1, extra);
          expect(res.status, extra).toBe(200);
          expect(res.headers.get('cache-control'), extra).toBe(IMMUTABLE);
          bodies.add(await res.text());
        }
      }
      expect(renders(1) - before).toBe(1);
      expect(bodies.size).toBe(1);
    });

    it('renders a kind that follows the viewport for each viewport it paints differently only, and for at most VIEWPORTS_PER_VERSION of them', async () => {
      const before = renders(4);
      // From 392 px on, a slide-in is the desktop's, whatever the width or the device.
      for (const extra of ['', '&vw=392', '&vw=1280', '&vw=3999&vm=1', '&vw=600&vm=1']) {
        expect(await (await frame(servers, 4, extra)).text(), extra).toContain('data-viewport="desktop"');
      }
      expect(renders(4) - before).toBe(1);
      // Below it, each width is its own document: a crowd naming every width gets a bounded number of renders.
      const answers: { width: number; cache: string | null; body: string }[] = [];
      for (let width = 200; width < 392; width += 1) {
        const res = await frame(servers, 4, `&vw=${width}&vm=1`);
        expect(res.status, String(width)).toBe(200);
        answers.push({ width, cache: res.headers.get('cache-control'), body: await res.text() });
      }
      expect(renders(4) - before).toBe(1 + VIEWPORTS_PER_VERSION);
      const painted = answers.filter((a) => a.cache === IMMUTABLE);
      expect(painted).toHaveLength(VIEWPORTS_PER_VERSION);
      for (const { width, body } of painted) expect(body).toContain(`data-viewport="${width}m"`);
      // Over the bound: the plain document, revalidated (the frame renders it in the browser).
      for (const { width, cache, body } of answers.filter((a) => a.cache !== IMMUTABLE)) {
        expect(cache, String(width)).toBe('no-cache');
        expect(body, String(width)).toBe(BUILT);
      }
      // A viewport already painted is still served painted, without a render.
      const first = painted[0];
      const again = await frame(servers, 4, `&vw=${first?.width ?? 0}&vm=1`);
      expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(renders(4) - before).toBe(1 + VIEWPORTS_PER_VERSION);
    });

    it("gives a client over its budget of fresh renders the plain document, revalidated, and still serves what is cached", async () => {
      const budgeted = await start({ rateLimits: { ...DEFAULT_RATE_LIMITS, frameRenders: { max: 3, timeWindowMs: 60_000 } } });
      const before = renders(5);
      const cacheOf = async (extra: string) => (await frame(budgeted, 5, extra)).headers.get('cache-control');
      expect([await cacheOf('&vw=300'), await cacheOf('&vw=301'), await cacheOf('&vw=302')]).toEqual([IMMUTABLE, IMMUTABLE, IMMUTABLE]);
      const over = await frame(budgeted, 5, '&vw=303');
      expect(over.status).toBe(200);
      expect(over.headers.get('cache-control')).toBe('no-cache');
      expect(await over.text()).toBe(BUILT);
      expect(await cacheOf('&vw=300')).toBe(IMMUTABLE);
      expect(renders(5) - before).toBe(3);
    }, 60_000);
  });

  describe('2. the origin in a painted document is the configuration’s, never the request’s', () => {
    it('paints the same bytes whatever X-Forwarded-Host and X-Forwarded-Proto say, with the provider’s own origin', async () => {
      const path1 = address(1, versions.get(1) ?? '');
      const plain = await rawGet(servers.widgetPort, path1, { Host: `localhost:${servers.widgetPort}` });
      const forwarded = await rawGet(servers.widgetPort, path1, {
        Host: `localhost:${servers.widgetPort}`,
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
      });
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(forwarded.headers['cache-control']).toBe(IMMUTABLE);
      expect(forwarded.body).toBe(plain.body);
      expect(plain.body).toContain(`data-origin="${servers.widgetOrigin}"`);
      expect(forwarded.body).not.toContain('evil.example');
    });

    it('never writes a hostile Host into a body: under a name that is not the canonical one, the plain document, revalidated', async () => {
      for (const host of ['evil.example', `evil.example:${servers.widgetPort}`, `127.0.0.1:${servers.widgetPort}`]) {
        const res = await rawGet(servers.widgetPort, address(1, versions.get(1) ?? ''), { Host: host });
        expect(res.status, host).toBe(200);
        expect(res.headers['cache-control'], host).toBe('no-cache');
        expect(res.body, host).toBe(BUILT);
      }
    });

    it('paints for https on the first of SERVER_NAMES, and only under that name', async () => {
      const named = await start({ serverNames: ['widgets.example.com'] });
      const v = versions.get(1) ?? '';
      const canonical = await rawGet(named.widgetPort, address(1, v), { Host: 'widgets.example.com' });
      expect(canonical.headers['cache-control']).toBe(IMMUTABLE);
      expect(canonical.body).toContain('data-origin="https://widgets.example.com"');
      const withPort = await rawGet(named.widgetPort, address(1, v), { Host: 'widgets.example.com:443' });
      expect(withPort.body).toBe(canonical.body);
      const loopback = await rawGet(named.widgetPort, address(1, v), { Host: `localhost:${named.widgetPort}` });
      expect(loopback.headers['cache-control']).toBe('no-cache');
      expect(loopback.body).toBe(BUILT);
    }, 60_000);
  });

  describe('3. the admin API refuses a colour that is not one', () => {
    it('answers 400 with the path of the field, and stores nothing', async () => {
      const hostile = [
        { ...WIDGETS[0], data: { main: { title: 'Bar', colors: { background: '#fff', headline: 'blue;position:fixed' } } } },
        { ...WIDGETS[1], data: { main: { overlay: { enabled: true, overlayColor: 'url(https://evil.example/x.png)' } } } },
      ];
      const res = await fetch(`${servers.widgetOrigin}/admin/pages/crowd`, { method: 'PUT', headers: AUTH, body: JSON.stringify({ pageId: 'crowd', whitelist: ['shop.example'], widgets: hostile }) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { state: boolean; errors: { message: string; field: string }[] };
      expect(body.state).toBe(false);
      expect(body.errors[0]?.field).toBe('widgets[0].data.main.colors.headline');
      expect(body.errors[0]?.message).toMatch(/^config\.widgets\[0\]\.data\.main\.colors\.headline: not a CSS colour/);
      const stored = (await (await fetch(`${servers.widgetOrigin}/admin/pages/crowd`, { headers: AUTH })).json()) as { page: { widgets: unknown[] } };
      expect(JSON.stringify(stored.page)).not.toContain('position:fixed');
      // Every colour form the frame takes is still taken.
      const legal = [{ ...WIDGETS[0], data: { main: { title: 'Bar', colors: { background: 'rgb(255 0 0 / 50%)', headline: 'rebeccapurple', buttonText: '#0084ffcc' } } } }, WIDGETS[1], WIDGETS[2]];
      const ok = await fetch(`${servers.widgetOrigin}/admin/pages/crowd`, { method: 'PUT', headers: AUTH, body: JSON.stringify({ pageId: 'crowd', whitelist: ['shop.example'], widgets: legal }) });
      expect(ok.status).toBe(200);
      // Put the page back as the other tests know it.
      const back = await fetch(`${servers.widgetOrigin}/admin/pages/crowd`, { method: 'PUT', headers: AUTH, body: JSON.stringify({ pageId: 'crowd', whitelist: ['shop.example'], widgets: WIDGETS }) });
      expect(back.status).toBe(200);
    });
  });

  describe('4. a changed whitelist reaches every visitor', () => {
    it('is a new address for every widget; the old one is no longer served immutable, nor with the old frame-ancestors', async () => {
      const before = new Map((await configOf(servers)).widgets.map((w) => [w.widget_id, w.frame_version]));
      const old = await frame(servers, 1, '', before.get(1));
      expect(old.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(old.headers.get('content-security-policy')).toContain('shop.example');

      const put = await fetch(`${servers.widgetOrigin}/admin/pages/crowd`, { method: 'PUT', headers: AUTH, body: JSON.stringify({ pageId: 'crowd', whitelist: ['other.example'], widgets: WIDGETS }) });
      expect(put.status).toBe(200);
      const after = new Map((await configOf(servers)).widgets.map((w) => [w.widget_id, w.frame_version]));
      expect([...after.keys()]).toEqual([...before.keys()]);
      for (const [widgetId, version] of after) expect(version, `widget ${widgetId}`).not.toBe(before.get(widgetId));
      // The per-page script names the new addresses too (it carries the same configuration).
      const script = await (await fetch(`${servers.widgetOrigin}/page/crowd.js`)).text();
      for (const [widgetId, version] of after) {
        expect(script, `widget ${widgetId}`).toContain(version);
        expect(script, `widget ${widgetId}`).not.toContain(before.get(widgetId) ?? '');
      }

      for (const widgetId of before.keys()) {
        const stale = await frame(servers, widgetId, '', before.get(widgetId));
        expect(stale.headers.get('cache-control'), `widget ${widgetId}`).toBe('no-cache');
        expect(stale.headers.get('content-security-policy'), `widget ${widgetId}`).not.toContain('shop.example');
        const current = await frame(servers, widgetId, '', after.get(widgetId));
        expect(current.headers.get('cache-control'), `widget ${widgetId}`).toBe(IMMUTABLE);
        expect(current.headers.get('content-security-policy'), `widget ${widgetId}`).toContain('other.example');
      }
    });
  });
});
