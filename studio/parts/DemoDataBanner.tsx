/**
 * The banner over the demo brand's screens (issue 49): what is shown is generated sample data, and the
 * one action that removes it all ("Remove demo data", after a confirm; pages/useRemoveDemoData.ts).
 */
import { Button } from 'react-aria-components';
import { useRemoveDemoData } from '../pages/useRemoveDemoData';

export interface DemoDataBannerProps {
  onRemoved: () => void;
  onSessionLost: (notice: string) => void;
}

export function DemoDataBanner({ onRemoved, onSessionLost }: DemoDataBannerProps) {
  const { remove, busy, failure, confirmDialog } = useRemoveDemoData(onRemoved, onSessionLost);
  return (
    <section aria-labelledby="demo-data-heading" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 sm:px-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id="demo-data-heading" className="text-sm font-semibold text-amber-950">
            Demo data
          </h2>
          <p className="mt-0.5 text-sm text-amber-900">
            Northbeam Coffee Roasters is a sample shop: its pages and 30 days of results are generated, so you can see the studio at work.
          </p>
        </div>
        <Button
          onPress={() => void remove()}
          isDisabled={busy}
          className="inline-flex h-9 shrink-0 items-center justify-center rounded-lg border border-amber-400 bg-white px-3 text-sm font-medium text-amber-950 shadow-xs outline-none data-disabled:opacity-60 data-hovered:bg-amber-100 data-focus-visible:ring-3 data-focus-visible:ring-amber-500/50"
        >
          {busy ? 'Removing…' : 'Remove demo data'}
        </Button>
      </div>
      {failure !== null && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      {confirmDialog}
    </section>
  );
}
