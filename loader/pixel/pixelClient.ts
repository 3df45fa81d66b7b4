/**
 * The page pixel's calls (SPEC §7) with SPEC §5's rejections, refused here before anything is sent:
 * - logEvent: app_id, account_id, payload, event, session_id, session_data, external_id, b;
 * - logConversionEvent: event, account_id, token;
 * - logMoneyEvent: event, account_id, weight, currency (default USD), token, and the session_id (our
 *   addition: the studio credits the money to the widget the session opted in through);
 * - checkOptin: asks once the session is known not to have opted in; the answer is stored in the
 *   pixel session, and a known opt-in answers at once without a request.
 * Every call waits for the pixel session and the app id; a rejection is an Error with the spec's text.
 */
import { checkOptinResponseSchema } from '../../bridge-protocol/api';
import { genericEventRejection, PIXEL_REJECTIONS, tokenEventRejection } from '../../bridge-protocol/pixelRejections';
import { trimSlash } from '../embedAttributes';
import type { PixelSession } from './pixelSession';
import type { PixelTransport } from './pixelTransport';

export interface PixelClientOptions {
  pixelApi: string;
  pageId: string;
  /** The pixel session, once established. */
  session: Promise<PixelSession>;
  /** The app id of the page's configuration (null when it has none). */
  appId: Promise<string | null>;
  /** Stores a changed session (the opt-in flag) in the host's storage. */
  saveSession(session: PixelSession): void;
  /** The bot flag; asked for when the first event is sent (its pattern list is costly to compile). */
  bot: () => boolean;
  transport: PixelTransport;
  now: () => number;
  /**
   * Whether the site has not allowed storing and tracking yet (consent mode, loader/consent/consentGate.ts): an
   * event then is dropped, not kept for later (docs/CONSENT.md), and checkOptin asks nothing.
   */
  held?: () => boolean;
}

export interface LogEventOptions {
  payload?: unknown;
  externalId?: string | null;
  /** A widget's own pixel account (SPEC §3 `data.setup.pixelId`) instead of the page's. */
  account?: string;
}

export interface PixelClient {
  logEvent(event: string, options?: LogEventOptions): Promise<void>;
  logConversionEvent(event: string, token?: string): Promise<void>;
  logMoneyEvent(event: string, weight: number, currency?: string, token?: string): Promise<void>;
  checkOptin(): Promise<boolean>;
  /** A widget saw the opt-in (the messenger button flow): stored, so checkOptin answers at once. */
  markOptedIn(): Promise<void>;
}

/** SPEC §7 account_id is a number; page ids made of digits are sent as one. */
function accountId(pageId: string): string | number {
  return /^\d{1,15}$/.test(pageId) ? Number(pageId) : pageId;
}

export function createPixelClient(options: PixelClientOptions): PixelClient {
  let current = options.session;
  const refuse = (message: string): Promise<never> => Promise.reject(new Error(message));
  const pageMissing = options.pageId.trim() === '';
  const endpoint = (call: string): string => `${trimSlash(options.pixelApi)}/pixel/${call}`;
  const markOptedIn = async (): Promise<void> => {
    const session = await current;
    if (session.hasOptedIn) return;
    const next = { ...session, hasOptedIn: true };
    current = Promise.resolve(next);
    options.saveSession(next);
  };
  /** A conversion or a money event: the same call, the money event with its weight and currency. */
  const tokenEvent = async (call: string, event: string, token: string | undefined, money?: { weight: number; currency: string }): Promise<void> => {
    if (pageMissing) return refuse(PIXEL_REJECTIONS.pageIdRequired);
    if (options.held?.()) return;
    const session = await current;
    const body = { event, account_id: accountId(options.pageId), ...money, token: token ?? session.token ?? '', ...(money && { session_id: session.sessionId }) };
    const rejection = tokenEventRejection(body, !!money, options.now());
    if (rejection) return refuse(rejection.message);
    await options.transport.post(endpoint(call), body);
  };

  return {
    async logEvent(event, { payload = null, externalId = null, account = options.pageId } = {}) {
      if (pageMissing) return refuse(PIXEL_REJECTIONS.pageIdRequired);
      if (options.held?.()) return;
      const [session, appId] = await Promise.all([current, options.appId]);
      const body = {
        app_id: appId,
        account_id: accountId(account),
        payload,
        event,
        session_id: session.sessionId,
        session_data: session.custom,
        external_id: externalId,
        b: options.bot(),
      };
      const rejection = genericEventRejection(body);
      if (rejection) return refuse(rejection.message);
      await options.transport.post(endpoint('logEvent'), body);
    },

    logConversionEvent: (event, token) => tokenEvent('logConversionEvent', event, token),

    // USD when the call names no currency (written here rather than as a module constant: see isExitIntent).
    logMoneyEvent: (event, weight, currency = 'USD', token) => tokenEvent('logMoneyEvent', event, token, { weight, currency }),

    markOptedIn,

    async checkOptin() {
      if (pageMissing) return refuse(PIXEL_REJECTIONS.pageIdRequired);
      const session = await current;
      if (session.hasOptedIn || options.held?.()) return session.hasOptedIn;
      const url = new URL(endpoint('checkOptin'));
      url.searchParams.set('account_id', options.pageId);
      url.searchParams.set('session_id', session.sessionId);
      const answer = await options.transport.get(url.href);
      const invalid = checkOptinResponseSchema(answer, 'response');
      if (invalid !== null) throw new Error(`Newtwork GET error 200 (${invalid})`);
      const optedIn = (answer as { has_opted_in: boolean }).has_opted_in;
      if (optedIn) await markOptedIn();
      return optedIn;
    },
  };
}
