/**
 * Maps a position in a built file served from the widget origin (dist/loader.js, dist/frame/assets/*.js)
 * back to its source with the build's own source map (`<file>.map` beside it), so that the profiler's
 * minified names (`Ke loader.js:1:14983`) read as `loader/frames/widgetHost.ts:120`. Decoding is
 * source-map-js's (the maintained decoder Vite's own tool chain uses).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export interface OriginalPosition {
  /** Repository-relative source path, e.g. loader/boot.ts. */
  source: string;
  /** 1-based. */
  line: number;
  /** The original identifier at that position, when the map has one. */
  name: string | null;
}

export class SourceMapResolver {
  private readonly maps = new Map<string, { consumer: SourceMapConsumer; mapDir: string } | null>();

  constructor(
    private readonly distDir: string,
    private readonly widgetOrigin: string,
  ) {}

  private load(url: string): { consumer: SourceMapConsumer; mapDir: string } | null {
    if (!url.startsWith(`${this.widgetOrigin}/`)) return null;
    const pathname = new URL(url).pathname;
    if (this.maps.has(pathname)) return this.maps.get(pathname)!;
    const file = path.join(this.distDir, ...pathname.split('/').filter(Boolean)) + '.map';
    const loaded =
      file.startsWith(this.distDir) && existsSync(file)
        ? { consumer: new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap), mapDir: path.dirname(file) }
        : null;
    this.maps.set(pathname, loaded);
    return loaded;
  }

  /** `line` and `column` 1-based, as in the profiler output. */
  resolve(url: string, line: number, column: number): OriginalPosition | null {
    const map = this.load(url);
    if (!map) return null;
    // source-map-js: 1-based lines, 0-based columns; the nearest mapping at or left of the column.
    const found = map.consumer.originalPositionFor({ line, column: column - 1, bias: SourceMapConsumer.GREATEST_LOWER_BOUND });
    if (found.source === null || found.line === null) return null;
    const repoRoot = path.dirname(this.distDir);
    return { source: path.relative(repoRoot, path.resolve(map.mapDir, found.source)), line: found.line, name: found.name ?? null };
  }
}
