/**
 * The studio's only way to the server: `/studio/api/*` on its own origin, the session cookie sent by the
 * browser (`credentials: 'same-origin'`; the cookie is HttpOnly, so no script here ever sees it). Every
 * answer is checked against its schema (bridge-protocol/studioApi.ts) before a screen uses it, and every
 * failure becomes a StudioApiError whose message can be shown as it is. The client keeps no state:
 * what a person typed stays in the screen that asked, whatever happens here.
 */
import {
  sessionResponseSchema,
  studioPagesResponseSchema,
  type SessionResponse,
  type StudioPagesResponse,
} from '../../bridge-protocol/studioApi';
import type { Schema } from '../../bridge-protocol/validate';
import { isPlainObject } from '../../bridge-protocol/validate';

export class StudioApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The request field the server named, if any (`token` for a wrong token). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

/** 401 from any call but signing in: the session is gone (expired, signed out elsewhere, token changed). */
export const isSessionLost = (error: unknown): boolean => error instanceof StudioApiError && error.status === 401;

const API_BASE = `${import.meta.env.BASE_URL}api`;

/** The server's own message (`{state:false, errors:[{message, field}]}`), else a plain one per status. */
function failureOf(status: number, body: unknown): StudioApiError {
  const first: unknown = isPlainObject(body) && Array.isArray(body.errors) ? body.errors[0] : undefined;
  if (isPlainObject(first) && typeof first.message === 'string') {
    return new StudioApiError(first.message, status, typeof first.field === 'string' ? first.field : undefined);
  }
  if (status === 429) return new StudioApiError('Too many attempts: wait a minute, then try again.', status);
  return new StudioApiError(`The server answered ${status}. Try again in a moment.`, status);
}

async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, schema: Schema<T>, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new StudioApiError('Cannot reach the server. Check that it is running (`npm start`), then try again.', 0);
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: the status alone says what happened.
  }
  if (!response.ok) throw failureOf(response.status, parsed);
  const problem = schema(parsed, 'answer');
  if (problem) throw new StudioApiError(`The server's answer was not understood (${problem}). Reload the page.`, response.status);
  return parsed as T;
}

export const studioApi = {
  /** Whether the browser holds a valid session (`signedIn`), and if not, why (`reason`). */
  session: (): Promise<SessionResponse> => call('GET', '/session', sessionResponseSchema),
  /** Exchanges the admin token for the session cookie; a 401 with field `token` when it is wrong. */
  signIn: (token: string): Promise<SessionResponse> => call('POST', '/session', sessionResponseSchema, { token }),
  signOut: (): Promise<SessionResponse> => call('DELETE', '/session', sessionResponseSchema),
  pages: (): Promise<StudioPagesResponse> => call('GET', '/pages', studioPagesResponseSchema),
};
