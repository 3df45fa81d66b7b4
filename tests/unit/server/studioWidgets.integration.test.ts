// The studio's page and widget changes on the running reference server (issue 17): create a page, create a
// widget from a starter, duplicate, save (with the widget schema's field errors), delete and reorder, each
// stored as the loader then reads it; and every hostile or stale request answered with a 4xx, never a 500.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type RunningServers } from '../../../server/composition/app';
import { rawRequest, type RawAnswer } from './rawHttp';

const TOKEN = 'studio-widgets-test-token-0123456789';
const shopConfig = {
  pageId: 'shop',
  fb_page_id: '1234567890',
  widgets: [
    { widget_id: 7, widget_type: 'bar', channel: 'fb', name: 'Spring bar', data: { main: { title: 'Spring sale' } } },
    { id: 'sms-1', type: 'box', channel: 'sms', data: { main: { title: 'Texts from us' } } },
  ],
};

type Json = Record<string, unknown>;
const json = (r: RawAnswer): Json => JSON.parse(r.body) as Json;
const errorsOf = (r: RawAnswer) => (json(r).errors as { message: string; field?: string }[] | undefined) ?? [];
const widgetsOf = (r: RawAnswer) => ((json(r).page as Json).config as { widgets: Json[] }).widgets;
const idsOf = (r: RawAnswer) => widgetsOf(r).map((w) => String(w.widget_id ?? w.id));

describe('studio page and widget changes (server)', () => {
  let fixture = '';
  let servers: RunningServers;
  let port = 0;
  let cookie = '';

  const req = (method: string, p: string, body?: unknown, headers: Record<string, string> = {}) =>
    rawRequest(
      port,
      method,
      p,
      {
        Host: `localhost:${port}`,
        Cookie: cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    );
  /** The configuration the loader reads for a page (the public config API). */
  const loaderConfig = async (pageId: string) => {
    const r = await rawRequest(port, 'GET', `/widget/config?page_id=${pageId}`, { Host: `localhost:${port}`, Origin: 'http://127.0.0.1:8080' });
    return JSON.parse(r.body) as { widgets: Json[] };
  };

  beforeAll(async () => {
    fixture = await mkdtemp(path.join(tmpdir(), 'studio-widgets-it-'));
    for (const dir of ['dist/frame', 'dist/studio', 'demo/config', 'demo/provider']) await mkdir(path.join(fixture, dir), { recursive: true });
    await writeFile(path.join(fixture, 'dist', 'loader.js'), '/* loader */');
    await writeFile(path.join(fixture, 'dist', 'frame', 'index.html'), '<!doctype html><title>frame</title>');
    await writeFile(path.join(fixture, 'dist', 'studio', 'index.html'), '<!doctype html><title>Studio</title>');
    await writeFile(path.join(fixture, 'demo', 'config', 'shop.json'), JSON.stringify(shopConfig));
    await writeFile(path.join(fixture, 'demo', 'index.html'), '<!doctype html>demo');
    servers = await startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, dataDir: 'memory://', adminToken: TOKEN });
    port = servers.widgetPort;
    const signIn = await req('POST', '/studio/api/session', { token: TOKEN });
    const setCookie = [signIn.headers['set-cookie']].flat().find((c) => c?.startsWith('mc_studio_session=')) ?? '';
    cookie = setCookie.split(';')[0] ?? '';
    expect(cookie).not.toBe('');
  }, 60_000);

  afterAll(async () => {
    await servers?.close();
    await rm(fixture, { recursive: true, force: true });
  });

  it('refuses every change without the session cookie (401) and from a foreign Origin (403)', async () => {
    const saved = cookie;
    cookie = '';
    try {
      expect((await req('POST', '/studio/api/pages/shop/widgets', { widget_type: 'bar', channel: 'fb' })).status).toBe(401);
      expect((await req('DELETE', '/studio/api/pages/shop/widgets/7')).status).toBe(401);
    } finally {
      cookie = saved;
    }
    const foreign = await req('DELETE', '/studio/api/pages/shop/widgets/7', undefined, { Origin: 'http://127.0.0.1:8080' });
    expect(foreign.status).toBe(403);
    expect(idsOf(await req('GET', '/studio/api/pages/shop'))).toEqual(['7', 'sms-1']);
  });

  it('creates an empty page, and refuses a second page of the same id (409) or a bad id (400)', async () => {
    const r = await req('POST', '/studio/api/pages', { id: 'launch' });
    expect(r.status, r.body).toBe(201);
    expect((json(r).page as Json).config).toMatchObject({ pageId: 'launch', widgets: [] });
    const again = await req('POST', '/studio/api/pages', { id: 'launch' });
    expect(again.status).toBe(409);
    expect(errorsOf(again)[0]).toMatchObject({ field: 'id', message: 'A page named launch exists already' });
    // A page that exists only as a demo file counts as existing too.
    expect((await req('POST', '/studio/api/pages', { id: 'shop' })).status).toBe(409);
    const bad = await req('POST', '/studio/api/pages', { id: '../etc' });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)[0]?.field).toBe('id');
    // The server parses text/plain as JSON for the pixel; a studio change must still be the studio's own fetch.
    expect((await req('POST', '/studio/api/pages', '{"id":"plain"}', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await req('POST', '/studio/api/pages', 'not json at all')).status).toBe(400);
  });

  it('creates a bar from its starter with the next free id, and the loader then serves it', async () => {
    const r = await req('POST', '/studio/api/pages/launch/widgets', { widget_type: 'bar', channel: 'fb' });
    expect(r.status, r.body).toBe(201);
    expect(json(r).widgetId).toBe('1');
    expect(widgetsOf(r)[0]).toMatchObject({ widget_id: 1, widget_type: 'bar', channel: 'fb', name: 'Bar', data: { main: { ctaText: 'Send to Messenger' } } });
    const second = await req('POST', '/studio/api/pages/launch/widgets', { widget_type: 'modal', channel: 'sms', name: '  Texts  ' });
    expect(json(second).widgetId).toBe('2');
    expect(widgetsOf(second)[1]).toMatchObject({ widget_id: 2, widget_type: 'modal', channel: 'sms', name: 'Texts' });
    const served = await loaderConfig('launch');
    expect(served.widgets.map((w) => w.widget_id)).toEqual([1, 2]);
    const unknown = await req('POST', '/studio/api/pages/launch/widgets', { widget_type: 'marquee', channel: 'fb' });
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown)[0]?.field).toBe('widget_type');
    expect((await req('POST', '/studio/api/pages/nowhere/widgets', { widget_type: 'bar', channel: 'fb' })).status).toBe(404);
  });

  it('creates a widget in the template asked for, its picture under the origin the studio reached; a template the kind does not offer is a 400', async () => {
    await req('POST', '/studio/api/pages', { id: 'designed' });
    const r = await req('POST', '/studio/api/pages/designed/widgets', { widget_type: 'box', channel: 'fb', template: 'roastery' });
    expect(r.status, r.body).toBe(201);
    expect(widgetsOf(r)[0]).toMatchObject({ data: { main: { title: 'Stay in touch', skin: 'dark', imagePlacement: 'left', image: { img_big: `http://localhost:${port}/frame/templates/coffee.svg` } } } });
    // Without a choice: the kind's first template, never a bare card.
    const first = await req('POST', '/studio/api/pages/designed/widgets', { widget_type: 'modal', channel: 'sms' });
    expect(widgetsOf(first)[1]).toMatchObject({ data: { main: { skin: 'light', colors: {}, imagePlacement: 'aboveHeadline', image: { img_big: `http://localhost:${port}/frame/templates/sunrise.svg` } } } });
    // The SMS layouts never put a picture behind the phone field: no Night sky for them.
    const wrong = await req('POST', '/studio/api/pages/designed/widgets', { widget_type: 'modal', channel: 'sms', template: 'night-sky' });
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong)[0]?.field).toBe('template');
    expect((await req('POST', '/studio/api/pages/designed/widgets', { widget_type: 'bar', channel: 'fb', template: 42 })).status).toBe(400);
  });

  it('duplicates a widget beside its original, under a new id and a "(copy)" name, leaving the original as it was', async () => {
    const r = await req('POST', '/studio/api/pages/shop/widgets', { duplicateOf: 7 });
    expect(r.status, r.body).toBe(201);
    expect(json(r).widgetId).toBe('8');
    expect(idsOf(r)).toEqual(['7', '8', 'sms-1']);
    expect(widgetsOf(r)[1]).toMatchObject({ widget_id: 8, widget_type: 'bar', name: 'Spring bar (copy)', data: { main: { title: 'Spring sale' } } });
    expect(widgetsOf(r)[0]).toMatchObject({ widget_id: 7, name: 'Spring bar' });
    // An aliased widget (id/type) is copied with the spec's names.
    const alias = await req('POST', '/studio/api/pages/shop/widgets', { duplicateOf: 'sms-1' });
    expect(widgetsOf(alias)[3]).toMatchObject({ widget_id: 9, widget_type: 'box', name: 'Widget 9' });
    expect(widgetsOf(alias)[3]).not.toHaveProperty('id');
    expect((await req('POST', '/studio/api/pages/shop/widgets', { duplicateOf: 404 })).status).toBe(404);
  });

  it('saves a whole widget, keeps its kind, and refuses an id that is not the URL’s', async () => {
    const widget = { widget_id: 7, widget_type: 'bar', channel: 'fb', name: 'Spring bar', data: { main: { title: 'Summer sale', barPlacement: 'top' } } };
    const r = await req('PUT', '/studio/api/pages/shop/widgets/7', widget);
    expect(r.status, r.body).toBe(200);
    expect(widgetsOf(r)[0]).toEqual(widget);
    expect((await loaderConfig('shop')).widgets[0]).toMatchObject({ data: { main: { title: 'Summer sale' } } });
    const otherId = await req('PUT', '/studio/api/pages/shop/widgets/7', { ...widget, widget_id: 8 });
    expect(otherId.status).toBe(400);
    expect(errorsOf(otherId)[0]?.field).toBe('widget_id');
    const otherKind = await req('PUT', '/studio/api/pages/shop/widgets/7', { ...widget, widget_type: 'modal' });
    expect(otherKind.status).toBe(400);
    expect(errorsOf(otherKind)[0]?.field).toBe('widget_type');
    const noType = await req('PUT', '/studio/api/pages/shop/widgets/7', { widget_id: 7 });
    expect(noType.status).toBe(400);
    expect((await req('PUT', '/studio/api/pages/shop/widgets/404', { ...widget, widget_id: 404 })).status).toBe(404);
    expect((await req('PUT', '/studio/api/pages/shop/widgets/7', '[1,2]')).status).toBe(400);
  });

  it('validates a schedule with the generic formats: a good one is kept as written, a bad one is a 400 at its path', async () => {
    const schedule = { start: '2026-12-01T09:00', end: '2026-12-24', days: [1, 5], hours: { from: '18:00', until: '26:00' }, timeZone: 'Europe/Paris' };
    const widget = { widget_id: 7, widget_type: 'bar', channel: 'fb', name: 'Spring bar', data: { main: { title: 'Summer sale' }, setup: { schedule } } };
    const saved = await req('PUT', '/studio/api/pages/shop/widgets/7', widget);
    expect(saved.status, saved.body).toBe(200);
    expect((await loaderConfig('shop')).widgets[0]).toMatchObject({ data: { setup: { schedule } } });
    const bad = await req('PUT', '/studio/api/pages/shop/widgets/7', {
      ...widget,
      data: { ...widget.data, setup: { schedule: { ...schedule, start: '12/01/2026', hours: { from: '18:00', until: '30:00' }, timeZone: 'Nowhere/City' } } },
    });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad).map((error) => error.field)).toEqual(['data.setup.schedule.timeZone', 'data.setup.schedule.start', 'data.setup.schedule.hours.until']);
  });

  it('deletes a widget; a second delete of it is a 404', async () => {
    const r = await req('DELETE', '/studio/api/pages/shop/widgets/9');
    expect(r.status, r.body).toBe(200);
    expect(idsOf(r)).toEqual(['7', '8', 'sms-1']);
    expect((await req('DELETE', '/studio/api/pages/shop/widgets/9')).status).toBe(404);
  });

  it('reorders the widgets when the order names each exactly once, else 400 or 409', async () => {
    const r = await req('PUT', '/studio/api/pages/shop/widget-order', { order: ['sms-1', '7', '8'] });
    expect(r.status, r.body).toBe(200);
    expect(idsOf(r)).toEqual(['sms-1', '7', '8']);
    expect((await loaderConfig('shop')).widgets.map((w) => String(w.widget_id ?? w.id))).toEqual(['sms-1', '7', '8']);
    expect((await req('PUT', '/studio/api/pages/shop/widget-order', { order: ['7', '7', '8'] })).status).toBe(400);
    const stale = await req('PUT', '/studio/api/pages/shop/widget-order', { order: ['7', '8'] });
    expect(stale.status).toBe(409);
    expect(errorsOf(stale)[0]?.message).toMatch(/reload/);
    expect((await req('PUT', '/studio/api/pages/shop/widget-order', { order: 'sms-1,7,8' })).status).toBe(400);
  });

  it('applies quick changes of one page one after another, so none undoes another', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => req('POST', '/studio/api/pages/launch/widgets', { widget_type: 'box', channel: 'fb' })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const ids = answers.map((a) => json(a).widgetId).sort();
    expect(new Set(ids).size).toBe(6);
    expect((await loaderConfig('launch')).widgets).toHaveLength(8);
  });

  it('saves the page’s brand and legal settings, served in the loader’s configuration; a bad one is a 400 with paths', async () => {
    const settings = {
      page_name: 'Harbour Coffee',
      terms_url: 'https://harbour.example/terms',
      privacy_url: 'https://harbour.example/privacy',
      theme: { accent: '#1E3A8A', font: 'serif', radius: 'round' },
    };
    const r = await req('PUT', '/studio/api/pages/shop/settings', settings);
    expect(r.status, r.body).toBe(200);
    expect((json(r).page as Json).config).toMatchObject({ ...settings, fb_page_id: '1234567890' });
    const served = (await loaderConfig('shop')) as unknown as Json;
    expect(served).toMatchObject({ ...settings, fb_page_id: '1234567890' });
    expect((served.widgets as Json[]).map((w) => String(w.widget_id ?? w.id))).toEqual(['sms-1', '7', '8']);

    const bad = await req('PUT', '/studio/api/pages/shop/settings', { page_name: 7, terms_url: 'javascript:alert(1)', theme: { accent: 'blue', font: 'comic', radius: 'round' } });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad).map((e) => e.field)).toEqual(['page_name', 'terms_url', 'theme.accent', 'theme.font']);
    expect(errorsOf(bad)[2]?.message).toBe('Enter a colour as a hex code, such as #0084FF.');
    expect(await loaderConfig('shop')).toMatchObject(settings);

    // Emptied fields are removed, so the frame's defaults apply again.
    const emptied = await req('PUT', '/studio/api/pages/shop/settings', { page_name: 'Harbour Coffee', terms_url: '', privacy_url: null, theme: { accent: '', font: '', radius: '' } });
    expect(emptied.status, emptied.body).toBe(200);
    const config = (json(emptied).page as Json).config as Json;
    expect(config.page_name).toBe('Harbour Coffee');
    for (const field of ['terms_url', 'privacy_url', 'theme']) expect(config).not.toHaveProperty(field);

    expect((await req('PUT', '/studio/api/pages/nowhere/settings', settings)).status).toBe(404);
  });

  it('saves the stacking level, served in the loader’s configuration; a z-index out of range is a 400 at its path; null removes it (issue 49)', async () => {
    const top = await req('PUT', '/studio/api/pages/shop/settings', { stacking: { zIndex: 2147483646 } });
    expect(top.status, top.body).toBe(200);
    expect(((await loaderConfig('shop')) as unknown as Json).stacking).toEqual({ zIndex: 2147483646 });
    const bad = await req('PUT', '/studio/api/pages/shop/settings', { stacking: { zIndex: 2147483647 } });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad).map((e) => e.field)).toEqual(['stacking.zIndex']);
    const removed = await req('PUT', '/studio/api/pages/shop/settings', { stacking: null });
    expect(removed.status, removed.body).toBe(200);
    expect((json(removed).page as Json).config).not.toHaveProperty('stacking');
  });

  it('answers hostile settings requests with a 4xx, never a 500', async () => {
    const statuses = await Promise.all([
      req('PUT', '/studio/api/pages/shop/settings', '[1,2]'),
      req('PUT', '/studio/api/pages/shop/settings', 'not json'),
      req('PUT', '/studio/api/pages/shop/settings', '{"__proto__": {"theme": 1}, "constructor": {}}'),
      req('PUT', '/studio/api/pages/shop/settings', { theme: { accent: { toString: 1 } } }),
      req('PUT', '/studio/api/pages/shop/settings', { page_name: 'x'.repeat(20_000) }),
      req('PUT', '/studio/api/pages/shop/settings', '{"page_name": "Shop"}', { 'Content-Type': 'text/plain' }),
      req('PUT', '/studio/api/pages/..%2Fetc/settings', {}),
    ]).then((answers) => answers.map((a) => a.status));
    expect(statuses).toEqual([400, 400, 400, 400, 413, 415, 400]);
    expect((await req('POST', '/studio/api/pages/shop/settings', {})).status).toBe(405);
  });

  it('answers other methods with 405 and Allow', async () => {
    const r = await req('PATCH', '/studio/api/pages/shop/widgets/7', {});
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('PUT, DELETE');
  });
});
