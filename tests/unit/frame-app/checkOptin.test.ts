/** SPEC §7 GET /pixel/checkOptin from the frame (services/optinApi.ts), against msw. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_GET_ERROR } from '../../../frame-app/services/backendClient';
import { checkOptin } from '../../../frame-app/services/optinApi';

const PIXEL = 'http://pixel.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('checkOptin', () => {
  it('asks with account_id and session_id and answers has_opted_in', async () => {
    let query: Record<string, string> = {};
    server.use(
      http.get(`${PIXEL}/pixel/checkOptin`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json({ state: true, has_opted_in: true });
      }),
    );
    await expect(checkOptin(`${PIXEL}/`, 'shop', 's 1&x')).resolves.toBe(true);
    expect(query).toEqual({ account_id: 'shop', session_id: 's 1&x' });
  });

  it('a non-200 answer or an unusable body is "Newtwork GET error" with the status', async () => {
    server.use(http.get(`${PIXEL}/pixel/checkOptin`, () => HttpResponse.json({ state: false }, { status: 429 })));
    await expect(checkOptin(PIXEL, 'shop', 's1')).rejects.toThrow(`${NETWORK_GET_ERROR} 429`);
    server.use(http.get(`${PIXEL}/pixel/checkOptin`, () => HttpResponse.json({ state: true })));
    await expect(checkOptin(PIXEL, 'shop', 's1')).rejects.toThrow(`${NETWORK_GET_ERROR} 200`);
    server.use(http.get(`${PIXEL}/pixel/checkOptin`, () => HttpResponse.error()));
    await expect(checkOptin(PIXEL, 'shop', 's1')).rejects.toThrow(`${NETWORK_GET_ERROR} 0`);
  });
});
