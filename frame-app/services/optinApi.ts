/**
 * SPEC §7 `GET /pixel/checkOptin?account_id=…&session_id=…` at the pixel base the bootstrap carries
 * (`pixelApi`): the button flow asks it until the visitor has opted in. `has_opted_in` is the answer.
 */
import { checkOptinResponseSchema } from '../../bridge-protocol/api';
import { getJson } from './backendClient';

export async function checkOptin(pixelApi: string, accountId: string, sessionId: string, fetchImpl?: typeof fetch): Promise<boolean> {
  const url = new URL(`${pixelApi.replace(/\/+$/, '')}/pixel/checkOptin`);
  url.searchParams.set('account_id', accountId);
  url.searchParams.set('session_id', sessionId);
  const answer = await getJson(url.href, checkOptinResponseSchema, fetchImpl);
  return answer.has_opted_in;
}
