// @vitest-environment happy-dom
// A subscriber's consent record download (studio/reports/ConsentRecordButton.tsx) against a stubbed server.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentRecordButton } from '../../../../studio/reports/ConsentRecordButton';
import { mountEachTest, press } from '../controls/helpers';

const downloads = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../../../studio/configOnly/downloadFile', () => ({ downloadBlob: (blob: Blob, name: string) => downloads.push({ blob, name }) }));

const mount = mountEachTest();
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const consent = {
  subscriber_id: '7',
  page_id: 'shop',
  phone: '+12015550123',
  text: 'Please note…',
  hash: 'a'.repeat(64),
  version: 'aaaaaaaaaaaa',
  time: '2026-12-07T10:00:00.000Z',
  page_url: 'https://shop.example/',
  widget: '71',
  arm: 'b',
  ip: '203.0.113.0',
  user_agent: 'UA',
  status: 'confirmed',
  confirmed_at: '2026-12-07T10:05:00.000Z',
};

beforeEach(() => {
  downloads.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ConsentRecordButton', () => {
  it('downloads the subscriber’s consent record as JSON', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { state: true, consent }));
    act(() => mount.root.render(<ConsentRecordButton pageId="shop" subscriberId="7" phone="+12015550123" />));
    const button = mount.container.querySelector('button');
    expect(button?.getAttribute('aria-label')).toBe('JSON consent record of +12015550123');
    press(button);
    await settle();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://studio.test').pathname).toBe('/api/pages/shop/subscribers/7/consent');
    expect(downloads.map((d) => d.name)).toEqual(['consent-record-shop-7.json']);
    expect(JSON.parse(await downloads[0]!.blob.text())).toMatchObject({ hash: 'a'.repeat(64), arm: 'b', ip: '203.0.113.0', status: 'confirmed' });
  });

  it('says why when the record cannot be had', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { state: false, errors: [{ message: 'No subscriber 7 on page shop' }] }));
    act(() => mount.root.render(<ConsentRecordButton pageId="shop" subscriberId="7" phone="+12015550123" />));
    press(mount.container.querySelector('button'));
    await settle();
    expect(mount.container.querySelector('[role="alert"]')?.textContent).toBe('No subscriber 7 on page shop');
    expect(downloads).toHaveLength(0);
  });
});
