/** loader/loadConfig.ts: the configuration request, its deadline and its one clear rejection. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_TIMEOUT_MS, loadConfig } from '../../../loader/loadConfig';

afterEach(() => {
  vi.useRealTimers();
});

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadConfig', () => {
  it('answers the configuration, asking without credentials', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(json({ widgets: [], fb_page_id: { wrong: true } })));
    const text = JSON.stringify({ widgets: [], fb_page_id: { wrong: true } });
    await expect(loadConfig('https://api.test', 'p 1', fetchFn)).resolves.toEqual({ config: { widgets: [], fb_page_id: { wrong: true } }, text });
    expect(fetchFn.mock.calls[0]?.[0]).toBe('https://api.test/widget/config?page_id=p%201');
    expect(fetchFn.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' });
  });

  it('rejects a configuration without a widget list, a non-200 answer and a network failure', async () => {
    await expect(loadConfig('https://api.test', 'p', () => Promise.resolve(json({ widgets: 'none' })))).rejects.toThrow(/invalid: config\.widgets/);
    await expect(loadConfig('https://api.test', 'p', () => Promise.resolve(new Response('<html>')))).rejects.toThrow(/config\?page_id=p is not JSON/);
    await expect(loadConfig('https://api.test', 'p', () => Promise.resolve(json({}, 404)))).rejects.toThrow(/Newtwork GET error 404/);
    await expect(loadConfig('https://api.test', 'p', () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(/Newtwork GET error \(Failed to fetch\)/);
  });

  it(`gives up after CONFIG_TIMEOUT_MS (${CONFIG_TIMEOUT_MS} ms) on a fetch that never settles, and aborts the request`, async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | null | undefined;
    const never = vi.fn<typeof fetch>((_url, init) => {
      signal = init?.signal;
      return new Promise<Response>(() => undefined);
    });
    const result = loadConfig('https://api.test', 'p', never);
    const outcome = result.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(CONFIG_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe(`no answer from https://api.test/widget/config?page_id=p within ${CONFIG_TIMEOUT_MS / 1000} s`);
    expect(signal?.aborted).toBe(true);
  });

  it('counts the body in the deadline: headers that arrive without a body end the same way', async () => {
    vi.useFakeTimers();
    const stalled = { status: 200, text: () => new Promise(() => undefined) } as unknown as Response;
    const outcome = loadConfig('https://api.test', 'p', () => Promise.resolve(stalled), 1_000).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toMatch(/no answer .* within 1 s/);
  });
});
