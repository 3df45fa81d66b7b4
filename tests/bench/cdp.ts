/**
 * A minimal Chrome DevTools Protocol client over `--remote-debugging-pipe`, for the bench and the
 * profiler. Not Playwright: Playwright's routing disables the HTTP cache (no warm loads), its injected
 * scripts run on the page's main thread (they would count in its tasks), and it keeps the flattened
 * sessions of out-of-process iframes to itself, so we could not throttle them.
 *
 * Messages are JSON separated by NUL bytes: we write on the child's fd 3 and read on its fd 4.
 * Sessions are flattened (`sessionId` on each message), as `Target.setAutoAttach {flatten: true}` wants.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

type Params = Record<string, unknown>;
// The protocol's payloads are typed at the call sites that read them.
export type Json = any;
type Handler = (params: Json, sessionId: string | undefined) => void;

export class CdpConnection {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: Json) => void; reject: (e: Error) => void; method: string }>();
  private readonly handlers = new Map<string, Set<Handler>>();
  private buffer = '';
  closed = false;

  constructor(
    private readonly out: Writable,
    input: Readable,
  ) {
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => this.onData(chunk));
    input.on('close', () => {
      this.closed = true;
      for (const p of this.pending.values()) p.reject(new Error(`CDP connection closed during ${p.method}`));
      this.pending.clear();
    });
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\0')) !== -1) {
      const text = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 1);
      const msg = JSON.parse(text) as { id?: number; method?: string; params?: Json; result?: Json; error?: { message: string }; sessionId?: string };
      if (msg.id !== undefined) {
        const p = this.pending.get(msg.id);
        if (!p) continue;
        this.pending.delete(msg.id);
        if (msg.error) p.reject(new Error(`${p.method}: ${msg.error.message}`));
        else p.resolve(msg.result);
      } else if (msg.method) {
        for (const key of [`${msg.sessionId ?? ''}|${msg.method}`, `*|${msg.method}`]) {
          for (const h of this.handlers.get(key) ?? []) h(msg.params, msg.sessionId);
        }
      }
    }
  }

  send<T = Json>(method: string, params: Params = {}, sessionId?: string): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`CDP connection closed (${method})`));
    const id = this.nextId++;
    const message = JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params });
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, method });
      this.out.write(`${message}\0`);
    });
  }

  /** Listens to `method` on one session (undefined: the browser session; '*': every session). Returns an unsubscribe function. */
  on(method: string, sessionId: string | undefined | '*', handler: Handler): () => void {
    const key = `${sessionId ?? ''}|${method}`;
    let set = this.handlers.get(key);
    if (!set) this.handlers.set(key, (set = new Set()));
    set.add(handler);
    return () => set!.delete(handler);
  }

  /** Resolves with the first `method` event on `sessionId` for which `predicate` holds. */
  waitFor(method: string, sessionId: string | undefined | '*', predicate: (params: Json) => boolean = () => true, timeoutMs = 30_000): Promise<Json> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${method}`));
      }, timeoutMs);
      const off = this.on(method, sessionId, (params) => {
        if (!predicate(params)) return;
        clearTimeout(timer);
        off();
        resolve(params);
      });
    });
  }
}

export interface Chromium {
  cdp: CdpConnection;
  /** 'on': Chromium's default (every site in its own renderer); 'off': one renderer for the page and its frames. */
  siteIsolation: 'on' | 'off';
  close(): Promise<void>;
}

/** Flags that turn site isolation off (a second browser of the bench). */
export const SITE_ISOLATION_OFF_FLAGS = ['--disable-site-isolation-trials'];
const SITE_ISOLATION_OFF_FEATURES = ['IsolateOrigins', 'site-per-process'];

/** Launches Debian's Chromium headless, driven over a pipe. */
export async function launchChromium(opts: { siteIsolation: 'on' | 'off' }): Promise<Chromium> {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'mc-bench-chromium-'));
  const disabledFeatures = ['Translate', 'MediaRouter', 'OptimizationHints', 'AcceptCHFrame'];
  if (opts.siteIsolation === 'off') disabledFeatures.push(...SITE_ISOLATION_OFF_FEATURES);
  const args = [
    '--headless',
    '--remote-debugging-pipe',
    `--user-data-dir=${userDataDir}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--disable-extensions',
    '--disable-background-timer-throttling',
    '--disable-backgrounding-occluded-windows',
    '--disable-renderer-backgrounding',
    '--disable-ipc-flooding-protection',
    '--mute-audio',
    '--window-size=1280,800',
    `--disable-features=${disabledFeatures.join(',')}`,
    ...(opts.siteIsolation === 'off' ? SITE_ISOLATION_OFF_FLAGS : []),
    'about:blank',
  ];
  const child: ChildProcess = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'], detached: false });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (s: string) => {
    stderr = (stderr + s).slice(-4000);
  });
  const cdp = new CdpConnection(child.stdio[3] as Writable, child.stdio[4] as Readable);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      cdp.send('Browser.getVersion'),
      exited.then(() => {
        throw new Error(`Chromium exited at start:\n${stderr}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    cdp,
    siteIsolation: opts.siteIsolation,
    async close() {
      await Promise.race([cdp.send('Browser.close').catch(() => undefined), new Promise((r) => setTimeout(r, 3_000))]);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      // Chromium's helpers may still hold the pipes: do not let them keep Node alive.
      for (const stream of [child.stdio[2], child.stdio[3], child.stdio[4]]) (stream as Readable | Writable | null)?.destroy();
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
