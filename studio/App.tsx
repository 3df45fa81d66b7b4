/**
 * The studio's shell: asks the server once whether the browser holds a session, then shows the sign-in
 * screen or the signed-in screens. A 401 from any later call (the session expired, or the token changed)
 * brings the sign-in screen back with a notice saying so.
 */
import { errorText } from '../bridge-protocol/errorText';
import { useCallback, useEffect, useState } from 'react';
import { studioApi } from './api/client';
import { Spinner } from './parts/Spinner';
import { SignedIn } from './screens/SignedIn';
import { SignIn } from './screens/SignIn';

type Session =
  | { kind: 'checking' }
  | { kind: 'signed-out'; notice: string | null }
  | { kind: 'signed-in'; expiresAt: string | null };

export function App() {
  const [session, setSession] = useState<Session>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    studioApi.session().then(
      (answer) => {
        if (!current) return;
        if (answer.signedIn) setSession({ kind: 'signed-in', expiresAt: answer.expiresAt ?? null });
        // No cookie is the ordinary first visit: no notice. An expired one is worth saying.
        else setSession({ kind: 'signed-out', notice: answer.reason === 'expired' ? 'Your session has expired: sign in again.' : null });
      },
      (error: unknown) => current && setSession({ kind: 'signed-out', notice: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, []);

  const signedIn = useCallback((expiresAt: string | null) => setSession({ kind: 'signed-in', expiresAt }), []);
  const signedOut = useCallback((notice: string | null) => setSession({ kind: 'signed-out', notice }), []);

  switch (session.kind) {
    case 'checking':
      return (
        <div className="grid min-h-dvh place-items-center">
          <p role="status" className="flex items-center gap-3 text-sm text-slate-600">
            <Spinner className="size-5 text-accent-600" />
            Checking your session…
          </p>
        </div>
      );
    case 'signed-out':
      return <SignIn notice={session.notice} onSignedIn={signedIn} />;
    case 'signed-in':
      return <SignedIn expiresAt={session.expiresAt} onSignedOut={signedOut} />;
  }
}
