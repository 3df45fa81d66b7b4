/**
 * One inline widget's embed code: on request the studio measures the widget at RESERVE_WIDTHS column
 * widths in one real frame (measureWidgetHeights.ts) and gives the anchor's markup with the CSS that
 * reserves its height per width range (rules/reserveCss.ts), so the host page does not move when the
 * widget appears. A failed measurement says why and can be tried again.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { errorText } from '../../bridge-protocol/errorText';
import { CopyableOutput } from '../configOnly/CopyableOutput';
import { Spinner } from '../parts/Spinner';
import { RESERVE_WIDTHS, reserveCss, reserveHtml, reserveRanges, type ReserveRange } from '../rules/reserveCss';
import { measureWidgetHeights } from './measureWidgetHeights';

export interface InlineEmbedCodeProps {
  pageId: string;
  pageConfig: Record<string, unknown>;
  widget: Record<string, unknown>;
  widgetId: string;
  name: string;
}

type Measure = { kind: 'idle' } | { kind: 'measuring' } | { kind: 'failed'; message: string } | { kind: 'measured'; ranges: ReserveRange[] };

const buttonClass =
  'inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-xs outline-none ' +
  'data-disabled:opacity-60 data-hovered:bg-slate-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40';

export function InlineEmbedCode({ pageId, pageConfig, widget, widgetId, name }: InlineEmbedCodeProps) {
  const [measure, setMeasure] = useState<Measure>({ kind: 'idle' });
  const run = () => {
    setMeasure({ kind: 'measuring' });
    measureWidgetHeights({ pageId, pageConfig, widget, widths: RESERVE_WIDTHS }).then(
      (heights) => setMeasure({ kind: 'measured', ranges: reserveRanges(heights) }),
      (error: unknown) => setMeasure({ kind: 'failed', message: errorText(error) }),
    );
  };
  return (
    <section aria-label={`Embed code of ${name}`} className="flex flex-col gap-3 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">
        {name} <span className="font-normal text-slate-500 tabular-nums">#{widgetId}</span>
      </h3>
      {measure.kind !== 'measured' && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onPress={run} isDisabled={measure.kind === 'measuring'} className={buttonClass}>
            {measure.kind === 'measuring' && <Spinner className="size-4 text-accent-600" />}
            {measure.kind === 'failed' ? 'Try again' : 'Get the embed code'}
          </Button>
          <p role="status" className="text-sm text-slate-600">
            {measure.kind === 'measuring' ? `Measuring its height at ${RESERVE_WIDTHS.length} column widths…` : ''}
          </p>
        </div>
      )}
      {measure.kind === 'failed' && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          The widget could not be measured: {measure.message}
        </p>
      )}
      {measure.kind === 'measured' && (
        <>
          <CopyableOutput
            label="Where the widget goes (HTML)"
            value={reserveHtml(widgetId)}
            what="HTML"
            description="Put it in your page where the widget should appear."
          />
          <CopyableOutput
            label="Its reserved space (CSS)"
            value={reserveCss(widgetId, measure.ranges)}
            what="CSS"
            multiline
            rows={Math.min(12, measure.ranges.length + 3)}
            description="Add it to your stylesheet (or a <style> element with your CSP nonce): the page keeps the widget’s height while it loads, so nothing below it moves. Measure again after you change the widget."
          />
        </>
      )}
    </section>
  );
}
