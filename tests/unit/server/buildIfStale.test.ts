import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BuildError,
  buildIfStale,
  checkBuild,
  collectSourceFiles,
  isStale,
  readStampMtime,
} from '../../../server/composition/buildIfStale';

describe('isStale', () => {
  it('is stale without a stamp', () => {
    expect(isStale(null, [])).toBe(true);
    expect(isStale(null, [1, 2])).toBe(true);
  });
  it('is stale when any source is newer than the stamp', () => {
    expect(isStale(100, [50, 101])).toBe(true);
  });
  it('is fresh when every source is older or equal', () => {
    expect(isStale(100, [50, 100])).toBe(false);
    expect(isStale(100, [])).toBe(false);
  });
});

async function touch(file: string, secondsAgo: number): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'x');
  const t = new Date(Date.now() - secondsAgo * 1000);
  await utimes(file, t, t);
}

describe('checkBuild / buildIfStale', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'build-if-stale-'));
    await touch(path.join(root, 'loader', 'index.ts'), 100);
    await touch(path.join(root, 'frame-app', 'deep', 'nested', 'App.tsx'), 100);
    await touch(path.join(root, 'package.json'), 100);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('walks the input directories recursively and skips node_modules and dotfiles', async () => {
    await touch(path.join(root, 'loader', 'node_modules', 'x.js'), 0);
    await touch(path.join(root, 'loader', '.cache', 'y'), 0);
    await touch(path.join(root, 'demo', 'index.html'), 0); // not a build input
    const files = await collectSourceFiles(root);
    expect(files).toHaveLength(3);
  });

  it('builds when dist is missing, writes the stamp, then is fresh until a source changes', async () => {
    let builds = 0;
    const build = async (dir: string) => {
      builds += 1;
      await touch(path.join(dir, 'dist', 'loader.js'), 0);
      await touch(path.join(dir, 'dist', 'frame', 'index.html'), 0);
      await touch(path.join(dir, 'dist', 'frame-server', 'renderFirstView.js'), 0);
      await touch(path.join(dir, 'dist', 'studio', 'index.html'), 0);
    };
    const log = () => {};

    expect(await checkBuild(root)).toMatchObject({ stale: true, reason: expect.stringContaining('.build-stamp is missing') });
    expect(await buildIfStale({ rootDir: root, build, log })).toMatchObject({ built: true });
    expect(builds).toBe(1);
    expect(await readStampMtime(path.join(root, 'dist'))).not.toBeNull();
    expect(await readFile(path.join(root, 'dist', '.build-stamp'), 'utf8')).toMatch(/^\d{4}-\d\d-\d\dT/);

    expect(await buildIfStale({ rootDir: root, build, log })).toMatchObject({ built: false });
    expect(builds).toBe(1);

    // a source edited after the build started
    const stamp = (await stat(path.join(root, 'dist', '.build-stamp'))).mtime;
    const later = new Date(stamp.getTime() + 2000);
    await utimes(path.join(root, 'frame-app', 'deep', 'nested', 'App.tsx'), later, later);
    const check = await checkBuild(root);
    expect(check.stale).toBe(true);
    expect(check.reason).toContain(path.join('frame-app', 'deep', 'nested', 'App.tsx'));
    expect(await buildIfStale({ rootDir: root, build, log })).toMatchObject({ built: true });
    expect(builds).toBe(2);
  });

  it('is stale when a required output is missing even with a fresh stamp', async () => {
    await touch(path.join(root, 'dist', '.build-stamp'), 0);
    await touch(path.join(root, 'dist', 'loader.js'), 0);
    expect(await checkBuild(root)).toMatchObject({ stale: true, reason: expect.stringContaining('index.html is missing') });
  });

  it('rebuilds when a studio source or its Vite config changed, and when the studio was never built', async () => {
    await touch(path.join(root, 'dist', 'loader.js'), 10);
    await touch(path.join(root, 'dist', 'frame', 'index.html'), 10);
    await touch(path.join(root, 'dist', '.build-stamp'), 10);
    // The frame's server renderer (issue 26) is an output too: a dist from before it is rebuilt.
    expect(await checkBuild(root)).toMatchObject({ stale: true, reason: expect.stringContaining(path.join('frame-server', 'renderFirstView.js')) });
    await touch(path.join(root, 'dist', 'frame-server', 'renderFirstView.js'), 10);
    expect(await checkBuild(root)).toMatchObject({ stale: true, reason: expect.stringContaining(path.join('studio', 'index.html')) });
    await touch(path.join(root, 'dist', 'studio', 'index.html'), 10);
    expect((await checkBuild(root)).stale).toBe(false);
    await touch(path.join(root, 'studio', 'screens', 'Pages.tsx'), 0);
    expect(await checkBuild(root)).toMatchObject({ stale: true, reason: expect.stringContaining(path.join('studio', 'screens', 'Pages.tsx')) });
    await touch(path.join(root, 'studio', 'screens', 'Pages.tsx'), 20);
    await touch(path.join(root, 'vite.studio.config.ts'), 0);
    expect(await checkBuild(root)).toMatchObject({ stale: true, reason: expect.stringContaining('vite.studio.config.ts') });
  });

  it('propagates a failed build and writes no stamp', async () => {
    const build = async () => {
      throw new BuildError('`npm run build` exited with code 1', 1);
    };
    await expect(buildIfStale({ rootDir: root, build, log: () => {} })).rejects.toBeInstanceOf(BuildError);
    expect(await readStampMtime(path.join(root, 'dist'))).toBeNull();
  });
});
