/**
 * Everything behind the sign-in: the header with "Sign out" and the screen of the current address
 * (rules/studioRoute.ts). A screen that meets a 401 calls `onSessionLost`, and the sign-in screen comes
 * back with the server's reason; links between screens go through React Aria's RouterProvider, so they
 * are real links that also open in a new tab.
 */
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { withWidgetAliases } from '../../bridge-protocol/config';
import type { StudioPage } from '../../bridge-protocol/studioApi';
import { isSessionLost, studioApi } from '../api/client';
import { ConfigOnlyScreen } from '../configOnly/ConfigOnlyScreen';
import { ControlsGallery } from '../controls/ControlsGallery';
import { navigate, useStudioRoute } from '../navigation/useStudioRoute';
import { StudioHeader } from '../parts/StudioHeader';
import { NotFound } from './NotFound';
import { Pages } from './Pages';

export interface SignedInProps {
  expiresAt: string | null;
  onSignedOut: (notice: string | null) => void;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function SignedIn({ expiresAt, onSignedOut }: SignedInProps) {
  const route = useStudioRoute();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);

  async function signOut() {
    if (signingOut) return;
    setSigningOut(true);
    setSignOutError(null);
    try {
      await studioApi.signOut();
      onSignedOut(null);
    } catch (error) {
      if (isSessionLost(error)) onSignedOut(null);
      else {
        setSignOutError(messageOf(error));
        setSigningOut(false);
      }
    }
  }

  const onSessionLost = onSignedOut;

  let screen;
  switch (route.screen) {
    case 'pages':
      screen = <Pages onSessionLost={onSessionLost} />;
      break;
    case 'controls':
      // The gallery is its own full page for QA: no header, nothing around it.
      return <ControlsGallery />;
    case 'widget':
      // TEMP wiring (studio-Q): main's WidgetScreen replaces this case.
      screen = <TempWidgetScreen key={`${route.pageId}/${route.widgetId}`} pageId={route.pageId} widgetId={route.widgetId} onSessionLost={onSessionLost} />;
      break;
    default:
      screen = <NotFound />;
  }

  return (
    <RouterProvider navigate={navigate}>
      <StudioHeader expiresAt={expiresAt} signingOut={signingOut} onSignOut={() => void signOut()} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        {signOutError !== null && (
          <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            Signing out failed: {signOutError}
          </p>
        )}
        {screen}
      </main>
    </RouterProvider>
  );
}

/** TEMP wiring (studio-Q): loads the page and shows a configuration-only widget's screen; main's WidgetScreen replaces it. */
function TempWidgetScreen({ pageId, widgetId, onSessionLost }: { pageId: string; widgetId: string; onSessionLost: (notice: string) => void }) {
  const [page, setPage] = useState<StudioPage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    studioApi.page(pageId).then(
      (answer) => current && setPage(answer.page),
      (error: unknown) => {
        if (!current) return;
        if (isSessionLost(error)) onSessionLost(messageOf(error));
        else setFailure(messageOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [pageId, onSessionLost]);
  if (failure !== null) return <p role="alert">The page could not be loaded: {failure}</p>;
  if (page === null) return <p role="status">Loading…</p>;
  const widgets = Array.isArray(page.config.widgets) ? (page.config.widgets as unknown[]) : [];
  const widget = widgets.find((w) => String((withWidgetAliases(w) as { widget_id?: unknown }).widget_id) === widgetId);
  if (widget === undefined || widget === null || typeof widget !== 'object') return <NotFound />;
  return <ConfigOnlyScreen page={page} widget={widget as Record<string, unknown>} onSaved={(answer) => setPage(answer.page)} onSessionLost={onSessionLost} />;
}
