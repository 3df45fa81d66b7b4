/**
 * The built frame document (`dist/frame/index.html`), read once per build rather than on every request:
 * every page view asks for one document per widget, and the configuration names its version. A new
 * build is noticed by the file's modification time.
 */
import { readFile, stat } from 'node:fs/promises';

export interface FrameDocumentFile {
  /** The document's bytes, or null when the frame app is not built. */
  read(): Promise<Buffer | null>;
}

export function frameDocumentFile(filePath: string): FrameDocumentFile {
  let cached: { mtimeMs: number; html: Buffer } | null = null;
  return {
    async read() {
      try {
        const { mtimeMs } = await stat(filePath);
        if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(filePath) };
        return cached.html;
      } catch {
        cached = null;
        return null;
      }
    },
  };
}
