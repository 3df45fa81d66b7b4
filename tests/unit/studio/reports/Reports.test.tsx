// @vitest-environment happy-dom
// The reports screen (studio/screens/Reports.tsx) against a stubbed server: what it asks, how it keeps its
// range in the address, what it shows, and how it fails (the real server's side: tests/e2e/studio-reports.spec.ts).
import { getLocalTimeZone, today } from '@internationalized/date';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reports } from '../../../../studio/screens/Reports';
import { buttonByText, mountEachTest, press } from '../controls/helpers';
import { answer, LEGAL } from './fixtures';

// The "Demo data" mark asks for the page on its own (usePageIsDemo); these tests count the reports' calls alone.
vi.mock('../../../../studio/api/usePageIsDemo', () => ({ usePageIsDemo: () => false }));

const mount = mountEachTest();
const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const failure = (status: number, message: string) => json(status, { state: false, errors: [{ message }] });
/** Lets the stubbed fetch answer and React render what follows. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function render(search = '') {
  window.history.replaceState(null, '', `/studio/pages/shop/reports${search}`);
  const onSessionLost = vi.fn();
  act(() => mount.root.render(<Reports pageId="shop" onSessionLost={onSessionLost} />));
  await settle();
  return onSessionLost;
}

const askedUrl = (call = 0) => new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://studio.test');
const tabs = () => [...mount.container.querySelectorAll('[role="tab"]')];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Reports screen', () => {
  it('asks for the last 30 days in this browser\'s zone and writes the range into the address', async () => {
    fetchMock.mockResolvedValue(json(200, answer()));
    await render();
    const now = today(getLocalTimeZone());
    const url = askedUrl();
    expect(url.pathname).toBe('/api/pages/shop/reports');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: now.subtract({ days: 29 }).toString(), to: now.toString(), tz: getLocalTimeZone() });
    expect(window.location.search).toBe(`?from=${now.subtract({ days: 29 }).toString()}&to=${now.toString()}`);
    expect(document.title).toBe('Reports · shop · Studio');
  });

  it('shows the reports as tabs, the subscribers with their consent, hostile text as text, and the CSV link', async () => {
    fetchMock.mockResolvedValue(json(200, answer()));
    await render('?from=2024-05-13&to=2024-05-15');
    expect(tabs().map((t) => t.textContent)).toEqual([
      'Subscribers2on 1 of 3 days',
      'Messenger opt-ins0none in this range',
      'Pixel events0none in this range',
      'Conversions0none in this range',
      'Money¥1,5002 money events · 2 currencies',
    ]);
    const table = [...mount.container.querySelectorAll('table')].find((t) => t.querySelector('caption')?.textContent === 'Subscribers, newest first')!;
    expect(table).toBeDefined();
    expect([...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')?.textContent)).toEqual(['+12015550124', '+12015550123']);
    expect(table.textContent).toContain(LEGAL);
    expect(table.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(mount.container.querySelector('img')).toBeNull();
    // The page a visitor came from reads without its scheme; the exact time is the <time>'s title.
    expect(table.textContent).toContain('shop.example/checkout?step=2');
    expect(table.querySelector('time')?.getAttribute('datetime')).toBe('2024-05-14T10:00:00.000Z');
    const csv = [...mount.container.querySelectorAll('a[download]')].map((a) => a.getAttribute('href'));
    expect(csv).toEqual([`/api/pages/shop/reports/subscribers.csv?from=2024-05-13&to=2024-05-15&tz=${encodeURIComponent('UTC')}`]);
  });

  it('opens another report from its tab and keeps it in the address', async () => {
    fetchMock.mockResolvedValue(json(200, answer()));
    await render('?from=2024-05-13&to=2024-05-15');
    press(tabs()[4]);
    expect(window.location.search).toBe('?from=2024-05-13&to=2024-05-15&report=money');
    expect(mount.container.querySelector('[aria-label="Amount per currency"]')?.textContent).toBe('¥1,500JPY · 1 event$49.50USD · 1 event');
    expect(mount.container.querySelector('h2')?.textContent).toBe('Money per day');
    press(tabs()[1]);
    expect(mount.container.textContent).toContain('No messenger opt-ins in this range');
    // Switching tabs asks nothing new: the one answer holds every report.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says "showing N of M" when the answer carries only the newest rows', async () => {
    const a = answer();
    a.reports.subscribers.total = 1_234;
    fetchMock.mockResolvedValue(json(200, a));
    await render('?from=2024-05-13&to=2024-05-15');
    expect(mount.container.textContent).toContain('Showing the newest 2 of 1,234. The CSV export has all of them.');
  });

  it('keeps the range after a failed load, says why, and loads it again with "Try again"', async () => {
    fetchMock.mockResolvedValueOnce(failure(500, 'Internal server error, please try again')).mockResolvedValue(json(200, answer()));
    const onSessionLost = await render('?from=2024-05-13&to=2024-05-15');
    const alert = mount.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('The reports could not be loaded: Internal server error, please try again');
    expect(buttonByText(mount.container, 'May 13, 2024 – May 15, 2024')).toBeDefined();
    expect(window.location.search).toBe('?from=2024-05-13&to=2024-05-15');
    press(buttonByText(mount.container, 'Try again'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(Object.fromEntries(askedUrl(1).searchParams)).toMatchObject({ from: '2024-05-13', to: '2024-05-15' });
    expect(mount.container.querySelector('[role="alert"]')).toBeNull();
    expect(tabs()).toHaveLength(5);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('hands a 401 to onSessionLost with the server\'s reason', async () => {
    fetchMock.mockResolvedValue(failure(401, 'Your studio session has expired: sign in again'));
    const onSessionLost = await render();
    expect(onSessionLost).toHaveBeenCalledWith('Your studio session has expired: sign in again');
  });

  it('offers the way back to the pages for an unknown page', async () => {
    fetchMock.mockResolvedValue(failure(404, 'Unknown page shop'));
    await render();
    expect(mount.container.querySelector('[role="alert"]')?.textContent).toContain('Unknown page shop');
    expect([...mount.container.querySelectorAll('[role="alert"] a')].map((a) => a.getAttribute('href'))).toEqual(['/studio/']);
  });

  it('says why a range longer than two years cannot be shown, and asks nothing', async () => {
    await render('?from=2016-01-01&to=2024-01-01');
    expect(mount.container.querySelector('[role="alert"]')?.textContent).toBe('A report covers at most 731 days (two years); choose a shorter range');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(buttonByText(mount.container, 'Jan 1, 2016 – Jan 1, 2024')).toBeDefined();
  });
});
