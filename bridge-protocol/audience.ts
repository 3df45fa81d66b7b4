/**
 * Who may see a widget (issue 47, item 3; DESIGN "Growth"): `widget.data.setup.audience`, decided before
 * the widget's display triggers. Every rule present must hold; an absent one lets anyone through.
 *
 *   {"visitor": "new" | "returning", "minVisits": 2, "minPageViews": 3,
 *    "sources": {"referrer": ["google."], "utm_source": ["newsletter"], "utm_medium": [], "utm_campaign": []},
 *    "countries": ["DE", "AT"], "cookie": {"name": "plan", "value": "pro"},
 *    "attributes": [{"name": "cart_value", "op": "gte", "value": 50}]}
 *
 * - A visit starts on a page view 30 minutes or more after the previous one; a visitor is `new` during
 *   their first visit, `returning` from the second; page views count within the visit.
 * - `sources` entries match the session's first page's referrer host and UTM values case-insensitively as
 *   substrings; within one list any entry may match, an empty list is no rule.
 * - A country rule fails where the country is not known (it cannot be shown to hold).
 * - `cookie.value` absent: the cookie only has to be there.
 * - Attributes come from `MC('set', {…})`. `eq`/`neq` compare as numbers when both sides are numbers (or
 *   numeric text), else as text; `gt`/`gte`/`lt`/`lte` only hold between numbers; `contains` is a
 *   case-insensitive substring. A missing attribute holds only for `neq`.
 * The loader collects the facts; this rule is their one home, for the loader and the frame.
 */
import type { FieldProblem } from './fieldProblem';
import { isPlainObject } from './validate';

export const VISIT_GAP_MS = 30 * 60_000;
export const AUDIENCE_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'contains'] as const;
export const SOURCE_KEYS = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
type SourceKey = (typeof SOURCE_KEYS)[number];
type AttributeValue = string | number | boolean;

export interface Audience {
  visitor?: 'new' | 'returning';
  minVisits?: number;
  minPageViews?: number;
  sources?: Partial<Record<SourceKey, string[]>>;
  countries?: string[];
  cookie?: { name: string; value?: string };
  attributes?: { name: string; op: (typeof AUDIENCE_OPS)[number]; value: AttributeValue }[];
}

/** What the loader knows of the visitor on this page view. */
export interface AudienceFacts {
  visits: number;
  pageViews: number;
  sources: Partial<Record<SourceKey, string>>;
  country: string | null;
  cookie(name: string): string | null;
  attributes: Readonly<Record<string, AttributeValue>>;
}

const asNumber = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function attributeHolds(actual: AttributeValue | undefined, op: string, expected: AttributeValue): boolean {
  if (actual === undefined) return op === 'neq';
  const [a, b] = [asNumber(actual), asNumber(expected)];
  const numeric = a !== null && b !== null;
  switch (op) {
    case 'eq':
      return numeric ? a === b : String(actual) === String(expected);
    case 'neq':
      return numeric ? a !== b : String(actual) !== String(expected);
    case 'contains':
      return String(actual).toLowerCase().includes(String(expected).toLowerCase());
    default:
      if (!numeric) return false;
      return op === 'gt' ? a > b : op === 'gte' ? a >= b : op === 'lt' ? a < b : a <= b;
  }
}

function sourcesHold(rules: Audience['sources'], facts: AudienceFacts['sources']): boolean {
  return SOURCE_KEYS.every((key) => {
    const wanted = rules?.[key];
    if (!wanted || wanted.length === 0) return true;
    const seen = (facts[key] ?? '').toLowerCase();
    return seen !== '' && wanted.some((entry) => seen.includes(entry.toLowerCase()));
  });
}

/** Whether this visitor is in the widget's audience; no audience: everyone. */
export function inAudience(audience: Audience | undefined, facts: AudienceFacts): boolean {
  if (!audience) return true;
  const { visitor, minVisits, minPageViews, countries, cookie, attributes } = audience;
  if (visitor === 'new' && facts.visits > 1) return false;
  if (visitor === 'returning' && facts.visits < 2) return false;
  if (minVisits !== undefined && facts.visits < minVisits) return false;
  if (minPageViews !== undefined && facts.pageViews < minPageViews) return false;
  if (!sourcesHold(audience.sources, facts.sources)) return false;
  if (countries && countries.length > 0 && !(facts.country !== null && countries.some((c) => c.toUpperCase() === facts.country!.toUpperCase()))) return false;
  if (cookie) {
    const value = facts.cookie(cookie.name);
    if (value === null || (cookie.value !== undefined && value !== cookie.value)) return false;
  }
  return (attributes ?? []).every(({ name, op, value }) => attributeHolds(facts.attributes[name], op, value));
}

const COUNTRY = /^[A-Za-z]{2}$/;
const NAME = /^[\w.-]{1,64}$/;
type Problem = FieldProblem | null;

const textList = (value: unknown, path: string, what: string, max = 50): Problem =>
  Array.isArray(value) && value.length <= max && value.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 200)
    ? null
    : { path, message: `List up to ${max} ${what}, each as text.` };

function sourcesProblem(sources: unknown, path: string): Problem {
  if (!isPlainObject(sources)) return { path, message: 'Traffic sources are lists under referrer, utm_source, utm_medium and utm_campaign.' };
  for (const key of Object.keys(sources)) {
    if (!(SOURCE_KEYS as readonly string[]).includes(key)) return { path: `${path}.${key}`, message: `“${key}” is not a source: use referrer, utm_source, utm_medium or utm_campaign.` };
    const problem = textList(sources[key], `${path}.${key}`, 'values');
    if (problem) return problem;
  }
  return null;
}

function attributesProblem(attributes: unknown, path: string): Problem {
  if (!Array.isArray(attributes) || attributes.length > 20) return { path, message: 'List up to 20 attribute rules.' };
  for (const [i, rule] of attributes.entries()) {
    const at = `${path}[${i}]`;
    if (!isPlainObject(rule) || typeof rule.name !== 'string' || !NAME.test(rule.name)) return { path: `${at}.name`, message: 'Name the attribute as the site sets it: 1 to 64 letters, digits, ".", "-" or "_".' };
    if (!(AUDIENCE_OPS as readonly unknown[]).includes(rule.op)) return { path: `${at}.op`, message: `Compare with one of: ${AUDIENCE_OPS.join(', ')}.` };
    const v = rule.value;
    if (!((typeof v === 'string' && v.length <= 200) || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean')) return { path: `${at}.value`, message: 'Compare with a text, a number or true/false.' };
  }
  return null;
}

const count = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000;

/** The first problem of a widget's `audience` ({path, message} for the site owner), or null. */
export function audienceProblem(value: unknown, path = 'audience'): Problem {
  if (!isPlainObject(value)) return { path, message: 'An audience is a set of rules (a JSON object).' };
  const { visitor, minVisits, minPageViews, sources, countries, cookie, attributes } = value;
  if (visitor !== undefined && visitor !== 'new' && visitor !== 'returning') return { path: `${path}.visitor`, message: 'Choose new or returning visitors.' };
  if (minVisits !== undefined && !count(minVisits)) return { path: `${path}.minVisits`, message: 'Enter a whole number of visits from 1.' };
  if (minPageViews !== undefined && !count(minPageViews)) return { path: `${path}.minPageViews`, message: 'Enter a whole number of page views from 1.' };
  if (sources !== undefined) {
    const problem = sourcesProblem(sources, `${path}.sources`);
    if (problem) return problem;
  }
  if (countries !== undefined && (textList(countries, `${path}.countries`, 'countries', 300) || !(countries as string[]).every((c) => COUNTRY.test(c)))) {
    return { path: `${path}.countries`, message: 'List countries by their two-letter codes, such as DE or US.' };
  }
  if (cookie !== undefined && !(isPlainObject(cookie) && typeof cookie.name === 'string' && NAME.test(cookie.name) && (cookie.value === undefined || (typeof cookie.value === 'string' && cookie.value.length <= 200)))) {
    return { path: `${path}.cookie`, message: 'Name the cookie (and, if you like, the value it must have).' };
  }
  return attributes === undefined ? null : attributesProblem(attributes, `${path}.attributes`);
}
