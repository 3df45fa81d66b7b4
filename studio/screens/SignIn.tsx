/**
 * Sign-in: the admin token, exchanged for the studio's session cookie (POST /studio/api/session). A wrong
 * token is said under the field, which keeps what was typed; other failures (server away, too many
 * attempts) are said above the button. The field is a password field: the token is a secret on screen too.
 */
import { errorText } from '../../bridge-protocol/errorText';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { StudioApiError, studioApi } from '../api/client';
import { BrandMark } from '../parts/BrandMark';
import { Spinner } from '../parts/Spinner';

export interface SignInProps {
  /** Why the sign-in screen is back (an expired session), or null on an ordinary visit. */
  notice: string | null;
  onSignedIn: (expiresAt: string | null) => void;
}

const CODE = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] text-slate-700';

/** The admin token's field: a password field, the token is a secret on screen too. */
function TokenField({ token, onToken }: { token: string; onToken: (token: string) => void }) {
  return (
    <TextField
      name="token"
      type="password"
      isRequired
      autoFocus
      autoComplete="current-password"
      value={token}
      onChange={onToken}
      className="group flex flex-col gap-1.5"
    >
      <Label className="text-sm font-medium text-slate-800">Admin token</Label>
      <Input
        spellCheck={false}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-sm text-slate-900 shadow-xs outline-none transition-colors placeholder:text-slate-400 data-focused:border-accent-600 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/30 group-data-invalid:border-red-600 group-data-invalid:data-focused:border-red-600 group-data-invalid:data-focus-visible:ring-red-500/25"
      />
      <FieldError className="flex items-start gap-1.5 text-sm text-red-700" />
      <Text slot="description" className="text-xs leading-5 text-slate-500">
        The <code className={CODE}>ADMIN_TOKEN</code> the server was started with. Without one,
        open the one-time sign-in link <code className={CODE}>npm start</code> prints.
      </Text>
    </TextField>
  );
}

/** "Sign in", and "Signing in…" while the server is asked. */
function SignInButton({ pending }: { pending: boolean }) {
  return (
    <>
      {/* Pending is shown, and said in a live region, by this screen rather than with React Aria's
          isPending: its announcement points at the button by id, and the button is gone once signed
          in, which leaves a nameless role="img" in the announcer (axe: role-img-alt). */}
      <Button
        type="submit"
        aria-disabled={pending || undefined}
        className={`inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-accent-600 px-4 text-sm font-semibold text-white shadow-sm outline-none transition-colors data-hovered:bg-accent-700 data-pressed:bg-accent-700 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40 data-focus-visible:ring-offset-2 ${
          pending ? 'cursor-wait bg-accent-600/85' : ''
        }`}
      >
        {pending && <Spinner />}
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
      <p role="status" className="sr-only">
        {pending ? 'Signing in…' : ''}
      </p>
    </>
  );
}

export function SignIn({ notice, onSignedIn }: SignInProps) {
  const [token, setToken] = useState('');
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    document.title = 'Sign in · Studio';
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFormError(null);
    setFieldErrors({});
    try {
      const answer = await studioApi.signIn(token);
      if (mounted.current) onSignedIn(answer.expiresAt ?? null);
    } catch (error) {
      if (!mounted.current) return;
      const message = errorText(error);
      if (error instanceof StudioApiError && error.field === 'token') setFieldErrors({ token: message });
      else setFormError(message);
    } finally {
      if (mounted.current) setPending(false);
    }
  }

  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10 sm:px-6">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <BrandMark className="size-11" />
          <p className="mt-5 text-sm font-medium text-slate-500">Messaging opt-in widgets</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">Sign in to Studio</h1>
        </div>

        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm shadow-slate-900/5 sm:p-8">
          {notice !== null && (
            <p role="status" className="mb-5 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {notice}
            </p>
          )}
          <Form onSubmit={submit} validationErrors={fieldErrors} className="flex flex-col gap-5">
            <TokenField token={token} onToken={setToken} />

            {formError !== null && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {formError}
              </p>
            )}

            <SignInButton pending={pending} />
          </Form>
        </div>

        <p className="mt-6 text-center text-xs leading-5 text-slate-500">A session lasts 12 hours on this browser.</p>
      </div>
    </main>
  );
}
