import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstViewRendererFile, RENDERER_PATH } from '../../../server/composition/firstViewRenderer';

describe('firstViewRendererFile', () => {
  let dist = '';
  const write = async (source: string, mtime: number) => {
    const file = path.join(dist, RENDERER_PATH);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, source);
    // Distinct modification times: two writes within one clock tick would look like one build.
    await utimes(file, mtime, mtime);
  };

  beforeEach(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'renderer-'));
  });
  afterEach(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('is null without the file (a build before the renderer): plain documents', async () => {
    const error = vi.spyOn(console, 'error');
    expect(await firstViewRendererFile(dist).load()).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it("uses the module's renderFirstView, loads it once per build and again after a rebuild", async () => {
    await write('export const renderFirstView = async (r) => ({ ok: false, refused: `one ${r.widgetId}` });', 1_000);
    const renderers = firstViewRendererFile(dist);
    const first = await renderers.load();
    expect(first).not.toBeNull();
    expect(await first?.render({ config: {}, pageId: 'p', widgetId: '7', origin: 'http://localhost' })).toEqual({ ok: false, refused: 'one 7' });
    expect(await renderers.load()).toBe(first);

    await write('export const renderFirstView = async () => ({ ok: false, refused: "two" });', 2_000);
    const second = await renderers.load();
    expect(second).not.toBe(first);
    expect(second?.build).not.toBe(first?.build);
    expect(await second?.render({ config: {}, pageId: 'p', widgetId: '7', origin: 'http://localhost' })).toEqual({ ok: false, refused: 'two' });
  });

  it('is null, with one console error, for a module without the export', async () => {
    await write('export const somethingElse = 1;', 1_000);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const renderers = firstViewRendererFile(dist);
    expect(await renderers.load()).toBeNull();
    expect(await renderers.load()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/exports no renderFirstView function/);
  });

  it('is null, with one console error, for a module that throws on import', async () => {
    await write('throw new Error("broken build");', 1_000);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const renderers = firstViewRendererFile(dist);
    const [a, b] = await Promise.all([renderers.load(), renderers.load()]);
    expect(a).toBeNull();
    expect(b).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/could not be loaded \(broken build\)/);
  });
});
