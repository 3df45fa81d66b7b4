/**
 * A page's "Brand and legal" settings (the studio's page screen, `PUT /studio/api/pages/:id/settings`):
 * the page-level fields a site owner edits without touching the page's JSON. `page_name` is the
 * business's name and `terms_url` / `privacy_url` its legal pages, all three shown under the SMS consent
 * (docs/WIDGETS.md); `theme` is the brand theme every widget of the page wears
 * (frame-app/rules/brandTheme.ts). An empty text or null removes a field, so the frame's default applies.
 *
 * pageSettingsProblems is the save check the studio's form and the server's route share: every problem
 * at the path of the wrong value (`terms_url`, `theme.accent`), in the site owner's words, with the
 * widget check's own messages where the rule is the same (widgetFieldChecks.ts). It refuses what the
 * frame would silently ignore (a link that is not http(s), an accent with transparency, a font it does
 * not know), since an owner who saved it would see nothing change and not know why.
 *
 * Pure, and free of Node and DOM imports: the studio runs it in the browser, the server in Node.
 */
import { hasOwn } from '../ownValue';
import { frequencyProblem, type Frequency } from '../overlayCap';
import { consentProblem, type ConsentSettings } from '../consentSettings';
import { httpLink } from '../httpLink';
import { stackingProblem, type Stacking } from '../stacking';
import { THEME_FONT_NAMES, THEME_RADIUS_NAMES } from '../themeChoices';
import { isPlainObject } from '../validate';
import { colour, isUnset, oneOf, text, type Check, type Report } from './widgetFieldChecks';
import { URL_MAX_LENGTH } from './widgetLimits';

export interface PageTheme {
  accent?: string | null;
  font?: string | null;
  radius?: string | null;
}

/** The request's body and the settings as stored; a key left out is not changed by a save. */
export interface PageSettings {
  page_name?: string | null;
  terms_url?: string | null;
  privacy_url?: string | null;
  theme?: PageTheme | null;
  /** The page's overlay cap (overlayCap.ts); null removes it, so nothing is capped. */
  frequency?: Frequency | null;
  /** The page's privacy settings (consentSettings.ts, issue 48); null removes them, so the defaults apply. */
  consent?: ConsentSettings | null;
  /** The widgets' stacking level (stacking.ts, issue 49); null removes it, so the default applies. */
  stacking?: Stacking | null;
}

export interface PageSettingsProblem {
  /** `page_name`, `terms_url`, `privacy_url`, `theme`, `theme.accent`, `theme.font`, `theme.radius`; '' for the whole. */
  path: string;
  message: string;
}

export const PAGE_SETTING_KEYS = ['page_name', 'terms_url', 'privacy_url', 'theme', 'frequency', 'consent', 'stacking'] as const;
export const THEME_KEYS = ['accent', 'font', 'radius'] as const;
/** The limit of `page_name` in the frame's state (bridge-protocol/pageFields.ts). */
export const PAGE_NAME_MAX_LENGTH = 500;

const isEmpty = (value: unknown): boolean => isUnset(value) || (typeof value === 'string' && value.trim() === '');

/** A legal page: an http(s) address the frame will link to (httpLink), or empty for none. */
const legalPage =
  (example: string): Check =>
  (value, path, report) => {
    if (isEmpty(value)) return;
    if (typeof value !== 'string') return report(path, 'Enter the address as text.');
    if (value.length > URL_MAX_LENGTH) return report(path, `Keep this to ${URL_MAX_LENGTH} characters or fewer (it has ${value.length}).`);
    if (httpLink(value) === null) report(path, `Enter the page’s web address, starting with https://, such as ${example}.`);
  };

/** The accent: a hex colour (the widget check's rule), solid, as the frame reads only #rgb and #rrggbb. */
const accent: Check = (value, path, report) => {
  if (isEmpty(value)) return;
  let wrong = false;
  colour(value, path, (at, message) => {
    wrong = true;
    report(at, message);
  });
  if (!wrong && !/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(String(value).trim())) {
    report(path, 'Use a solid colour: # and 3 or 6 hex digits, such as #1E3A8A.');
  }
};

/** A name from a list; empty is "the default". */
const choice =
  (names: readonly string[], message: string): Check =>
  (value, path, report) => {
    if (value !== '') oneOf(names, message)(value, path, report);
  };

const THEME_CHECKS: Readonly<Record<(typeof THEME_KEYS)[number], Check>> = {
  accent,
  font: choice(THEME_FONT_NAMES, 'Choose a font: system, your site’s (host), humanist, geometric, serif, rounded or mono.'),
  radius: choice(THEME_RADIUS_NAMES, 'Choose the corners: sharp, soft or round.'),
};

const theme: Check = (value, path, report) => {
  if (isUnset(value)) return;
  if (!isPlainObject(value)) return report(path, 'Enter the theme as a set of fields: accent, font and radius.');
  for (const key of Object.keys(value)) {
    if (!(THEME_KEYS as readonly string[]).includes(key)) report(`${path}.${key.slice(0, 64)}`, 'This is not part of a theme: use accent, font and radius.');
  }
  for (const key of THEME_KEYS) if (hasOwn(value, key)) THEME_CHECKS[key](value[key], `${path}.${key}`, report);
};

/** The overlay cap (issue 47): the rule the admin API and the loader share, its one problem at its path. */
const frequency: Check = (value, path, report) => {
  if (isUnset(value)) return;
  const problem = frequencyProblem(value, path);
  if (problem) report(problem.path, problem.message);
};

/** The privacy settings (issue 48): consentSettings.ts's rule, its one problem at its path. */
const consent: Check = (value, path, report) => {
  if (isUnset(value)) return;
  const problem = consentProblem(value, path);
  if (problem) report(problem.path, problem.message);
};

/** The widgets' stacking level (issue 49): stacking.ts's rule, its one problem at its path. */
const stacking: Check = (value, path, report) => {
  if (isUnset(value)) return;
  const problem = stackingProblem(value, path);
  if (problem) report(problem.path, problem.message);
};

const CHECKS: Readonly<Record<(typeof PAGE_SETTING_KEYS)[number], Check>> = {
  page_name: text(PAGE_NAME_MAX_LENGTH),
  terms_url: legalPage('https://your-shop.com/terms'),
  privacy_url: legalPage('https://your-shop.com/privacy'),
  theme,
  frequency,
  consent,
  stacking,
};

/** Every problem of a settings value, in the order of the form's fields; an empty list when it can be saved. */
export function pageSettingsProblems(value: unknown): PageSettingsProblem[] {
  const problems: PageSettingsProblem[] = [];
  const report: Report = (path, message) => {
    problems.push({ path, message });
  };
  if (!isPlainObject(value)) {
    report('', 'The page settings are a set of fields (a JSON object).');
    return problems;
  }
  for (const key of Object.keys(value)) {
    if (!(PAGE_SETTING_KEYS as readonly string[]).includes(key)) report(key.slice(0, 64), 'This is not a page setting: use page_name, terms_url, privacy_url, theme, frequency, consent and stacking.');
  }
  for (const key of PAGE_SETTING_KEYS) if (hasOwn(value, key)) CHECKS[key](value[key], key, report);
  return problems;
}
