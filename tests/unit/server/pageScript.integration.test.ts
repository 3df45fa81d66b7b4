// GET /page/<PAGE_ID>.js against the running server (startServers on free ports, fixture dirs).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Script, createContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServers, type RunningServers } from '../../../server/composition/app';
import { PAGE_CONFIGS_GLOBAL } from '../../../bridge-protocol/pageScript';
import { PAGE_SCRIPT_CACHE_CONTROL } from '../../../server/policies/pageCaching';
import { rawGet, rawRequest } from './rawHttp';

const ADMIN_TOKEN = 'admin-secret-0123456789abcdefghijklmn';
const shopConfig = {
  pageId: 'shop',
  whitelist: ['example.com'],
  page_name: 'Shop </script><script>alert(1)</script> \u2028\u2029',
  widgets: [{ widget_id: 7, widget_type: 'bar', name: 'Bar', data: { main: { title: 'Get 10% off' } } }],
};

/** The configuration text a per-page script leaves for the loader, run with a fake document. */
function handedOver(script: string, pageId: string): string | undefined {
  const window: Record<string, unknown> = {};
  const tag = { src: 'http://localhost/page/x.js', parentNode: { insertBefore: () => undefined } };
  const document = { currentScript: tag, createElement: () => ({ setAttribute: () => undefined }), querySelector: () => null };
  new Script(script).runInContext(createContext({ window, document, URL, console }));
  return (window[PAGE_CONFIGS_GLOBAL] as Record<string, string> | undefined)?.[pageId];
}

describe('GET /page/<PAGE_ID>.js, the per-page script', () => {
  let fixture = '';
  let servers: RunningServers;
  let widget = '';

  beforeAll(async () => {
    fixture = await mkdtemp(path.join(tmpdir(), 'page-script-it-'));
    await mkdir(path.join(fixture, 'dist', 'frame'), { recursive: true });
    await mkdir(path.join(fixture, 'demo', 'config'), { recursive: true });
    await writeFile(path.join(fixture, 'dist', 'loader.js'), '/* loader */');
    await writeFile(path.join(fixture, 'dist', 'frame', 'index.html'), '<!doctype html><title>frame</title><div id="root" class="frame-root"></div>');
    await writeFile(path.join(fixture, 'demo', 'config', 'shop.json'), JSON.stringify(shopConfig));
    await writeFile(path.join(fixture, 'demo', 'config', 'broken.json'), '{"pageId": ');
    servers = await startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, dataDir: 'memory://', adminToken: ADMIN_TOKEN });
    widget = servers.widgetOrigin;
  }, 60_000);

  afterAll(async () => {
    await servers?.close();
    await rm(fixture, { recursive: true, force: true });
  });

  it('carries exactly the body /widget/config answers for the page', async () => {
    const config = await (await fetch(`${widget}/widget/config?page_id=shop`)).text();
    expect(JSON.parse(config)).toMatchObject({ pageId: 'shop', widgets: [{ widget_id: 7, widget_sign: expect.any(String), frame_version: expect.any(String) }] });
    const res = await fetch(`${widget}/page/shop.js`);
    expect(res.status).toBe(200);
    const script = await res.text();
    expect(handedOver(script, 'shop')).toBe(config);
    // The configuration's hostile text cannot end the script (were it ever inlined) nor its string.
    expect(script).not.toMatch(/<\/script|[\u2028\u2029]/i);
  });

  it('is a cacheable, revalidated, cross-origin classic script', async () => {
    const res = await fetch(`${widget}/page/shop.js`, { headers: { Origin: 'https://elsewhere.example' } });
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(PAGE_SCRIPT_CACHE_CONTROL);
    expect(PAGE_SCRIPT_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers If-None-Match with its ETag with a 304, another tag in full', async () => {
    const etag = (await fetch(`${widget}/page/shop.js`)).headers.get('etag') ?? '';
    const same = await rawGet(servers.widgetPort, '/page/shop.js', { 'If-None-Match': `"other", ${etag}` });
    expect(same.status).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe(PAGE_SCRIPT_CACHE_CONTROL);
    const other = await rawGet(servers.widgetPort, '/page/shop.js', { 'If-None-Match': '"other"' });
    expect(other.status).toBe(200);
  });

  it('is replaced on publish: an admin API change of the page changes its body and its ETag', async () => {
    const before = await fetch(`${widget}/page/shop.js`);
    const beforeTag = before.headers.get('etag') ?? '';
    const put = await fetch(`${widget}/admin/pages/shop`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...shopConfig, page_name: 'Published' }),
    });
    expect(put.status).toBe(200);
    const after = await fetch(`${widget}/page/shop.js`);
    expect(after.headers.get('etag')).not.toBe(beforeTag);
    expect(JSON.parse(handedOver(await after.text(), 'shop') ?? 'null')).toMatchObject({ page_name: 'Published' });
    // The tag the browser kept is no longer current: a full answer, not a 304.
    expect((await rawGet(servers.widgetPort, '/page/shop.js', { 'If-None-Match': beforeTag })).status).toBe(200);
  });

  it('refuses what is not a page id with a 400 saying what the address must be', async () => {
    for (const file of ['shop', 'a.b.js', '%2e%2e.js', '..%2fshop.js', `${'x'.repeat(65)}.js`, '%3Cscript%3E.js', 'shop.json']) {
      const res = await rawRequest(servers.widgetPort, 'GET', `/page/${file}`);
      expect(res.status, file).toBe(400);
      expect(res.headers['cache-control'], file).toBe('no-store');
      expect(JSON.parse(res.body), file).toEqual({ state: false, errors: [expect.stringContaining('/page/<PAGE_ID>.js')] });
    }
    expect((await rawRequest(servers.widgetPort, 'POST', '/page/shop.js')).status).toBe(405);
  });

  it('for an unknown page (or a broken one) still starts the loader, without a configuration, revalidated every time', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const id of ['nope', 'broken']) {
      const res = await fetch(`${widget}/page/${id}.js`);
      expect(res.status, id).toBe(200);
      expect(res.headers.get('cache-control'), id).toBe('no-cache');
      const script = await res.text();
      expect(script, id).toContain(`"${id}", null)`);
      expect(handedOver(script, id), id).toBeUndefined();
      // The loader's own request then reports the page once.
      expect((await fetch(`${widget}/widget/config?page_id=${id}`)).status, id).toBe(id === 'nope' ? 404 : 500);
    }
    // The broken file, one line per answer, as /widget/config logs it.
    expect(logged.mock.calls.map(([line]) => String(line))).toEqual([expect.stringContaining('GET /page/broken.js: configuration for page broken is not valid JSON'), expect.stringContaining('GET /widget/config')]);
    logged.mockRestore();
  });
});
