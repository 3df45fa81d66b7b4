#!/usr/bin/env node
/**
 * `npm test`: type-check, unit tests (vitest) and e2e tests (Playwright in Debian Chromium), then one
 * closing line `N passed, N failed` summing both runners (CI reads that line; the runners' own
 * summaries are not read). Counts come from the runners' JSON reports, not from parsing their text.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
mkdirSync(out, { recursive: true });
const vitestJson = join(out, 'vitest.json');
const playwrightJson = join(out, 'playwright.json');
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
};

const problems = [];
if (run('type-check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']) !== 0) problems.push('type-check failed');

const vitestStatus = run('unit tests (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const playwrightStatus = run('e2e tests (playwright, Debian chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
} else problems.push('vitest wrote no report');
if (existsSync(playwrightJson)) {
  const s = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
} else problems.push('playwright wrote no report');
// A runner that crashed before counting anything still fails the run.
if (vitestStatus !== 0 && failed === 0) problems.push(`vitest exited ${vitestStatus}`);
if (playwrightStatus !== 0 && failed === 0) problems.push(`playwright exited ${playwrightStatus}`);

// Each problem counts as one failure in the closing line, so a crashed or killed runner can never end
// in "N passed, 0 failed".
failed += problems.length;
const summary = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
writeFileSync(join(out, 'summary.txt'), summary + '\n');
if (problems.length) console.log(`\nProblems: ${problems.join('; ')}`);
console.log(`\n${summary}`);
process.exit(failed > 0 ? 1 : 0);
