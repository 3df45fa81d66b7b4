/**
 * The widget's audience (`data.setup.audience`, bridge-protocol/audience.ts) as the "Who" section edits it:
 * one rule at a time, a rule left empty removed (and the audience with its last rule, so a widget with no
 * rule shows to everyone, as before), lists typed as text separated by commas, and the operators in words.
 * Pure: each writer returns a new widget.
 */
import { AUDIENCE_OPS, type Audience } from '../../bridge-protocol/audience';
import { isPlainObject } from '../../bridge-protocol/validate';
import { getAt, setAt } from './widgetPath';

type Widget = Record<string, unknown>;
export type AudienceOp = (typeof AUDIENCE_OPS)[number];
export type AudienceAttribute = NonNullable<Audience['attributes']>[number];

export const AUDIENCE_PATH = 'data.setup.audience';

/** Each operator as the sentence "when the site's attribute … <words> …" reads. */
export const OP_WORDS: Readonly<Record<AudienceOp, string>> = {
  eq: 'is',
  neq: 'is not',
  gt: 'is more than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  contains: 'contains',
};

/** The audience as stored (a broken one as an empty set of rules: its fields still show what they can). */
export function audienceOf(widget: Widget): Record<string, unknown> {
  const value = getAt(widget, AUDIENCE_PATH);
  return isPlainObject(value) ? value : {};
}

const isEmpty = (value: unknown): boolean => value === undefined || (isPlainObject(value) && Object.keys(value).length === 0) || (Array.isArray(value) && value.length === 0);

/** The widget with the rule at `rule` (a path under the audience: `minVisits`, `sources.referrer`) set; an empty value removes it. */
export function withAudienceRule(widget: Widget, rule: string, value: unknown): Widget {
  let next = setAt(widget, `${AUDIENCE_PATH}.${rule}`, isEmpty(value) ? undefined : value);
  // A group left without rules goes, then the audience itself: no rule is "everyone".
  const group = rule.includes('.') ? rule.slice(0, rule.indexOf('.')) : null;
  if (group !== null && isEmpty(getAt(next, `${AUDIENCE_PATH}.${group}`))) next = setAt(next, `${AUDIENCE_PATH}.${group}`, undefined);
  if (isEmpty(getAt(next, AUDIENCE_PATH))) next = setAt(next, AUDIENCE_PATH, undefined);
  return next;
}

/** A list as its field shows it: `google., bing.`. */
export const listText = (value: unknown): string => (Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(', ') : '');

/** A typed list: entries between commas, trimmed, empty ones dropped. */
export const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** Country codes as typed, in capitals (the rule compares them case-insensitively; the list reads better so). */
export const countriesOf = (text: string): string[] => listOf(text).map((code) => code.toUpperCase());

/** An attribute's value as typed: a number when it reads as one (the rule then compares numbers), else text. */
export function attributeValueOf(text: string): string | number {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
}

export const attributesOf = (audience: Record<string, unknown>): AudienceAttribute[] =>
  Array.isArray(audience.attributes) ? audience.attributes.filter((rule): rule is AudienceAttribute => isPlainObject(rule)) : [];
