/** A failed reports load: what went wrong, "Try again", and the way back to the pages when the page is gone (404). */
import { Button, Link } from 'react-aria-components';
import { hrefOf } from '../rules/studioRoute';

export function ReportsFailure({ message, status, onRetry }: { message: string; status: number | undefined; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-5 text-sm text-red-800">
      <p>The reports could not be loaded: {message}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onPress={onRetry}
          className="rounded-lg border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 outline-none data-hovered:bg-red-100 data-focus-visible:ring-3 data-focus-visible:ring-red-500/30"
        >
          Try again
        </Button>
        {status === 404 && (
          <Link
            href={hrefOf({ screen: 'pages' })}
            className="rounded-lg px-1 font-medium text-red-800 underline-offset-2 outline-none data-hovered:underline data-focus-visible:ring-3 data-focus-visible:ring-red-500/30"
          >
            Back to pages
          </Link>
        )}
      </div>
    </div>
  );
}
