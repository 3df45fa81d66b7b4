/**
 * "Build when dist/ is missing or stale" for `npm start`.
 *
 * Stale = the stamp `dist/.build-stamp` is missing, a required output is missing, or any build
 * input (files under loader/, frame-app/, bridge-protocol/, studio/, and the vite configs,
 * package.json, tsconfig.json) has a newer mtime than the stamp. After a successful `npm run build` the stamp is
 * written with the mtime of the moment the build STARTED, so edits made during a build still
 * count as newer next time.
 */
import { spawn } from 'node:child_process';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

const BUILD_INPUT_DIRS: readonly string[] = ['loader', 'frame-app', 'bridge-protocol', 'studio'];
const BUILD_INPUT_FILES: readonly string[] = [
  'vite.loaderExtras.config.ts',
  'vite.loader.config.ts',
  'vite.frame.config.ts',
  'vite.frameServer.config.ts',
  'vite.studio.config.ts',
  'package.json',
  'tsconfig.json',
];
const STAMP_FILE = '.build-stamp';
/** Outputs that must exist in dist/ for the stamp to be trusted. */
export const REQUIRED_OUTPUTS: readonly string[] = [
  'loader.js',
  path.join('frame', 'index.html'),
  path.join('frame-server', 'renderFirstView.js'),
  path.join('studio', 'index.html'),
];

/** Pure: stale when there is no stamp or any source is newer than it. */
export function isStale(stampMtimeMs: number | null, sourceMtimesMs: number[]): boolean {
  if (stampMtimeMs === null) return true;
  return sourceMtimesMs.some((m) => m > stampMtimeMs);
}

interface SourceFile {
  path: string;
  mtimeMs: number;
}

async function mtimeOf(filePath: string): Promise<SourceFile | null> {
  try {
    const info = await stat(filePath);
    return info.isFile() ? { path: filePath, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

async function walk(dir: string, out: SourceFile[]): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return; // a missing input directory simply has no files
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, out);
    else if (entry.isFile()) {
      const file = await mtimeOf(full);
      if (file) out.push(file);
    }
  }
}

/** Every build input file under `rootDir` with its mtime (missing inputs are skipped). */
export async function collectSourceFiles(
  rootDir: string,
  dirs: readonly string[] = BUILD_INPUT_DIRS,
  files: readonly string[] = BUILD_INPUT_FILES,
): Promise<SourceFile[]> {
  const out: SourceFile[] = [];
  for (const dir of dirs) await walk(path.join(rootDir, dir), out);
  for (const file of files) {
    const found = await mtimeOf(path.join(rootDir, file));
    if (found) out.push(found);
  }
  return out;
}

export async function readStampMtime(distDir: string): Promise<number | null> {
  return (await mtimeOf(path.join(distDir, STAMP_FILE)))?.mtimeMs ?? null;
}

interface BuildCheck {
  stale: boolean;
  /** Human-readable reason, e.g. "loader/entry.ts changed since the last build". */
  reason: string;
}

export async function checkBuild(rootDir: string, distDir: string = path.join(rootDir, 'dist')): Promise<BuildCheck> {
  const stamp = await readStampMtime(distDir);
  if (stamp === null) return { stale: true, reason: `${path.relative(rootDir, path.join(distDir, STAMP_FILE))} is missing` };
  for (const output of REQUIRED_OUTPUTS) {
    if (!(await mtimeOf(path.join(distDir, output)))) {
      return { stale: true, reason: `${path.relative(rootDir, path.join(distDir, output))} is missing` };
    }
  }
  const sources = await collectSourceFiles(rootDir);
  if (!isStale(stamp, sources.map((s) => s.mtimeMs))) return { stale: false, reason: 'dist/ is up to date' };
  const newest = sources.reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  return { stale: true, reason: `${path.relative(rootDir, newest.path)} changed since the last build` };
}

export class BuildError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
  ) {
    super(message);
    this.name = 'BuildError';
  }
}

/** Runs `npm run build` in `rootDir` with inherited stdio. Rejects with BuildError on failure. */
function runNpmBuild(rootDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const isWindows = process.platform === 'win32';
    const child = spawn(isWindows ? 'npm.cmd' : 'npm', ['run', 'build'], {
      cwd: rootDir,
      stdio: 'inherit',
      shell: isWindows,
    });
    child.once('error', (err) => reject(new BuildError(`could not run \`npm run build\`: ${err.message}`, null)));
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else {
        const how = signal ? `was killed by ${signal}` : `exited with code ${code ?? '?'}`;
        reject(new BuildError(`\`npm run build\` ${how}`, code));
      }
    });
  });
}

interface BuildIfStaleOptions {
  rootDir: string;
  distDir?: string;
  log?: (message: string) => void;
  /** The build command; default `npm run build`. Injectable for tests. */
  build?: (rootDir: string) => Promise<void>;
}

/** Builds when needed and writes the stamp. Returns whether a build ran and why. */
export async function buildIfStale(options: BuildIfStaleOptions): Promise<{ built: boolean; reason: string }> {
  const rootDir = path.resolve(options.rootDir);
  const distDir = path.resolve(options.distDir ?? path.join(rootDir, 'dist'));
  const log = options.log ?? ((m: string) => console.log(m));
  const check = await checkBuild(rootDir, distDir);
  if (!check.stale) return { built: false, reason: check.reason };

  log(`Building (${check.reason}): npm run build`);
  const startedAt = new Date();
  await (options.build ?? runNpmBuild)(rootDir);
  await mkdir(distDir, { recursive: true });
  const stampPath = path.join(distDir, STAMP_FILE);
  await writeFile(stampPath, `${startedAt.toISOString()}\n`);
  await utimes(stampPath, startedAt, startedAt);
  return { built: true, reason: check.reason };
}
