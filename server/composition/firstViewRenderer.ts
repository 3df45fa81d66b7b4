/**
 * The frame app's server renderer (`dist/frame-server/renderFirstView.js`, built by Vite from
 * frame-app/serverView/), loaded once per build like the frame document (frameDocument.ts): a new
 * build is noticed by the file's modification time. Optional: without the file, or with one that does
 * not load, frame documents are served as built (plain) and the frame renders in the browser.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isPlainObject } from '../../bridge-protocol/validate';
import { errorText } from '../../bridge-protocol/errorText';
import type { RenderFirstView } from '../../bridge-protocol/paintedDocument';

/** Where Vite writes the renderer, under `dist/`. */
export const RENDERER_PATH = path.join('frame-server', 'renderFirstView.js');

export interface LoadedRenderer {
  render: RenderFirstView;
  /** The hash of the module's file: part of every frame version, so a new renderer is a new address. */
  build: string;
}

export interface FirstViewRendererFile {
  /** The renderer of the current build, or null: none built, or it does not load (logged once). */
  load(): Promise<LoadedRenderer | null>;
}

async function importRenderer(filePath: string, mtimeMs: number): Promise<LoadedRenderer | null> {
  try {
    const bytes = await readFile(filePath);
    // The query makes each build another module: Node keeps every module it imported for the process's
    // life, so the same URL would give the first build's renderer again (one stale module per rebuild stays).
    const url = pathToFileURL(filePath);
    url.searchParams.set('t', String(mtimeMs));
    const module: unknown = await import(/* @vite-ignore */ url.href);
    const render = isPlainObject(module) ? module.renderFirstView : undefined;
    if (typeof render !== 'function') {
      console.error(`[server] ${filePath} exports no renderFirstView function: frame documents are served unpainted`);
      return null;
    }
    // Checked just above that it is a function; its contract is firstView.ts, which Vite built it from.
    return { render: render as RenderFirstView, build: createHash('sha256').update(bytes).digest('base64url') };
  } catch (error) {
    console.error(`[server] ${filePath} could not be loaded (${errorText(error)}): frame documents are served unpainted`);
    return null;
  }
}

export function firstViewRendererFile(distDir: string): FirstViewRendererFile {
  const filePath = path.join(distDir, RENDERER_PATH);
  // The promise, not its result: requests that arrive while a build loads share one import (and one log line).
  let cached: { mtimeMs: number; renderer: Promise<LoadedRenderer | null> } | null = null;
  return {
    async load() {
      let mtimeMs: number;
      try {
        ({ mtimeMs } = await stat(filePath));
      } catch {
        cached = null;
        return null;
      }
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, renderer: importRenderer(filePath, mtimeMs) };
      return cached.renderer;
    },
  };
}
