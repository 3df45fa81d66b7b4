/** What a screen shows while it loads, and when loading failed (with "Try again"): one look on every screen. */
import { Button } from 'react-aria-components';
import { Spinner } from './Spinner';

export function LoadingNote({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-5 py-6 text-sm text-slate-600">
      <Spinner className="size-5 text-accent-600" />
      {children}
    </p>
  );
}

export interface LoadFailureProps {
  /** What could not be loaded, as the sentence's subject: "The pages", "The widget". */
  what: string;
  message: string;
  onRetry: () => void;
}

export function LoadFailure({ what, message, onRetry }: LoadFailureProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-5 text-sm text-red-800">
      <p>
        {what} could not be loaded: {message}
      </p>
      <Button
        onPress={onRetry}
        className="rounded-lg border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 outline-none data-hovered:bg-red-100 data-focus-visible:ring-3 data-focus-visible:ring-red-500/30"
      >
        Try again
      </Button>
    </div>
  );
}
