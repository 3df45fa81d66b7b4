/**
 * Which targets a webhook may reach (issue 48): in production only `https` to public addresses
 * (publicAddress.ts); in development mode `http` and any address, so a receiver on the developer's
 * machine works. One object, checked on the URL, on the name's addresses when it is saved, and on every
 * connection (webhookPost.ts), so every check asks the same question.
 */
import { isPublicAddress } from './publicAddress';

export interface TargetRule {
  /** Whether `http:` endpoints are allowed. */
  http: boolean;
  /** Whether a connection to this IP address is allowed. */
  address: (ip: string) => boolean;
}

export const PRODUCTION_TARGETS: TargetRule = { http: false, address: isPublicAddress };
export const DEVELOPMENT_TARGETS: TargetRule = { http: true, address: () => true };

export const targetRule = (allowPrivate: boolean): TargetRule => (allowPrivate ? DEVELOPMENT_TARGETS : PRODUCTION_TARGETS);
