/**
 * The error shape every API answer uses and the client reads (bridge-protocol/api.ts `stateResponseSchema`):
 * `{state: false, errors: [{message, field?}]}` with status 400, 403, 404, 413, 429 (or 500).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ApiError } from '../bridge-protocol/api';
import { sendJson } from './http';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
    readonly headers: OutgoingHttpHeaders = {},
  ) {
    super(errors.map((e) => e.message).join('; '));
    this.name = 'ApiFailure';
  }
}

export const fail = (status: number, message: string, field?: string, headers?: OutgoingHttpHeaders): ApiFailure =>
  new ApiFailure(status, [field === undefined ? { message } : { message, field }], headers);

/** Turns a schema message (`body.phone_number: expected string, got undefined`) into a field error. */
export function schemaError(message: string): ApiFailure {
  const field = /^(?:body|query)\.([A-Za-z0-9_]+)/.exec(message)?.[1];
  if (field !== undefined && / got undefined$/.test(message)) return fail(400, `${field} is required`, field);
  return fail(400, message, field);
}

export function sendFailure(req: IncomingMessage, res: ServerResponse, failure: ApiFailure, headers: OutgoingHttpHeaders = {}): void {
  sendJson(req, res, failure.status, { state: false, errors: failure.errors }, { 'Cache-Control': 'no-store', ...headers, ...failure.headers });
}
