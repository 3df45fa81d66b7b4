/**
 * The studio's shell: asks the server once whether the browser holds a session, then shows the sign-in
 * screen or the signed-in screens. Opened from a one-time sign-in link (`#sign-in=<code>`), it takes the
 * code out of the address first (so it stays in no history entry or bookmark) and signs in with it. A
 * 401 from any later call (the session expired or was ended, or the token changed) brings the sign-in
 * screen back with a notice saying so.
 */
import { errorText } from '../bridge-protocol/errorText';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionResponse } from '../bridge-protocol/studio/studioApi';
import { studioApi } from './api/client';
import { Spinner } from './parts/Spinner';
import { SignedIn } from './screens/SignedIn';
import { SignIn } from './screens/SignIn';
import { signInCodeOf } from './rules/signInLink';

type Session =
  | { kind: 'checking'; withLink: boolean }
  | { kind: 'signed-out'; notice: string | null }
  | { kind: 'signed-in'; expiresAt: string | null };

export function App() {
  const [linkCode] = useState(() => signInCodeOf(window.location.hash));
  const [session, setSession] = useState<Session>({ kind: 'checking', withLink: linkCode !== null });
  // A link's code works once: the question is asked once per mount, even where StrictMode runs effects twice.
  const question = useRef<Promise<SessionResponse> | null>(null);

  useEffect(() => {
    let current = true;
    if (question.current === null) {
      if (linkCode !== null) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      question.current = linkCode !== null ? studioApi.signInWithLink(linkCode) : studioApi.session();
    }
    question.current.then(
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
  }, [linkCode]);

  const signedIn = useCallback((expiresAt: string | null) => setSession({ kind: 'signed-in', expiresAt }), []);
  const signedOut = useCallback((notice: string | null) => setSession({ kind: 'signed-out', notice }), []);

  switch (session.kind) {
    case 'checking':
      return (
        <div className="grid min-h-dvh place-items-center">
          <p role="status" className="flex items-center gap-3 text-sm text-slate-600">
            <Spinner className="size-5 text-accent-600" />
            {session.withLink ? 'Signing you in…' : 'Checking your session…'}
          </p>
        </div>
      );
    case 'signed-out':
      return <SignIn notice={session.notice} onSignedIn={signedIn} />;
    case 'signed-in':
      return <SignedIn expiresAt={session.expiresAt} onSignedOut={signedOut} />;
  }
}
