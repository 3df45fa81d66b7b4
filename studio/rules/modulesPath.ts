/**
 * The dark modules of a messenger code as one SVG path (the preview draws a single `<path>`, never a
 * rect per module): each row's runs of visible dark modules become one rectangle, `M x y h n v 1 h -n z`,
 * in module units with the quiet zone as the offset. Hidden modules (under the logo) break a run.
 */
import type { MessengerCodeLayout } from './messengerCodeLayout';

export interface ModulesPath {
  d: string;
  /** Dark modules drawn (hidden ones not counted). */
  darkCount: number;
  /** The runs, for a renderer that fills rectangles (the PNG's canvas). */
  runs: ReadonlyArray<{ x: number; y: number; length: number }>;
}

export function modulesPath(layout: Pick<MessengerCodeLayout, 'symbolSize' | 'quietZone' | 'isDark' | 'isHidden'>): ModulesPath {
  const { symbolSize, quietZone, isDark, isHidden } = layout;
  const runs: { x: number; y: number; length: number }[] = [];
  let darkCount = 0;
  for (let row = 0; row < symbolSize; row++) {
    let start = -1;
    for (let col = 0; col <= symbolSize; col++) {
      const on = col < symbolSize && isDark(row, col) && !isHidden(row, col);
      if (on) {
        darkCount++;
        if (start < 0) start = col;
      } else if (start >= 0) {
        runs.push({ x: start + quietZone, y: row + quietZone, length: col - start });
        start = -1;
      }
    }
  }
  const d = runs.map((r) => `M${r.x} ${r.y}h${r.length}v1h-${r.length}z`).join('');
  return { d, darkCount, runs };
}
