/**
 * The error shape every API answer uses and the client reads (bridge-protocol/api.ts `stateResponseSchema`):
 * `{state: false, errors: [{message, field?}]}` with status 400, 403, 404, 405, 413, 415, 421, 429 (or 500).
 * Routes throw an ApiFailure; the server's error handler (httpServer.ts) answers it.
 */
import type { ApiError } from '../../bridge-protocol/api';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((e) => e.message).join('; '));
    this.name = 'ApiFailure';
  }
}

export const fail = (status: number, message: string, field?: string, headers?: Record<string, string>): ApiFailure =>
  new ApiFailure(status, [field === undefined ? { message } : { message, field }], headers);

/** Turns a schema message (`body.phone_number: expected string, got undefined`) into a field error. */
export function schemaError(message: string): ApiFailure {
  const field = /^(?:body|query)\.([A-Za-z0-9_]+)/.exec(message)?.[1];
  if (field !== undefined && / got undefined$/.test(message)) return fail(400, `${field} is required`, field);
  return fail(400, message, field);
}

export const tooManyRequests = (seconds: number): ApiFailure =>
  fail(429, `Too many requests, try again in ${seconds} s`, undefined, { 'Retry-After': String(seconds) });
