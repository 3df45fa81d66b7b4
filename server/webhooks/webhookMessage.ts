/**
 * A webhook message (issue 48): its id and its exact body, made once and signed as stored on every
 * attempt. Body: {"type", "timestamp", "data"} (the Standard Webhooks payload convention).
 */
import { randomBytes } from 'node:crypto';

export interface WebhookEvent {
  pageId: string;
  type: string;
  /** The personal key the event is about (phone number, Messenger id) for subject requests; null: none. */
  subject: string | null;
  data: Record<string, unknown>;
}

export const newMessageId = (): string => `msg_${randomBytes(18).toString('base64url')}`;

export const messageBody = (type: string, data: Record<string, unknown>, at: Date): string => JSON.stringify({ type, timestamp: at.toISOString(), data });

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export const newEndpointSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;
