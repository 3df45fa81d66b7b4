/**
 * A stand-in for the host page: a box the size of the simulated viewport, with a sketch of a shop page,
 * and a slot placed and sized exactly as loader.js would place and size the iframe from the frame's
 * `mc:layout` / `mc:resize`. A wrong size shows here as clipping, as it would on a real page.
 * Where the slot goes and how big it is: stageSlotStyle.ts.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { LayoutRequest, PageState, Viewport } from '../../bridge-protocol/messages';
import { stageSlotStyle } from './stageSlotStyle';

export interface StageProps {
  layout: LayoutRequest | null;
  viewport: Viewport;
  page: PageState;
  frameError: string | null;
  /** The frame's content root; keyed by boot so every boot gets a fresh element. */
  bootKey: number;
  rootRef: (element: HTMLDivElement | null) => void;
  status: ReactNode;
}

function pagePadding(layout: LayoutRequest | null): CSSProperties {
  if (!layout?.visible || layout.placement.kind !== 'bar' || !layout.placement.pushPage) return {};
  return layout.placement.position === 'top' ? { paddingTop: layout.size.height } : { paddingBottom: layout.size.height };
}

function FakePage({ narrow }: { narrow: boolean }) {
  const line = 'h-2.5 rounded-full bg-slate-200';
  return (
    <div aria-hidden="true" className="space-y-6 p-6">
      <div className="flex items-center justify-between">
        <div className="flex items-center gap-2">
          <div className="size-7 rounded-md bg-slate-800" />
          <div className="h-3 w-24 rounded-full bg-slate-300" />
        </div>
        {!narrow && (
          <div className="flex gap-4">
            <div className={`${line} w-14`} />
            <div className={`${line} w-14`} />
            <div className={`${line} w-14`} />
          </div>
        )}
      </div>
      <div className={`grid gap-6 ${narrow ? '' : 'grid-cols-2'}`}>
        <div className="aspect-[4/3] rounded-lg bg-linear-to-br from-slate-200 to-slate-100" />
        <div className="space-y-3 py-2">
          <div className="h-5 w-3/4 rounded-full bg-slate-300" />
          <div className="h-4 w-1/4 rounded-full bg-slate-300" />
          <div className={`${line} w-full`} />
          <div className={`${line} w-11/12`} />
          <div className={`${line} w-4/5`} />
          <div className="mt-4 h-9 w-36 rounded-md bg-slate-800" />
        </div>
      </div>
      <div className={`grid gap-4 ${narrow ? 'grid-cols-2' : 'grid-cols-4'}`}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-2">
            <div className="aspect-square rounded-md bg-slate-100" />
            <div className={`${line} w-3/4`} />
            <div className={`${line} w-1/3`} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function Stage({ layout, viewport, page, frameError, bootKey, rootRef, status }: StageProps) {
  const visible = layout?.visible === true;
  const where = layout ? `${layout.placement.kind}${layout.placement.position ? ` ${layout.placement.position}` : ''}` : 'no layout yet';
  return (
    <section aria-labelledby="qa-stage-title" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-2.5">
        <h2 id="qa-stage-title" className="text-sm font-semibold text-slate-900">
          Host page <span className="ml-1 font-normal text-slate-500 tabular-nums">{viewport.width} × {viewport.height}</span>
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {status}
          <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2 py-0.5">
            <span className={`size-1.5 rounded-full ${visible ? 'bg-emerald-500' : 'bg-slate-400'}`} aria-hidden="true" />
            iframe {visible ? 'shown' : 'hidden'} · {where}
            {layout && ` · ${layout.size.width}×${layout.size.height}`}
          </span>
        </div>
      </div>
      <div className="overflow-auto bg-slate-100 p-2 sm:p-4">
        <div
          className="relative mx-auto overflow-hidden rounded-md bg-white shadow ring-1 ring-slate-300"
          style={{ width: viewport.width, height: viewport.height }}
        >
          <div style={pagePadding(layout)}>
            <FakePage narrow={viewport.width < 640} />
          </div>
          <div
            className="absolute top-2 right-1 bottom-2 w-1 rounded-full bg-slate-200"
            role="img"
            aria-label={`Scroll depth ${page.maxScroll} %`}
          >
            <div className="w-1 rounded-full bg-sky-500" style={{ height: `${page.maxScroll}%` }} />
          </div>
          {frameError && (
            <div role="alert" className="absolute inset-x-6 top-6 z-20 rounded-md bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200">
              <strong className="font-semibold">The frame reported an error.</strong> {frameError}
            </div>
          )}
          <div style={stageSlotStyle(layout, viewport.height)} aria-hidden={visible ? undefined : true} data-testid="qa-frame-slot">
            <div key={bootKey} ref={rootRef} className="frame-root" />
          </div>
        </div>
      </div>
    </section>
  );
}
