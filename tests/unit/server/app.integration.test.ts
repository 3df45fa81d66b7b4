// In-process integration test of both origins: startServers() on free ports with fixture dirs.
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServers, type RunningServers } from '../../../server/composition/app';
import { demoPagePath } from '../../../server/demo/demoPagePath';
import { rawGet } from './rawHttp';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');


/** The frame CSP for a page with these image/ancestor sources ('none' → an unknown page: no extra image hosts). */
const frameCsp = (sources: string): string =>
  `default-src 'none'; script-src 'self' https://connect.facebook.net; style-src 'self'; img-src 'self' data: https:${sources === "'none'" ? '' : ` ${sources}`}; ` +
  "media-src 'self' https:; font-src 'self' data:; connect-src 'self' https://www.facebook.com https://graph.facebook.com; " +
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com https://web.facebook.com https://staticxx.facebook.com; ' +
  `base-uri 'none'; form-action 'none'; frame-ancestors ${sources === "'none'" ? sources : `'self' ${sources}`}`;

describe('startServers (fixture directories)', () => {
  let fixture = '';
  let servers: RunningServers;
  let widget = '';
  let demo = '';

  beforeAll(async () => {
    fixture = await mkdtemp(path.join(tmpdir(), 'server-it-'));
    const dist = path.join(fixture, 'dist');
    const demoDir = path.join(fixture, 'demo');
    await mkdir(path.join(dist, 'frame', 'assets'), { recursive: true });
    await mkdir(path.join(demoDir, 'config'), { recursive: true });
    await mkdir(path.join(demoDir, 'provider'), { recursive: true });
    await writeFile(path.join(dist, 'loader.js'), '/* loader */');
    await writeFile(path.join(dist, '.build-stamp'), 'stamp');
    await writeFile(path.join(dist, 'frame', 'index.html'), '<!doctype html><title>frame</title>');
    await writeFile(path.join(dist, 'frame', 'assets', 'index-AbC123.js'), 'export {};');
    await writeFile(path.join(dist, 'frame', 'assets', 'index-AbC123.css'), 'body{}');
    await writeFile(path.join(dist, 'frame', 'assets', 'font-X1.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
    await mkdir(path.join(dist, 'frame-server', 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'frame-server', 'assets', 'chunk-Q1.js'), '/* the server renderer: runs here, never sent */');
    await writeFile(path.join(fixture, 'secret.txt'), 'top secret');
    await writeFile(
      path.join(demoDir, 'config', 'shop.json'),
      JSON.stringify({ pageId: 'shop', whitelist: ['example.com', 'evil.com; script-src *'], widgets: [] }),
    );
    await writeFile(
      path.join(demoDir, 'config', 'versioned.json'),
      JSON.stringify({ pageId: 'versioned', whitelist: ['example.com'], widgets: [{ widget_id: 1, widget_type: 'bar', data: {} }] }),
    );
    await writeFile(path.join(demoDir, 'config', 'broken.json'), '{"pageId": ');
    await writeFile(path.join(demoDir, 'provider', 'bare.html'), '<!doctype html>bare');
    await writeFile(
      path.join(demoDir, 'index.html'),
      '<script async src="{{WIDGET_ORIGIN}}/loader.js" data-page-id="shop"></script>',
    );
    await writeFile(
      path.join(demoDir, 'strict-csp.html'),
      '<script async src="{{WIDGET_ORIGIN}}/loader.js" data-page-id="shop" nonce="{{NONCE}}"></script>',
    );
    await writeFile(path.join(demoDir, 'styles.css'), 'body{}');

    servers = await startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, dataDir: 'memory://' });
    widget = servers.widgetOrigin;
    demo = servers.demoOrigin;
  }, 60_000); // each start opens a PGlite database: seconds when the suites run in parallel

  afterAll(async () => {
    await servers?.close();
    await rm(fixture, { recursive: true, force: true });
  });

  it('serves two different origins and reports their URLs', () => {
    expect(servers.demoUrl).toBe(`http://127.0.0.1:${servers.demoPort}/`);
    expect(servers.widgetUrl).toBe(`http://localhost:${servers.widgetPort}/`);
    expect(servers.demoPort).not.toBe(servers.widgetPort);
  });

  describe('widget provider', () => {
    it('serves loader.js with no-cache and ACAO *', async () => {
      const res = await fetch(`${widget}/loader.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.text()).toBe('/* loader */');
    });

    it('serves hashed frame assets with a long cache, ACAO only for JS/CSS', async () => {
      const js = await fetch(`${widget}/frame/assets/index-AbC123.js`);
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(js.headers.get('access-control-allow-origin')).toBe('*');
      const css = await fetch(`${widget}/frame/assets/index-AbC123.css`);
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
      const font = await fetch(`${widget}/frame/assets/font-X1.woff2`);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect(font.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers If-None-Match with 304 (files and the configuration)', async () => {
      const first = await fetch(`${widget}/loader.js`);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const second = await rawGet(servers.widgetPort, '/loader.js', { 'If-None-Match': etag ?? '' });
      expect(second.status).toBe(304);
      const config = await fetch(`${widget}/widget/config?page_id=shop`);
      const configTag = config.headers.get('etag');
      expect(configTag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect((await rawGet(servers.widgetPort, '/widget/config?page_id=shop', { 'If-None-Match': configTag ?? '' })).status).toBe(304);
    });

    it('serves the frame document with the strict CSP and the page whitelist as frame-ancestors', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const res = await fetch(`${widget}/frame/index.html?page_id=shop&widget_id=7&host_origin=https%3A%2F%2Fexample.com`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toBe(
        frameCsp('example.com:* *.example.com:* localhost:* 127.0.0.1:*'),
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>frame</title>');
      warn.mockRestore();
    });

    it("names each widget's frame document version in the configuration, and serves that address as immutable", async () => {
      const versionOf = async (): Promise<string> => {
        const config = (await (await fetch(`${widget}/widget/config?page_id=versioned`)).json()) as { widgets: { frame_version?: unknown }[] };
        const version = config.widgets[0]?.frame_version;
        expect(version).toMatch(/^[\w-]{16}$/);
        return String(version);
      };
      const frame = (v: string) => fetch(`${widget}/frame/index.html?page_id=versioned&widget_id=1&host_origin=https%3A%2F%2Fexample.com&v=${v}`);
      const version = await versionOf();
      const current = await frame(version);
      expect(current.status).toBe(200);
      expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(current.headers.get('content-security-policy')).toBe(frameCsp('example.com:* *.example.com:* localhost:* 127.0.0.1:*'));
      // Another CSP (here an unknown page's frame-ancestors 'none') is another version: not current there.
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const otherPage = await fetch(`${widget}/frame/index.html?page_id=nope&widget_id=1&host_origin=https%3A%2F%2Fexample.com&v=${version}`);
      expect(otherPage.headers.get('cache-control')).toBe('no-cache');
      error.mockRestore();
      expect((await frame('old-release')).headers.get('cache-control')).toBe('no-cache');

      // A new build is a new version; the old address still works, revalidated.
      const file = path.join(fixture, 'dist', 'frame', 'index.html');
      const before = await readFile(file, 'utf8');
      await writeFile(file, `${before}<!-- next build -->`);
      try {
        const next = await versionOf();
        expect(next).not.toBe(version);
        const old = await frame(version);
        expect(old.headers.get('cache-control')).toBe('no-cache');
        expect(await old.text()).toContain('next build');
        expect((await frame(next)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      } finally {
        await writeFile(file, before);
      }
    });

    it("uses frame-ancestors 'none' for unknown, missing or broken page ids", async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      for (const query of ['?page_id=nope', '?qa=bar', '', '?page_id=broken', '?page_id=../x']) {
        const res = await fetch(`${widget}/frame/index.html${query}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-security-policy')).toBe(frameCsp("'none'"));
      }
      error.mockRestore();
    });

    it('maps /frame/ to the frame document and redirects /frame keeping the query', async () => {
      const slash = await fetch(`${widget}/frame/?page_id=shop`);
      expect(slash.headers.get('content-security-policy')).toContain("frame-ancestors 'self' example.com:*");
      const bare = await fetch(`${widget}/frame?page_id=shop`, { redirect: 'manual' });
      expect(bare.status).toBe(308);
      expect(bare.headers.get('location')).toBe('/frame/?page_id=shop');
    });

    it('serves /frame/bare.html from the provider directory', async () => {
      const res = await fetch(`${widget}/frame/bare.html`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<!doctype html>bare');
    });

    it('refuses path traversal and dotfiles', async () => {
      for (const p of ['/..%2fsecret.txt', '/../secret.txt', '/frame/..%2f..%2fsecret.txt', '/%2e%2e/secret.txt', '/.build-stamp', '/frame/%00x', '/%E0%A4%A']) {
        const res = await rawGet(servers.widgetPort, p);
        expect(res.status, p).toBeGreaterThanOrEqual(400);
        expect(res.body, p).not.toContain('top secret');
      }
    });

    it("never sends the server renderer's own files (dist/frame-server/)", async () => {
      for (const p of ['/frame-server/assets/chunk-Q1.js', '/Frame-Server/assets/chunk-Q1.js']) {
        const res = await fetch(`${widget}${p}`);
        expect(res.status, p).toBe(404);
        expect(await res.text(), p).not.toContain('never sent');
      }
    });

    it('answers unknown paths with a plain-text 404', async () => {
      const res = await fetch(`${widget}/nope.js`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    });
  });

  describe('GET /widget/config', () => {
    it('returns the page config and reflects a whitelisted Origin', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const res = await fetch(`${widget}/widget/config?page_id=shop`, { headers: { Origin: 'https://www.example.com' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
      expect(res.headers.get('vary')).toBe('Origin');
      // Revalidated on every load, so an admin save shows at once; unchanged, it is a 304 (ETag).
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.json()).toMatchObject({ pageId: 'shop' });
      warn.mockRestore();
    });

    it('reflects localhost and 127.0.0.1 origins, not others', async () => {
      const local = await fetch(`${widget}/widget/config?page_id=shop`, { headers: { Origin: demo } });
      expect(local.headers.get('access-control-allow-origin')).toBe(demo);
      const evil = await fetch(`${widget}/widget/config?page_id=shop`, { headers: { Origin: 'http://evil.test' } });
      expect(evil.status).toBe(200);
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
      expect(evil.headers.get('vary')).toBe('Origin');
    });

    it('answers a preflight for allowed origins only', async () => {
      const ok = await fetch(`${widget}/widget/config?page_id=shop`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
      });
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(ok.headers.get('access-control-allow-methods')).toContain('GET');
      const evil = await fetch(`${widget}/widget/config?page_id=shop`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://evil.test', 'Access-Control-Request-Method': 'GET' },
      });
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('rejects bad page ids with 400 and unknown ones with 404', async () => {
      for (const id of ['', '../demo', 'a.b', 'x'.repeat(65)]) {
        const res = await fetch(`${widget}/widget/config?page_id=${encodeURIComponent(id)}`);
        expect(res.status, id).toBe(400);
        expect(await res.json()).toEqual({ state: false, errors: ['Invalid page_id'] });
      }
      const missing = await fetch(`${widget}/widget/config`);
      expect(missing.status).toBe(400);
      const unknown = await fetch(`${widget}/widget/config?page_id=nope`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ state: false, errors: ['Unknown page_id'] });
    });

    it('reports a config that is not valid JSON with 500 and keeps serving', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const res = await fetch(`${widget}/widget/config?page_id=broken`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ state: false, errors: ['Configuration for page broken is not valid JSON'] });
      expect(error).toHaveBeenCalled();
      error.mockRestore();
      expect((await fetch(`${widget}/widget/config?page_id=nope`)).status).toBe(404);
    });

    it('re-reads the config file on every request', async () => {
      const file = path.join(fixture, 'demo', 'config', 'live.json');
      await writeFile(file, JSON.stringify({ page_name: 'one' }));
      expect(await (await fetch(`${widget}/widget/config?page_id=live`)).json()).toEqual({ page_name: 'one' });
      await writeFile(file, JSON.stringify({ page_name: 'two' }));
      expect(await (await fetch(`${widget}/widget/config?page_id=live`)).json()).toEqual({ page_name: 'two' });
    });

    it('refuses other methods', async () => {
      const res = await fetch(`${widget}/widget/config?page_id=shop`, { method: 'POST' });
      expect(res.status).toBe(405);
    });
  });

  describe('demo site', () => {
    it('serves / as index.html with the widget origin substituted and no-store', async () => {
      const res = await fetch(`${demo}/`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBeNull();
      expect(await res.text()).toBe(`<script async src="${widget}/loader.js" data-page-id="shop"></script>`);
    });

    it('serves strict-csp pages with the strict CSP whose nonce matches the page, fresh per request', async () => {
      const nonces: string[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${demo}/strict-csp.html`);
        const csp = res.headers.get('content-security-policy') ?? '';
        const headerNonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        const pageNonce = /nonce="([^"]+)"/.exec(await res.text())?.[1];
        expect(headerNonce).toBeTruthy();
        expect(pageNonce).toBe(headerNonce);
        expect(csp).toBe(
          `default-src 'self'; script-src 'nonce-${headerNonce}' 'strict-dynamic'; style-src 'self'; img-src 'self' data:; ` +
            `connect-src 'self' ${widget}; frame-src ${widget}; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'`,
        );
        nonces.push(headerNonce ?? '');
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    });

    it('serves static assets and 404s configs, provider files and unknown paths', async () => {
      const css = await fetch(`${demo}/styles.css`);
      expect(css.status).toBe(200);
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect((await fetch(`${demo}/config/shop.json`)).status).toBe(404);
      expect((await fetch(`${demo}/provider/bare.html`)).status).toBe(404);
      expect((await fetch(`${demo}/nope.html`)).status).toBe(404);
      expect((await rawGet(servers.demoPort, '/..%2fsecret.txt')).status).toBe(404);
    });
  });

  it('close() stops both servers', async () => {
    const extra = await startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, dataDir: 'memory://' });
    await extra.close();
    await extra.close(); // idempotent
    await expect(fetch(`${extra.demoOrigin}/`)).rejects.toThrow();
    await expect(fetch(`${extra.widgetOrigin}/loader.js`)).rejects.toThrow();
  }, 60_000);

  it('close() does not wait for a client that holds a request open: after a grace of seconds its connection is dropped', async () => {
    // A request timeout of a minute: without the grace, close() would wait for it.
    const extra = await startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, dataDir: 'memory://', requestTimeoutMs: 60_000 });
    const socket = connect(extra.widgetPort, '127.0.0.1');
    socket.on('error', () => undefined);
    const dropped = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // `Expect: 100-continue`: the server's "100 Continue" says it has read the headers, so the request is in flight.
    const continued = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write(`POST /pixel/logEvent HTTP/1.1\r\nHost: localhost:${extra.widgetPort}\r\nContent-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n`);
    await continued;
    socket.write('{');
    const started = Date.now();
    await extra.close();
    await dropped;
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('rejects with a message naming the env var when a port is taken', async () => {
    await expect(startServers({ demoPort: servers.demoPort, widgetPort: 0, rootDir: fixture, dataDir: 'memory://' })).rejects.toThrow(/DEMO_PORT/);
    await expect(startServers({ demoPort: 0, widgetPort: servers.widgetPort, rootDir: fixture, dataDir: 'memory://' })).rejects.toThrow(/WIDGET_PORT/);
  }, 60_000);
});

/** A stand-in of Vite's build of frame-app/serverView/: paints bars, refuses boxes, throws for the rest; counts its calls per widget. */
const FAKE_RENDERER = `
export async function renderFirstView(request) {
  const calls = (globalThis.__mcFakeRenderCalls ??= {});
  calls[request.widgetId] = (calls[request.widgetId] ?? 0) + 1;
  const widget = request.config.widgets.find((w) => String(w.widget_id) === request.widgetId);
  if (widget.widget_type === 'box') return { ok: false, refused: 'a box is painted by the browser' };
  if (widget.widget_type !== 'bar' && widget.widget_type !== 'slide_in') throw new Error('renderer fault');
  return {
    ok: true,
    markup: '<p class="t" style="color: red">' + widget.data.title + '</p>',
    state: { title: widget.data.title, origin: request.origin, note: '</script><script>alert(1)</script>', viewport: request.viewport ?? null },
    styles: ['color: red'],
  };
}
`;

describe('startServers (a dist with the server renderer)', () => {
  const BUILT = '<!doctype html><html><head><title>frame</title><script async type="module" src="./assets/first.js"></script></head><body><div id="root" class="frame-root"></div></body></html>';
  const ANCESTORS = 'example.com:* *.example.com:* localhost:* 127.0.0.1:*';
  const calls = (widgetId: string): number => (globalThis as { __mcFakeRenderCalls?: Record<string, number> }).__mcFakeRenderCalls?.[widgetId] ?? 0;
  let fixture = '';
  let servers: RunningServers;
  let versions = new Map<number, string>();
  let viewportFrom = new Map<number, number | undefined>();
  const frame = (widgetId: number, v: string, extra = '') =>
    fetch(`${servers.widgetOrigin}/frame/index.html?page_id=painted&widget_id=${widgetId}&host_origin=https%3A%2F%2Fexample.com&v=${v}${extra}`);
  const paintedState = async (res: Response): Promise<Record<string, unknown>> =>
    JSON.parse(/<script type="application\/json" id="mc-first-view">([^<]*)<\/script>/.exec(await res.text())?.[1] ?? 'null') as Record<string, unknown>;

  beforeAll(async () => {
    fixture = await mkdtemp(path.join(tmpdir(), 'server-it-painted-'));
    await mkdir(path.join(fixture, 'dist', 'frame'), { recursive: true });
    await mkdir(path.join(fixture, 'dist', 'frame-server'), { recursive: true });
    await mkdir(path.join(fixture, 'demo', 'config'), { recursive: true });
    await writeFile(path.join(fixture, 'dist', 'frame', 'index.html'), BUILT);
    await writeFile(path.join(fixture, 'dist', 'frame-server', 'renderFirstView.js'), FAKE_RENDERER);
    const widgets = [
      { widget_id: 1, widget_type: 'bar', data: { title: 'Hello from {{DEMO_ORIGIN}}' } },
      { widget_id: 2, widget_type: 'box', data: { title: 'Box' } },
      { widget_id: 3, widget_type: 'modal', data: { title: 'Modal' } },
      { widget_id: 4, widget_type: 'slide_in', data: { title: 'Slide-in' } },
    ];
    await writeFile(path.join(fixture, 'demo', 'config', 'painted.json'), JSON.stringify({ pageId: 'painted', whitelist: ['example.com'], widgets }));
    servers = await startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, dataDir: 'memory://' });
    const config = (await (await fetch(`${servers.widgetOrigin}/widget/config?page_id=painted`)).json()) as { widgets: { widget_id: number; frame_version: string; frame_viewport?: number }[] };
    versions = new Map(config.widgets.map((w) => [w.widget_id, w.frame_version]));
    viewportFrom = new Map(config.widgets.map((w) => [w.widget_id, w.frame_viewport]));
  }, 60_000);
  afterAll(async () => {
    await servers?.close();
    await rm(fixture, { recursive: true, force: true });
  });

  it('names a version of its own for each widget', () => {
    expect(new Set(versions.values()).size).toBe(4);
    for (const version of versions.values()) expect(version).toMatch(/^[\w-]{16}$/);
  });

  it('serves the versioned address painted, with the hashes of its style attributes and immutable, rendered once', async () => {
    const res = await frame(1, versions.get(1) ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const hash = `'sha256-${createHash('sha256').update('color: red').digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toBe(frameCsp(ANCESTORS).replace("style-src 'self';", `style-src 'self' 'unsafe-hashes' ${hash};`));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await res.text();
    // The renderer was given the configuration as the loader gets it: the demo origin in its placeholder's place.
    expect(html).toContain(`<div id="root" class="frame-root" data-mc-painted=""><p class="t" style="color: red">Hello from ${servers.demoOrigin}</p></div>`);
    const state = /<script type="application\/json" id="mc-first-view">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(state)).toEqual({
      title: `Hello from ${servers.demoOrigin}`,
      origin: servers.widgetOrigin,
      note: '</script><script>alert(1)</script>',
      viewport: null,
    });
    expect(calls('1')).toBe(1);

    const again = await frame(1, versions.get(1) ?? '');
    expect(await again.text()).toBe(html);
    expect(again.headers.get('content-security-policy')).toBe(res.headers.get('content-security-policy'));
    expect(calls('1')).toBe(1);
  });

  it("names the width from which a kind's desktop view holds, and renders for the visitor's viewport the address names", async () => {
    // A bar is the same on every viewport; a slide-in's card follows the viewport below 392 px.
    expect([viewportFrom.get(1), viewportFrom.get(4)]).toEqual([undefined, 392]);
    const v = versions.get(4) ?? '';
    const phone = await frame(4, v, '&vw=375&vm=1');
    expect(phone.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await paintedState(phone)).viewport).toEqual({ width: 375, mobile: true });
    expect(calls('4')).toBe(1);
    // From 392 px the desktop view holds: the desktop document, whatever width the address names.
    expect((await paintedState(await frame(4, v, '&vw=600'))).viewport).toBeNull();
    expect(calls('4')).toBe(2);
    // Anything but a plausible width is no viewport: the desktop view, and never an error.
    for (const extra of ['&vw=abc', '&vw=99999', '&vw=-375', '&vw=37.5', '&vw=150', '&vw=375&vw=390', '', '&vw=1024&vm=1']) {
      const res = await frame(4, v, extra);
      expect(res.status, extra).toBe(200);
      expect((await paintedState(res)).viewport, extra).toBeNull();
    }
    expect(calls('4')).toBe(2);
  });

  it("serves the bench's still document: the painted one without its script, same policy, revalidated", async () => {
    const painted = await frame(1, versions.get(1) ?? '');
    const html = await painted.text();
    expect(html).toContain('<script async type="module" src="./assets/first.js"></script>');
    const still = await fetch(`${servers.widgetOrigin}/frame/bench-painted-still.html?page_id=painted&widget_id=1&host_origin=https%3A%2F%2Fexample.com&v=${versions.get(1) ?? ''}`);
    expect(still.status).toBe(200);
    expect(still.headers.get('cache-control')).toBe('no-cache');
    expect(still.headers.get('content-security-policy')).toBe(painted.headers.get('content-security-policy'));
    const body = await still.text();
    expect(body).toBe(html.replace('<script async type="module" src="./assets/first.js"></script>', ''));
    // The first view's state (inert JSON) stays: only scripts that run are taken out.
    expect(body).toContain('id="mc-first-view"');
    const unknown = await fetch(`${servers.widgetOrigin}/frame/bench-painted-still.html?page_id=nope&widget_id=1&host_origin=https%3A%2F%2Fexample.com`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe(BUILT.replace('<script async type="module" src="./assets/first.js"></script>', ''));
  });

  it('serves the plain document, not painted and revalidated, at any other address', async () => {
    for (const query of ['&v=old-release', '']) {
      const res = await fetch(`${servers.widgetOrigin}/frame/index.html?page_id=painted&widget_id=1&host_origin=https%3A%2F%2Fexample.com${query}`);
      expect(res.headers.get('cache-control'), query).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), query).toBe(frameCsp(ANCESTORS));
      expect(await res.text(), query).toBe(BUILT);
    }
    // Another widget's version is not this widget's.
    expect((await frame(1, versions.get(2) ?? '')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the plain document for a widget the renderer refuses: the version has that document', async () => {
    const res = await frame(2, versions.get(2) ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe(frameCsp(ANCESTORS));
    expect(await res.text()).toBe(BUILT);
    await frame(2, versions.get(2) ?? '');
    expect(calls('2')).toBe(1);
  });

  it('serves the plain document, 200 and revalidated, when the renderer throws, and logs it once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await frame(3, versions.get(3) ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(frameCsp(ANCESTORS));
    expect(await res.text()).toBe(BUILT);
    expect((await frame(3, versions.get(3) ?? '')).status).toBe(200);
    expect(calls('3')).toBe(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/page painted, widget 3 .*renderer fault/);
  });
});

describe('startServers (the real demo/ directory)', () => {
  let servers: RunningServers;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'server-it-dist-'));
    servers = await startServers({ demoPort: 0, widgetPort: 0, rootDir: repoRoot, distDir: dist, logRequests: false, dataDir: 'memory://' });
  }, 60_000);
  afterAll(async () => {
    await servers?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves the demo config with the bar and the configuration-only widget', async () => {
    const res = await fetch(`${servers.widgetOrigin}/widget/config?page_id=demo`, { headers: { Origin: servers.demoOrigin } });
    expect(res.headers.get('access-control-allow-origin')).toBe(servers.demoOrigin);
    const config = (await res.json()) as { pageId: string; whitelist: string[]; widgets: { widget_id: number; widget_type: string }[] };
    expect(config.pageId).toBe('demo');
    expect(config.widgets.map((w) => [w.widget_id, w.widget_type])).toEqual([
      [7, 'bar'],
      [8, 'messenger_ref_url'],
    ]);
  });

  it('has bench configs with 1 and 10 always-shown bars', async () => {
    for (const n of [1, 10]) {
      const res = await fetch(`${servers.widgetOrigin}/widget/config?page_id=bench-${n}`);
      const config = (await res.json()) as { widgets: { widget_id: number; data: { main: { whenDisplay: { type: string } } } }[] };
      expect(config.widgets).toHaveLength(n);
      expect(config.widgets[0]?.widget_id).toBe(101);
      expect(config.widgets.every((w) => w.data.main.whenDisplay.type === 'always')).toBe(true);
    }
  });

  it('embeds the loader per the embed contract on every demo page', async () => {
    for (const [page, id] of [['/', 'demo'], ['/strict-csp.html', 'demo'], ['/bench-1.html', 'bench-1'], ['/bench-10.html', 'bench-10']] as const) {
      const html = await (await fetch(`${servers.demoOrigin}${page}`)).text();
      expect(html, page).toContain(`<script async src="${servers.widgetOrigin}/loader.js" data-page-id="${id}"`);
      expect(html, page).not.toContain('{{');
    }
  });

  it('keeps the strict-CSP page free of inline styles, handlers and un-nonced scripts', async () => {
    const res = await fetch(`${servers.demoOrigin}/strict-csp.html`);
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(`nonce="${nonce}"`);
  });

  it('serves the single-page app at /spa/ and its routes, and redirects its file name there (issue 16)', async () => {
    for (const route of ['/spa/', '/spa', '/spa/cart']) {
      const res = await fetch(`${servers.demoOrigin}${route}`, { redirect: 'manual' });
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain('<h1 id="spa-title">');
    }
    const moved = await fetch(`${servers.demoOrigin}/spa.html?utm=1`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/spa/?utm=1');
    expect(demoPagePath('spa.html')).toBe('/spa/');
    expect(demoPagePath('index.html')).toBe('/');
    expect(demoPagePath('triggers.html')).toBe('/triggers.html');
  });

  it('every demo page\'s links to the demo site answer 200 at once, without a redirect', async () => {
    const demoDir = path.join(repoRoot, 'demo');
    const files = (await readdir(demoDir)).filter((f) => f.endsWith('.html'));
    const links = new Set<string>();
    for (const file of files) {
      const html = await readFile(path.join(demoDir, file), 'utf8');
      for (const [, href] of html.matchAll(/\shref="(\/[^"#?]*)/g)) if (href !== undefined && !href.startsWith('//')) links.add(href);
    }
    expect(links.has('/spa/')).toBe(true);
    for (const href of links) {
      const res = await fetch(`${servers.demoOrigin}${href}`, { redirect: 'manual' });
      expect(res.status, href).toBe(200);
    }
  });

  it('bench-bare creates one iframe to the provider bare page', async () => {
    const html = await (await fetch(`${servers.demoOrigin}/bench-bare.html`)).text();
    expect(html).toContain(`'${servers.widgetOrigin}/frame/bare.html'`);
    expect(html.match(/<script\b/gi)).toHaveLength(1);
    const bare = await fetch(`${servers.widgetOrigin}/frame/bare.html`);
    expect(bare.status).toBe(200);
  });
});
