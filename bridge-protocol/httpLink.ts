/**
 * A configured address the frame links to (the "Powered by" target, the business's Terms and Privacy
 * pages): usable only as an http(s) link after SPEC §5's link rule, else null (the caller's default).
 */
import { sanitizeLink } from './sanitizeLink';

export function httpLink(configured: unknown): string | null {
  if (typeof configured !== 'string' || configured.trim() === '') return null;
  const link = sanitizeLink(configured.trim());
  return /^https?:\/\/[^/\s]/i.test(link) ? link : null;
}
