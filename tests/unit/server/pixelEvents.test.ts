import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type RunningServers } from '../../../server/composition/app';
import { listPixelEvents } from '../../../server/api/pixelEvents';
import { MAX_BODY_BYTES } from '../../../server/composition/httpServer';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const event = {
  app_id: '111',
  account_id: 'demo',
  payload: { widget_id: 7, widget_type: 'bar', guid: 'g', hash: 'a'.repeat(40), timestamp: 1, version: '1.0' },
  event: 'impression',
  session_id: 's',
  external_id: null,
  b: false,
};

describe('POST /pixel/logEvent', () => {
  let servers: RunningServers;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'pixel-it-dist-'));
    servers = await startServers({ demoPort: 0, widgetPort: 0, rootDir: repoRoot, distDir: dist, logRequests: false, dataDir: 'memory://' });
  }, 60_000); // PGlite's first start (WASM compile) takes seconds when the suite runs in parallel
  afterAll(async () => {
    await servers?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const post = (body: string, origin = servers.demoOrigin, userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36') =>
    fetch(`${servers.widgetOrigin}/pixel/logEvent`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin, 'User-Agent': userAgent },
    });

  it('accepts a valid event from a whitelisted origin with CORS', async () => {
    const res = await post(JSON.stringify(event));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state: true });
    expect(res.headers.get('access-control-allow-origin')).toBe(servers.demoOrigin);
  });

  it('refuses an invalid body with the {state:false, errors} shape naming the field', async () => {
    const res = await post(JSON.stringify({ ...event, b: 'no' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ state: false, errors: [{ message: expect.stringContaining('body.b'), field: 'b' }] });
    expect((await post('not json')).status).toBe(400);
  });

  it('refuses an unknown account and gives a foreign origin no CORS header', async () => {
    const res = await post(JSON.stringify({ ...event, account_id: 'nope' }), 'http://evil.test');
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over the size limit', async () => {
    const res = await post(JSON.stringify({ ...event, payload: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(res.status).toBe(413);
  });

  it.each([
    ['a browser, flagged by the loader', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', true, true],
    ['a browser, not flagged', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', false, false],
    ['a crawler the loader missed', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', false, true],
    ['a headless browser the loader missed', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36', false, true],
    ['a link preview', 'facebookexternalhit/1.1', false, true],
  ])('stores b for %s: sent %s → stored %s', async (_name, userAgent, sent, stored) => {
    const sessionId = `bot-${String(sent)}-${userAgent.length}`;
    expect((await post(JSON.stringify({ ...event, session_id: sessionId, b: sent }), servers.demoOrigin, userAgent)).status).toBe(200);
    const row = (await listPixelEvents(servers.database, 'demo')).find((e) => e.session_id === sessionId);
    expect(row?.body.b).toBe(stored);
  });

  it('stores accepted events in the database', async () => {
    await post(JSON.stringify({ ...event, session_id: 'stored-1' }));
    const stored = await listPixelEvents(servers.database, 'demo');
    expect(stored.some((e) => e.kind === 'event' && e.session_id === 'stored-1' && e.event === 'impression')).toBe(true);
  });
});
