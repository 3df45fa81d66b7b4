/**
 * `GET /widget/country` (issue 47 audiences): the country the deployment's CDN header says, only from the
 * configured header, cached by the browser only, answered to the page's whitelisted origins.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type RunningServers } from '../../../server/composition/app';

describe('the visitor’s country for the audiences', () => {
  let fixture = '';
  const running: RunningServers[] = [];
  const start = async (countryHeader?: string) => {
    const servers = await startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, dataDir: 'memory://', ...(countryHeader ? { countryHeader } : {}) });
    running.push(servers);
    return servers;
  };

  beforeAll(async () => {
    fixture = await mkdtemp(path.join(tmpdir(), 'server-it-country-'));
    await mkdir(path.join(fixture, 'demo', 'config'), { recursive: true });
    await writeFile(path.join(fixture, 'demo', 'config', 'shop.json'), JSON.stringify({ pageId: 'shop', whitelist: ['shop.example'], widgets: [] }));
  }, 60_000);
  afterAll(async () => {
    for (const servers of running) await servers.close();
    await rm(fixture, { recursive: true, force: true });
  });

  it('answers the configured header’s country, private to the browser, to the page’s origins', async () => {
    const servers = await start('CF-IPCountry');
    const res = await fetch(`${servers.widgetOrigin}/widget/country?account_id=shop`, { headers: { 'CF-IPCountry': 'at', Origin: 'https://shop.example' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ country: 'AT' });
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(res.headers.get('vary')).toMatch(/cf-ipcountry/i);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const other = await fetch(`${servers.widgetOrigin}/widget/country?account_id=shop`, { headers: { 'CF-IPCountry': 'AT', Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(await (await fetch(`${servers.widgetOrigin}/widget/country?account_id=shop`, { headers: { 'X-Country': 'AT' } })).json()).toEqual({ country: null });
  });

  it('knows no country without a configured header, whatever the request says', async () => {
    const servers = await start();
    const res = await fetch(`${servers.widgetOrigin}/widget/country?account_id=shop`, { headers: { 'CF-IPCountry': 'AT' } });
    expect(await res.json()).toEqual({ country: null });
    expect((await fetch(`${servers.widgetOrigin}/widget/country`, { method: 'POST' })).status).toBe(405);
  });
});
