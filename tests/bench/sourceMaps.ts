/**
 * Maps a position in a built file served from the widget origin (dist/loader.js, dist/frame/assets/*.js)
 * back to its source with the build's own source map (`<file>.map` beside it), so that the profiler's
 * minified names (`Ke loader.js:1:14983`) read as `loader/frames/widgetHost.ts:120`.
 * Source map v3 "mappings": base64 VLQ, `;` between generated lines, `,` between segments.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Segment = [genCol: number, source: number, line: number, col: number, name: number];

interface ParsedMap {
  sources: string[];
  names: string[];
  lines: Segment[][];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let line = 0;
  let col = 0;
  let name = 0;
  for (const lineText of mappings.split(';')) {
    const segments: Segment[] = [];
    let genCol = 0;
    for (const segText of lineText.split(',')) {
      if (segText === '') continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segText) {
        const digit = B64_VALUE.get(ch) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      genCol += values[0] ?? 0;
      if (values.length >= 4) {
        source += values[1]!;
        line += values[2]!;
        col += values[3]!;
        if (values.length >= 5) name += values[4]!;
        segments.push([genCol, source, line, col, values.length >= 5 ? name : -1]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

export interface OriginalPosition {
  /** Repository-relative source path, e.g. loader/boot.ts. */
  source: string;
  /** 1-based. */
  line: number;
  /** The original identifier at that position, when the map has one. */
  name: string | null;
}

export class SourceMapResolver {
  private readonly maps = new Map<string, ParsedMap | null>();

  constructor(
    private readonly distDir: string,
    private readonly widgetOrigin: string,
  ) {}

  private load(url: string): ParsedMap | null {
    if (!url.startsWith(`${this.widgetOrigin}/`)) return null;
    const pathname = new URL(url).pathname;
    if (this.maps.has(pathname)) return this.maps.get(pathname)!;
    let parsed: ParsedMap | null = null;
    const file = path.join(this.distDir, ...pathname.split('/').filter(Boolean)) + '.map';
    if (file.startsWith(this.distDir) && existsSync(file)) {
      const raw = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[]; names?: string[]; mappings: string };
      const mapDir = path.dirname(file);
      const repoRoot = path.dirname(this.distDir);
      parsed = {
        sources: raw.sources.map((s) => path.relative(repoRoot, path.resolve(mapDir, s))),
        names: raw.names ?? [],
        lines: decodeMappings(raw.mappings),
      };
    }
    this.maps.set(pathname, parsed);
    return parsed;
  }

  /** `line` and `column` 1-based, as in the profiler output. */
  resolve(url: string, line: number, column: number): OriginalPosition | null {
    const map = this.load(url);
    const segments = map?.lines[line - 1];
    if (!map || !segments || segments.length === 0) return null;
    let lo = 0;
    let hi = segments.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (segments[mid]![0] <= column - 1) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found < 0) return null;
    const [, source, srcLine, , name] = segments[found]!;
    return { source: map.sources[source] ?? '?', line: srcLine + 1, name: name >= 0 ? (map.names[name] ?? null) : null };
  }
}
