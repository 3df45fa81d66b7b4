/**
 * SPEC §3 `data.actions.sequence` and `data.actions.opt_in_keywords`: where the backend routes a new
 * subscriber (the follow-up sequence it starts, the keywords the opt-in answers to). SPEC names the
 * fields and nothing more; they travel with the opt-in (the SMS sign-up body) so the server can route
 * it, and the server checks them against the widget's stored configuration (server/api/widgetApi.ts).
 *
 * Shapes a site owner would type: `sequence` an id (number or text), `opt_in_keywords` a list of words or
 * one comma-separated string ("JOIN, START"). Normalised here, shared by the frame that sends them and
 * the server that compares them, so both read a configuration the same way.
 */
import { arrayOf, nullable, num, optional, str, union, type Schema } from './validate';

export const MAX_KEYWORDS = 20;
export const MAX_KEYWORD_LENGTH = 64;

export interface OptInRouting {
  sequence: string | number | null;
  opt_in_keywords: string[];
}

/**
 * The request fields (optional: an older frame does not send them; the server then uses the configuration).
 * Two constants, not one object spread into the request schema: a spread is not pure, and the loader,
 * which never sends an opt-in, would carry both schemas.
 */
export const sequenceField = /* @__PURE__ */ optional(nullable(union(str(64), num()))) as Schema<string | number | null | undefined>;
export const optInKeywordsField = /* @__PURE__ */ optional(arrayOf(str(MAX_KEYWORD_LENGTH), MAX_KEYWORDS)) as Schema<string[] | undefined>;

function sequenceOf(value: unknown): string | number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && value.trim().length <= 64) return value.trim();
  return null;
}

function keywordsOf(value: unknown): string[] {
  const raw = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const out: string[] = [];
  for (const item of raw) {
    const word = typeof item === 'string' || typeof item === 'number' ? String(item).trim() : '';
    if (word === '' || word.length > MAX_KEYWORD_LENGTH || out.includes(word)) continue;
    out.push(word);
    if (out.length === MAX_KEYWORDS) break;
  }
  return out;
}

/** The routing a widget's `data.actions` configures; anything unusable is left out, never thrown. */
export function optInRouting(actions: unknown): OptInRouting {
  const a = actions !== null && typeof actions === 'object' ? (actions as Record<string, unknown>) : {};
  return { sequence: sequenceOf(a.sequence), opt_in_keywords: keywordsOf(a.opt_in_keywords) };
}

/** Whether what a request carried is what the widget is configured with (keywords compared as a set). */
export function sameRouting(carried: OptInRouting, configured: OptInRouting): boolean {
  const keys = (list: string[]) => [...list].sort().join('\n');
  return String(carried.sequence ?? '') === String(configured.sequence ?? '') && keys(carried.opt_in_keywords) === keys(configured.opt_in_keywords);
}
