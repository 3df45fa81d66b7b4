// @vitest-environment happy-dom
// The privacy screen (studio/screens/Privacy.tsx) against a stubbed server: what it asks, what it shows,
// the JSON export, and the erasure that asks first (the server's side: tests/unit/server/consent.integration.test.ts).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Privacy } from '../../../../studio/screens/Privacy';
import { buttonByText, mountEachTest, press, typeInto } from '../controls/helpers';

// The download itself (an object URL and a click on a hidden link) is the browser's: recorded here.
const downloads = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../../../studio/configOnly/downloadFile', () => ({ downloadBlob: (blob: Blob, name: string) => downloads.push({ blob, name }) }));

const mount = mountEachTest();
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const dialog = () => document.querySelector('[role="alertdialog"]');

const found = [
  { table: 'subscribers', description: 'SMS subscribers', rows: 2 },
  { table: 'pixel_events', description: 'Pixel events', rows: 3 },
  { table: 'sms_refs', description: 'SMS references', rows: 0 },
];

const asked = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { path: new URL(String(url), 'http://studio.test').pathname, method: init?.method, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) };
};

async function findPhone(value = '+1 201 555 0123') {
  act(() => mount.root.render(<Privacy onSessionLost={vi.fn()} />));
  typeInto(mount.container.querySelector('input')!, value);
  press(buttonByText(mount.container, 'Find'));
  await settle();
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Privacy screen', () => {
  it('finds a phone number and shows the rows held per table', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { state: true, found }));
    await findPhone();
    expect(asked(0)).toEqual({ path: '/api/subject-requests/find', method: 'POST', body: { phone: '+1 201 555 0123' } });
    expect(mount.container.querySelector('h2')?.textContent).toBe('Found 5 rows');
    const rows = [...mount.container.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['subscribers', 'SMS subscribers', '2'],
      ['pixel_events', 'Pixel events', '3'],
      ['sms_refs', 'SMS references', '0'],
    ]);
    expect(document.title).toBe('Privacy · Studio');
  });

  it('searches by another identifier and shows the server’s refusal on the field', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { state: false, errors: [{ message: 'Enter an email address (name@example.com)', field: 'email' }] }));
    act(() => mount.root.render(<Privacy onSessionLost={vi.fn()} />));
    press([...mount.container.querySelectorAll('button')].find((b) => b.textContent === 'Email'));
    expect(mount.container.querySelector('label')?.textContent).toContain('Email address');
    typeInto(mount.container.querySelector('input')!, 'nope@x');
    press(buttonByText(mount.container, 'Find'));
    await settle();
    expect(asked(0).body).toEqual({ email: 'nope@x' });
    expect(mount.container.textContent).toContain('Enter an email address (name@example.com)');
    expect(mount.container.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('exports the JSON the server gives as a download', async () => {
    downloads.length = 0;
    fetchMock.mockResolvedValueOnce(json(200, { state: true, found }));
    await findPhone();
    fetchMock.mockResolvedValueOnce(json(200, { state: true, subject: { phone: '+12015550123' }, exported_at: '2026-12-07T00:00:00.000Z', data: [] }));
    press(buttonByText(mount.container, 'Export JSON'));
    await settle();
    expect(asked(1)).toEqual({ path: '/api/subject-requests/export', method: 'POST', body: { phone: '+1 201 555 0123' } });
    expect(downloads.map((d) => d.name)).toEqual([`subject-request-phone-${new Date().toISOString().slice(0, 10)}.json`]);
    expect(JSON.parse(await downloads[0]!.blob.text())).toMatchObject({ subject: { phone: '+12015550123' } });
    expect(mount.container.textContent).toContain('Exported: the JSON file is in your downloads.');
  });

  it('erases only after the confirmation, and says how many rows went', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { state: true, found }));
    await findPhone();
    press(buttonByText(mount.container, 'Erase…'));
    expect(dialog()?.textContent).toContain('5 rows in subscribers, pixel_events will be deleted for good');
    press(buttonByText(dialog()!, 'Cancel'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    press(buttonByText(mount.container, 'Erase…'));
    fetchMock.mockResolvedValueOnce(json(200, { state: true, erased: [{ table: 'subscribers', rows: 2 }, { table: 'pixel_events', rows: 3 }], rows_erased: 5 }));
    press(buttonByText(dialog()!, 'Erase'));
    await settle();
    expect(asked(1)).toEqual({ path: '/api/subject-requests/erase', method: 'POST', body: { phone: '+1 201 555 0123' } });
    expect(mount.container.textContent).toContain('Erased 5 rows. An audit line without the identifier was kept.');
    expect(buttonByText(mount.container, 'Erase…')).toBeUndefined();
  });

  it('hands a lost session back to the sign-in', async () => {
    const onSessionLost = vi.fn();
    fetchMock.mockResolvedValueOnce(json(401, { state: false, errors: [{ message: 'Sign in' }] }));
    act(() => mount.root.render(<Privacy onSessionLost={onSessionLost} />));
    typeInto(mount.container.querySelector('input')!, '+12015550123');
    press(buttonByText(mount.container, 'Find'));
    await settle();
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });
});
