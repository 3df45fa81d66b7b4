// `npm start` as an operator runs it (server/start.ts in a child process): what its banner prints and
// what it refuses (issue 24). Without ADMIN_TOKEN the generated admin token never reaches the output,
// so it never lives in process logs: each start prints a fresh one-time sign-in link instead, and says
// where the token file is. A refused setting is one plain line and exit code 1, not a stack trace.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

interface Run {
  output: string;
  code: number | null;
}

/** Runs `npm start`'s script until its banner is complete (then stops it with SIGTERM) or it exits. */
function start(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['server/start.ts'], {
      cwd: root,
      env: { ...process.env, SKIP_BUILD: '1', DEMO_PORT: '0', WIDGET_PORT: '0', DATABASE_URL: '', ADMIN_TOKEN: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl+C to stop.')) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ output, code }));
  });
}

// Concurrent: each case waits seconds for child processes of its own (own data directory, ports 0).
describe.concurrent('npm start (server/start.ts)', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'start-banner-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints a new one-time sign-in link at each start and never the generated token', async () => {
    const env = { DATA_DIR: path.join(dir, 'pglite'), ADMIN_TOKEN_FILE: path.join(dir, 'admin-token') };
    const first = await start(env);
    const second = await start(env);
    const token = (await readFile(env.ADMIN_TOKEN_FILE, 'utf8')).trim();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const links = [first, second].map((run) => /Studio: +(http:\/\/localhost:\d+\/studio\/#sign-in=[A-Za-z0-9_-]{43})/.exec(run.output)?.[1]);
    expect(links[0], first.output).toBeTruthy();
    expect(links[1], second.output).toBeTruthy();
    expect(links[0]).not.toBe(links[1]);
    for (const run of [first, second]) {
      // Stopped by the test, as Ctrl+C would: it closed its servers (tsx reports the signal as 143).
      expect(run.output).toContain('SIGTERM: closing servers');
      expect(run.output).not.toContain(token);
      expect(run.output).toContain(`Authorization: Bearer $(cat ${path.relative(root, env.ADMIN_TOKEN_FILE)})`);
    }
  }, 120_000);

  it('refuses a short ADMIN_TOKEN and TRUST_PROXY=true with one line each and exit code 1', async () => {
    const [short, anyProxy] = await Promise.all([
      start({ DATA_DIR: path.join(dir, 'refused'), ADMIN_TOKEN: 'short-token' }),
      start({ DATA_DIR: path.join(dir, 'refused'), TRUST_PROXY: 'true' }),
    ]);
    expect(short.code).toBe(1);
    expect(short.output).toMatch(/^ADMIN_TOKEN: 11 characters is too short to guard the admin API and the studio; use 32 or more/m);
    expect(short.output).not.toMatch(/\n\s+at /);
    expect(anyProxy.code).toBe(1);
    expect(anyProxy.output).toMatch(/^TRUST_PROXY=true would believe an X-Forwarded-For a client writes itself/m);
    expect(anyProxy.output).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('warns when a deployed studio shares the provider’s host name', async () => {
    const run = await start({ DATA_DIR: path.join(dir, 'warned'), ADMIN_TOKEN: 'w'.repeat(40), SERVER_NAMES: 'widgets.example.com' });
    expect(run.output).toContain('SIGTERM: closing servers');
    expect(run.output).toMatch(/Warning: The studio answers on the widget provider's names \(widgets\.example\.com\)/);
    expect(run.output).toContain('Studio:          http://localhost:');
    expect(run.output).toContain('sign-in token: $ADMIN_TOKEN');
    expect(run.output).not.toContain('w'.repeat(40));
  }, 120_000);
});
