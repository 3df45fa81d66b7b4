/**
 * SPEC §5 "Pixel firing" rejections, verbatim, and the checks that give them. Pure; shared by the
 * loader (which refuses before sending) and the server (which refuses what arrives anyway).
 */
import { isTokenExpired } from './pixelToken';

export const PIXEL_REJECTIONS = {
  tokenRequired: 'Token is required to fire event!',
  tokenExpired: 'Token expired!',
  eventRequired: 'Event is required to fire event!',
  weightRequired: 'Weight is required to fire event!',
  appIdRequired: 'App Id is required to fire event!',
  pageIdRequired: 'Page Id is required!',
} as const;

export interface PixelRejection {
  message: string;
  field: 'token' | 'event' | 'weight' | 'app_id' | 'account_id';
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Conversion and money events (SPEC §7): token, then its expiry, then the event, then (money) the weight. */
export function tokenEventRejection(body: { token?: unknown; event?: unknown; weight?: unknown }, money: boolean, nowMs: number): PixelRejection | null {
  if (typeof body.token !== 'string' || body.token === '') return { message: PIXEL_REJECTIONS.tokenRequired, field: 'token' };
  if (isTokenExpired(body.token, nowMs)) return { message: PIXEL_REJECTIONS.tokenExpired, field: 'token' };
  if (typeof body.event !== 'string' || body.event.trim() === '') return { message: PIXEL_REJECTIONS.eventRequired, field: 'event' };
  if (money && (typeof body.weight !== 'number' || !Number.isFinite(body.weight))) return { message: PIXEL_REJECTIONS.weightRequired, field: 'weight' };
  return null;
}

/** The generic event (logEvent): a page id, an event name and an app id. */
export function genericEventRejection(body: { account_id?: unknown; event?: unknown; app_id?: unknown }): PixelRejection | null {
  if (isBlank(body.account_id)) return { message: PIXEL_REJECTIONS.pageIdRequired, field: 'account_id' };
  if (typeof body.event !== 'string' || body.event.trim() === '') return { message: PIXEL_REJECTIONS.eventRequired, field: 'event' };
  if (isBlank(body.app_id)) return { message: PIXEL_REJECTIONS.appIdRequired, field: 'app_id' };
  return null;
}
