/**
 * The painted-for rule and its server inverse, held together (issue 46): the frame's first script
 * shows the server's desktop view only where `paintedViewHolds` says it is this visitor's
 * (frame-app/rules/paintedViewHolds.ts), and the server names, per kind, the least width from which it
 * holds (`paintedFromWidth`, server/rules/frameViewport.ts), below which the loader asks for the visitor's
 * own view. If either changes alone, a visitor either waits for React behind a view the server could have
 * painted for them, or is shown a view painted for someone else.
 */
import { describe, expect, it } from 'vitest';
import { PAINTED_FOR_EVERYONE, WIDGET_CATALOGUE, type PaintedFor } from '../../../bridge-protocol/widgetCatalogue';
import { paintedViewHolds } from '../../../frame-app/rules/paintedViewHolds';
import { paintedFromWidth } from '../../../server/rules/frameViewport';

const WIDTHS = [200, 320, 375, 390, 391, 392, 393, 414, 600, 767, 768, 769, 770, 1024, 1280, 1920, 4000];
/** The visitor the server renders for by default: a first view, not iOS. */
const firstDesktopVisit = (width: number, mobile: boolean) => ({ viewport: { width, mobile }, lastImpression: null, ios: false });

describe('the painted-for rule and its server inverse', () => {
  /** Every kind of the catalogue, and every combination a row could name tomorrow. */
  const rows: [string, PaintedFor][] = [
    ...WIDGET_CATALOGUE.map((row): [string, PaintedFor] => [`${row.type}/${row.channel}`, row.paintedFor]),
    ...[0, 392, 768, 769].flatMap((minViewportWidth) =>
      [false, true].map((desktop): [string, PaintedFor] => [`min ${minViewportWidth}, desktop ${String(desktop)}`, { ...PAINTED_FOR_EVERYONE, minViewportWidth, desktop }]),
    ),
  ];

  it('agree for every kind at every width: the desktop view holds exactly from paintedFromWidth on', () => {
    for (const [name, paintedFor] of rows) {
      const from = paintedFromWidth(paintedFor);
      for (const width of WIDTHS) {
        const holds = paintedViewHolds(paintedFor, firstDesktopVisit(width, false));
        expect(holds, `${name} at ${width} px (from ${String(from)})`).toBe(from === null || width >= from);
      }
    }
  });

  it('agree on a device the host reports as mobile: a desktop-only view never holds there, whatever its width', () => {
    for (const row of WIDGET_CATALOGUE) {
      for (const width of WIDTHS) {
        const holds = paintedViewHolds(row.paintedFor, firstDesktopVisit(width, true));
        if (row.paintedFor.desktop) expect(holds, `${row.type}/${row.channel} at ${width} px`).toBe(false);
        else expect(holds, `${row.type}/${row.channel} at ${width} px`).toBe(width >= row.paintedFor.minViewportWidth);
      }
    }
  });

  it('hold a view rendered for the visitor’s own viewport (vw, vm) on that viewport only', () => {
    for (const row of WIDGET_CATALOGUE) {
      const rendered = { ...row.paintedFor, viewport: { width: 375, mobile: true } };
      expect(paintedViewHolds(rendered, firstDesktopVisit(375, true)), row.type).toBe(true);
      expect(paintedViewHolds(rendered, firstDesktopVisit(376, true)), row.type).toBe(false);
      expect(paintedViewHolds(rendered, firstDesktopVisit(375, false)), row.type).toBe(false);
    }
  });
});
