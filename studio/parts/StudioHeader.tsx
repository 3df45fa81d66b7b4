/**
 * The signed-in screens' top bar: the product, the privacy screen's link, the signed-in state (with the session's end), "Sign out"
 * (this browser) and, in its "more" menu, "Sign out everywhere…" (every browser; the screen asks first).
 */
import { Button, Link } from 'react-aria-components';
import { hrefOf } from '../rules/studioRoute';
import { Dropdown } from '../controls/Dropdown';
import { BrandMark } from './BrandMark';
import { SCREEN_WIDTH } from './screenWidth';
import { MORE_ICON } from './MoreIcon';
import { Spinner } from './Spinner';

export interface StudioHeaderProps {
  expiresAt: string | null;
  signingOut: boolean;
  onSignOut: () => void;
  onSignOutEverywhere: () => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function StudioHeader({ expiresAt, signingOut, onSignOut, onSignOutEverywhere }: StudioHeaderProps) {
  const until = expiresAt === null ? null : new Date(expiresAt);
  return (
    <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className={`${SCREEN_WIDTH} flex h-16 items-center gap-3`}>
        <BrandMark className="size-8" />
        <div className="flex min-w-0 items-baseline gap-2">
          <span className="text-base font-semibold tracking-tight text-slate-900">Studio</span>
          <span className="hidden truncate text-sm text-slate-500 md:inline">Messaging opt-in widgets</span>
        </div>

        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {/* Data subject requests (issue 48): one place for the whole server, not one page's. */}
          <Link
            href={hrefOf({ screen: 'privacy' })}
            className="rounded-md px-2 py-1 text-sm font-medium text-slate-600 outline-none data-hovered:text-slate-900 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
          >
            Privacy
          </Link>
          <p className="flex items-center gap-2 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800 ring-1 ring-emerald-600/20 ring-inset">
            <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
            Signed in
            {until !== null && !Number.isNaN(until.getTime()) && (
              <span className="hidden font-normal text-emerald-700 sm:inline">
                until <time dateTime={until.toISOString()}>{timeFormat.format(until)}</time>
              </span>
            )}
          </p>
          {/* No isPending (React Aria's announcement would point at this button once it is gone): the
              screen ignores a second press while signing out, and the spinner shows it. */}
          <Button
            onPress={onSignOut}
            aria-disabled={signingOut || undefined}
            className={`inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-xs outline-none transition-colors data-hovered:bg-slate-50 data-hovered:text-slate-900 data-pressed:bg-slate-100 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40 ${
              signingOut ? 'cursor-wait' : ''
            }`}
          >
            {signingOut && <Spinner className="size-3.5" />}
            Sign out
          </Button>
          <Dropdown
            label="Session options"
            icon={MORE_ICON}
            items={[{ id: 'everywhere', label: 'Sign out everywhere…', isDisabled: signingOut }]}
            onAction={onSignOutEverywhere}
          />
        </div>
      </div>
    </header>
  );
}
