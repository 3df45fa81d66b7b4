/**
 * Everything behind the sign-in: the header with "Sign out" (this browser) and "Sign out everywhere"
 * (every session, after a confirm), and the screen of the current address
 * (rules/studioRoute.ts). A screen that meets a 401 calls `onSessionLost`, and the sign-in screen comes
 * back with the server's reason; links between screens go through React Aria's RouterProvider, so they
 * are real links that also open in a new tab.
 */
import { errorText } from '../../bridge-protocol/errorText';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { RouterProvider } from 'react-aria-components';
import { isSessionLost, studioApi } from '../api/client';
import { navigate, useStudioRoute } from '../navigation/useStudioRoute';
import { LoadingNote } from '../parts/LoadStates';
import { SCREEN_WIDTH } from '../parts/screenWidth';
import { StudioHeader } from '../parts/StudioHeader';
import { useConfirm } from '../controls/useConfirm';
import type { StudioRoute } from '../rules/studioRoute';
import { NotFound } from './NotFound';
import { PageScreen } from './PageScreen';
import { Pages } from './Pages';

// The heavy screens load when first opened (the editor with its form and preview, the configuration-only
// kinds with the QR encoder, the reports and a widget's results with their chart, the QA gallery): signing in and the lists of
// pages stay a small first download.
const WidgetScreen = lazy(() => import('./WidgetScreen').then((m) => ({ default: m.WidgetScreen })));
const Reports = lazy(() => import('./Reports').then((m) => ({ default: m.Reports })));
const WidgetResults = lazy(() => import('./WidgetResults').then((m) => ({ default: m.WidgetResults })));
const Privacy = lazy(() => import('./Privacy').then((m) => ({ default: m.Privacy })));
const ControlsGallery = lazy(() => import('../controls/ControlsGallery').then((m) => ({ default: m.ControlsGallery })));

const SIGN_OUT_EVERYWHERE = {
  title: 'Sign out everywhere?',
  message: 'Every browser signed in to this studio, this one included, is signed out at once. Signing in again takes the admin token.',
  confirmLabel: 'Sign out everywhere',
  destructive: true,
};

const ScreenLoading = () => <LoadingNote>Loading…</LoadingNote>;

export interface SignedInProps {
  expiresAt: string | null;
  onSignedOut: (notice: string | null) => void;
}

/** The screen of a route, each told how to hand over when the session ends. */
function screenOf(route: StudioRoute, onSessionLost: (notice: string | null) => void): ReactElement {
  switch (route.screen) {
    case 'pages':
      return <Pages onSessionLost={onSessionLost} />;
    case 'reports':
      // Keyed by page: another page's reports start from their own range.
      return <Reports key={route.pageId} pageId={route.pageId} onSessionLost={onSessionLost} />;
    case 'privacy':
      return <Privacy onSessionLost={onSessionLost} />;
    case 'page':
      return <PageScreen pageId={route.pageId} onSessionLost={onSessionLost} />;
    case 'widget':
      return <WidgetScreen pageId={route.pageId} widgetId={route.widgetId} onSessionLost={onSessionLost} />;
    case 'widget-results':
      // Keyed by widget: another widget's results start from their own range.
      return <WidgetResults key={`${route.pageId}/${route.widgetId}`} pageId={route.pageId} widgetId={route.widgetId} onSessionLost={onSessionLost} />;
    default:
      return <NotFound />;
  }
}

export function SignedIn({ expiresAt, onSignedOut }: SignedInProps) {
  const route = useStudioRoute();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  async function signOut(everywhere: boolean) {
    if (signingOut) return;
    if (everywhere && !(await confirm(SIGN_OUT_EVERYWHERE))) return;
    setSigningOut(true);
    setSignOutError(null);
    try {
      if (everywhere) {
        const { ended = 1 } = await studioApi.signOutEverywhere();
        onSignedOut(`Signed out everywhere: ${ended === 1 ? 'the one session was' : `all ${ended} sessions were`} ended.`);
      } else {
        await studioApi.signOut();
        onSignedOut(null);
      }
    } catch (error) {
      if (isSessionLost(error)) onSignedOut(null);
      else {
        setSignOutError(errorText(error));
        setSigningOut(false);
      }
    }
  }

  if (route.screen === 'controls') {
    // The gallery is its own full page for QA: no header, nothing around it.
    return (
      <Suspense fallback={<ScreenLoading />}>
        <ControlsGallery />
      </Suspense>
    );
  }
  const screen = screenOf(route, onSignedOut);

  return (
    <RouterProvider navigate={navigate}>
      <StudioHeader
        expiresAt={expiresAt}
        signingOut={signingOut}
        onSignOut={() => void signOut(false)}
        onSignOutEverywhere={() => void signOut(true)}
      />
      {confirmDialog}
      {/* One width for every screen (the header's too, parts/screenWidth.ts): moving between them, the
          trail, the heading and the edges stay where they were. */}
      <main className={`${SCREEN_WIDTH} py-8 sm:py-10`}>
        {signOutError !== null && (
          <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            Signing out failed: {signOutError}
          </p>
        )}
        <Suspense fallback={<ScreenLoading />}>{screen}</Suspense>
      </main>
    </RouterProvider>
  );
}
