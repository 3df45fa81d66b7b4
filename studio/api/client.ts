/**
 * The studio's only way to the server: `/studio/api/*` on its own origin, the session cookie sent by the
 * browser (`credentials: 'same-origin'`; the cookie is HttpOnly, so no script here ever sees it). Every
 * answer is checked against its schema (bridge-protocol/studio/studioApi.ts) before a screen uses it, and every
 * failure becomes a StudioApiError whose message can be shown as it is. The client keeps no state:
 * what a person typed stays in the screen that asked, whatever happens here.
 */
import {
  removeDemoDataResponseSchema,
  sessionResponseSchema,
  studioPageResponseSchema,
  studioPagesResponseSchema,
  studioWidgetResponseSchema,
  type CreateWidgetRequest,
  type SessionResponse,
  type StudioPageResponse,
  type StudioPagesResponse,
  type StudioWidgetResponse,
} from '../../bridge-protocol/studio/studioApi';
import type { PageSettings } from '../../bridge-protocol/studio/pageSettings';
import type { Schema } from '../../bridge-protocol/validate';
import { isPlainObject } from '../../bridge-protocol/validate';

export class StudioApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The request field the server named, if any (`token` for a wrong token, `data.main.title`). */
    readonly field?: string,
    /** Every problem the server listed (a widget save lists each invalid field); `[this]` at least. */
    readonly problems: ReadonlyArray<{ message: string; field?: string }> = [],
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

/** 401 from any call but signing in: the session is gone (expired, signed out elsewhere, token changed). */
export const isSessionLost = (error: unknown): boolean => error instanceof StudioApiError && error.status === 401;

const API_BASE = `${import.meta.env.BASE_URL}api`;
const seg = encodeURIComponent;

/** The server's own message (`{state:false, errors:[{message, field}]}`), else a plain one per status. */
function failureOf(status: number, body: unknown): StudioApiError {
  const listed = isPlainObject(body) && Array.isArray(body.errors) ? body.errors : [];
  const problems = listed.flatMap((e: unknown) =>
    isPlainObject(e) && typeof e.message === 'string' ? [{ message: e.message, ...(typeof e.field === 'string' ? { field: e.field } : {}) }] : [],
  );
  const first = problems[0];
  if (first) return new StudioApiError(first.message, status, first.field, problems);
  if (status === 429) return new StudioApiError('Too many attempts: wait a minute, then try again.', status);
  return new StudioApiError(`The server answered ${status}. Try again in a moment.`, status);
}

/**
 * One call of the studio API: `path` under `/studio/api`, the answer checked with `schema`; a `body` that
 * is a file (Blob) is sent as text/csv, any other as JSON. Screens use
 * the typed functions below (and their own files' beside it, e.g. reports); this is what they share.
 */
export async function studioCall<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, schema: Schema<T>, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': body instanceof Blob ? 'text/csv' : 'application/json' },
      // A file (the unique coupon codes' CSV) goes as it is; anything else as JSON.
      body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
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
  session: (): Promise<SessionResponse> => studioCall('GET', '/session', sessionResponseSchema),
  /** Exchanges the admin token for the session cookie; a 401 with field `token` when it is wrong. */
  signIn: (token: string): Promise<SessionResponse> => studioCall('POST', '/session', sessionResponseSchema, { token }),
  /** Signs in with a one-time sign-in link's code; a 401 with field `code` when it was used or expired. */
  signInWithLink: (code: string): Promise<SessionResponse> => studioCall('POST', '/session', sessionResponseSchema, { code }),
  /** Ends this browser's session on the server. */
  signOut: (): Promise<SessionResponse> => studioCall('DELETE', '/session', sessionResponseSchema),
  /** Ends every session, on every browser (`ended`: how many there were). */
  signOutEverywhere: (): Promise<SessionResponse> => studioCall('DELETE', '/sessions', sessionResponseSchema),
  pages: (): Promise<StudioPagesResponse> => studioCall('GET', '/pages', studioPagesResponseSchema),
  page: (pageId: string): Promise<StudioPageResponse> => studioCall('GET', `/pages/${seg(pageId)}`, studioPageResponseSchema),
  createPage: (pageId: string): Promise<StudioPageResponse> => studioCall('POST', '/pages', studioPageResponseSchema, { id: pageId }),
  /** A new widget of a kind, or a copy of one (`duplicateOf`). */
  createWidget: (pageId: string, request: CreateWidgetRequest): Promise<StudioWidgetResponse> =>
    studioCall('POST', `/pages/${seg(pageId)}/widgets`, studioWidgetResponseSchema, request),
  /**
   * Saves one widget's whole configuration (its id is the URL's). The server checks it with the same
   * schema the studio's form uses; a 400 names the field (`StudioApiError.field`, a path such as
   * `data.main.title`) and nothing is stored.
   */
  saveWidget: (pageId: string, widgetId: string, widget: Record<string, unknown>, promotedArm?: string): Promise<StudioWidgetResponse> =>
    studioCall(
      'PUT',
      // A promotion names its arm: the server then sends the owner's `experiment.promoted` webhook.
      `/pages/${seg(pageId)}/widgets/${seg(widgetId)}${promotedArm === undefined ? '' : `?promoted=${encodeURIComponent(promotedArm)}`}`,
      studioWidgetResponseSchema,
      widget,
    ),
  deleteWidget: (pageId: string, widgetId: string): Promise<StudioPageResponse> =>
    studioCall('DELETE', `/pages/${seg(pageId)}/widgets/${seg(widgetId)}`, studioPageResponseSchema),
  reorderWidgets: (pageId: string, order: readonly string[]): Promise<StudioPageResponse> =>
    studioCall('PUT', `/pages/${seg(pageId)}/widget-order`, studioPageResponseSchema, { order }),
  /**
   * Saves the page's "Brand and legal" settings (an empty text removes its field). A 400 lists each
   * problem at its path (`theme.accent`), checked as pageSettingsProblems checks it; nothing is stored.
   */
  savePageSettings: (pageId: string, settings: PageSettings): Promise<StudioPageResponse> =>
    studioCall('PUT', `/pages/${seg(pageId)}/settings`, studioPageResponseSchema, settings),
  /** Deletes the demo brand's pages and every row under them (issue 49); the ids removed. */
  removeDemoData: (): Promise<string[]> => studioCall('DELETE', '/demo-data', removeDemoDataResponseSchema).then((answer) => answer.removed),
};
