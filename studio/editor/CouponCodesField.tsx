/**
 * The widget editor's "Unique codes" part (issue 48 item 5), shown under a code to copy that is unique:
 * how many of the widget's codes are left (with "Only N codes left" below the owner's threshold) and an
 * upload of a CSV of codes, by the file picker or by dropping the file on the part (React Aria's
 * FileTrigger and DropZone: both reachable by keyboard). The codes live on the server, not in the
 * widget's configuration, so an upload takes effect at once, saved or not; a widget not saved yet has
 * no codes to show (the server does not know it).
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, DropZone, FileTrigger, type DropZoneProps } from 'react-aria-components';
import type { CouponCodesResponse } from '../../bridge-protocol/studio/couponCodesApi';
import { couponCodesApi } from '../api/couponCodes';
import { StudioApiError } from '../api/client';
import { descriptionClass, errorClass, labelClass, secondaryButtonClass } from '../controls/controlStyles';
import { couponStock, uploadSummary } from '../rules/couponStock';
import { LiveRegion } from '../configOnly/LiveRegion';
import { Notice } from '../configOnly/Notice';

export interface CouponCodesFieldProps {
  label: string;
  help?: string;
  /** The page and widget the codes belong to; null: the widget cannot have codes yet. */
  pageId: string | null;
  widgetId: string | null;
  /** "Only N codes left" below this many (the step's `low_warning`). */
  lowWarning: number;
}

type Status = { kind: 'idle' | 'busy' } | { kind: 'done' | 'failed'; message: string };

/** React Aria's drop event (its type lives in a package this one does not depend on directly). */
type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The first file a drop carries, if any. */
async function droppedFile(event: DropEvent): Promise<File | null> {
  for (const item of event.items) if (item.kind === 'file') return item.getFile();
  return null;
}

export function CouponCodesField({ label, help, pageId, widgetId, lowWarning }: CouponCodesFieldProps) {
  const [counts, setCounts] = useState<CouponCodesResponse | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    if (pageId === null || widgetId === null) return;
    let gone = false;
    couponCodesApi.counts(pageId, widgetId).then(
      (answer) => !gone && setCounts(answer),
      // A widget the server does not know yet (not saved) is a 404: nothing to count.
      (error: unknown) => !gone && !(error instanceof StudioApiError && error.status === 404) && setStatus({ kind: 'failed', message: messageOf(error) }),
    );
    return () => {
      gone = true;
    };
  }, [pageId, widgetId]);

  const upload = useCallback(
    async (file: File | null) => {
      if (file === null || pageId === null || widgetId === null) return;
      setStatus({ kind: 'busy' });
      try {
        const answer = await couponCodesApi.upload(pageId, widgetId, file);
        setCounts(answer);
        setStatus({ kind: 'done', message: uploadSummary(answer) });
      } catch (error) {
        setStatus({ kind: 'failed', message: error instanceof StudioApiError && error.status === 404 ? 'Save the widget first, then upload its codes.' : messageOf(error) });
      }
    },
    [pageId, widgetId],
  );

  const stock = counts ? couponStock(counts, lowWarning) : null;
  const busy = status.kind === 'busy';
  return (
    <div className="flex flex-col gap-2" data-testid="coupon-codes">
      <span className={labelClass}>{label}</span>
      {help && <p className={descriptionClass}>{help}</p>}
      <DropZone
        data-testid="coupon-drop"
        aria-label={`${label}: drop a CSV file here`}
        isDisabled={busy || pageId === null || widgetId === null}
        onDrop={(event) => void droppedFile(event).then(upload)}
        className={({ isDropTarget }) =>
          `flex flex-col items-start gap-2 rounded-lg border border-dashed px-3 py-3 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600 ${isDropTarget ? 'border-accent-600 bg-accent-50' : 'border-slate-300 bg-white'}`
        }
      >
        <p className="text-sm text-slate-700">{stock ? stock.summary : 'Drop a CSV file here, or choose one.'}</p>
        <FileTrigger acceptedFileTypes={['.csv', 'text/csv', 'text/plain']} onSelect={(files) => void upload(files?.[0] ?? null)}>
          <Button className={secondaryButtonClass} isDisabled={busy || pageId === null || widgetId === null}>
            {busy ? 'Uploading…' : 'Upload a CSV of codes'}
          </Button>
        </FileTrigger>
        <p className={descriptionClass}>One code per line, or a column named “code”. At most 100,000 codes or 2 MB per file.</p>
      </DropZone>
      <LiveRegion className="flex flex-col gap-2">
        {stock?.warning && <Notice tone="warning">{stock.warning}</Notice>}
        {status.kind === 'done' && <p className="text-xs text-slate-600">{status.message}</p>}
        {status.kind === 'failed' && <p className={errorClass}>{status.message}</p>}
      </LiveRegion>
    </div>
  );
}
