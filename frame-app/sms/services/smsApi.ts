/**
 * The two SMS calls of SPEC §7, at the backend base the bootstrap carries (`api`). Requests are shaped
 * by the shared schemas of bridge-protocol/api.ts and answers validated with them (postJson).
 */
import {
  createSubscriberResponseSchema,
  generateSmsRefResponseSchema,
  stateResponseSchema,
  type CreateSubscriberRequest,
  type CreateSubscriberResponse,
  type GenerateSmsRefRequest,
  type GenerateSmsRefResponse,
  type StateResponse,
} from '../../../bridge-protocol/api';
import { isNetworkPostError, postJson } from '../../services/backendClient';

function endpoint(api: string, path: string): string {
  return `${api.replace(/\/+$/, '')}${path}`;
}

/** The sign-up's answer for the visitor and the status it came with (sms/rules/phoneFieldError.ts reads both). */
export interface SubscriberReply {
  status: number;
  /** `code`: the unique coupon code the sign-up was given (bridge-protocol/uniqueCode.ts), when the widget gives one. */
  answer: CreateSubscriberResponse;
}

/**
 * The reference server refuses with a 4xx status and `{state: false, errors}` (a bad number, an invalid
 * widget_sign, too many tries). That is an answer for the visitor, not a network failure: it is returned
 * like a 200 `state: false`, with its status, so the last message shows under the field. Anything else
 * (no answer, a 5xx, a body that is not the answer) stays the "Newtwork POST error" of SPEC §8.
 */
export async function createSubscriberByPhoneNumber(api: string, body: CreateSubscriberRequest, fetchImpl?: typeof fetch): Promise<SubscriberReply> {
  try {
    return { status: 200, answer: await postJson(endpoint(api, '/widget/createSubscriberByPhoneNumber'), body, createSubscriberResponseSchema, fetchImpl) };
  } catch (error) {
    if (isNetworkPostError(error) && error.status >= 400 && error.status < 500 && isRefusal(error.body)) return { status: error.status, answer: error.body };
    throw error;
  }
}

function isRefusal(body: unknown): body is StateResponse {
  return stateResponseSchema(body) === null && (body as StateResponse).state === false;
}

export function generateSmsRef(api: string, body: GenerateSmsRefRequest, fetchImpl?: typeof fetch): Promise<GenerateSmsRefResponse> {
  return postJson(endpoint(api, '/widget/generateSMSRef'), body, generateSmsRefResponseSchema, fetchImpl);
}
