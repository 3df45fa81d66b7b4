/**
 * What the "Brand and legal" preview shows (issue 49): the page's configuration with the form's values
 * over it, as a save would store them, each value the save check would refuse left as stored (the frame
 * never gets a colour it cannot paint); and the widget it shows them on: the page's first widget of a
 * kind that wears the theme on a card (a modal, an inline box, a slide-in…, in that order), else the
 * studio's own sample box. Pure.
 */
import { pageSettingsProblems } from '../../bridge-protocol/studio/pageSettings';
import { starterData, starterTemplate, widgetStarter } from '../../bridge-protocol/studio/widgetStarters';
import { isPlainObject } from '../../bridge-protocol/validate';
import { settingsOf, type PageSettingsDraft } from './pageSettingsDraft';

const PAGE_KEYS = ['page_name', 'terms_url', 'privacy_url'] as const;
const THEME_KEYS = ['accent', 'font', 'radius'] as const;

export function previewPageConfig(config: Record<string, unknown>, draft: PageSettingsDraft): Record<string, unknown> {
  const refused = new Set(pageSettingsProblems(settingsOf(draft)).map((problem) => problem.path));
  const next: Record<string, unknown> = { ...config };
  for (const key of PAGE_KEYS) {
    if (refused.has(key)) continue;
    const value = draft[key].trim();
    if (value === '') delete next[key];
    else next[key] = value;
  }
  const theme: Record<string, unknown> = isPlainObject(config.theme) ? { ...config.theme } : {};
  for (const key of THEME_KEYS) {
    if (refused.has(`theme.${key}`) || refused.has('theme')) continue;
    const value = draft[key].trim();
    if (value === '') delete theme[key];
    else theme[key] = value;
  }
  next.theme = theme;
  return next;
}

/** The kinds the theme shows best on, best first: a card with a button and, for SMS, the legal line. */
const PREFERRED_TYPES = ['modal', 'box', 'slide_in', 'landing', 'page_takeover', 'bar'] as const;

function sampleWidget(): Record<string, unknown> {
  const starter = widgetStarter('box:fb');
  if (!starter) return { widget_id: 'theme-preview', widget_type: 'box', channel: 'fb', data: {} };
  const chosen = starterTemplate(starter, 'clean');
  const data = starterData(starter, chosen.offered ? chosen.template : undefined, '');
  return { widget_id: 'theme-preview', widget_type: starter.widget_type, channel: starter.channel, name: starter.label, data };
}

export function previewWidget(config: Record<string, unknown>): Record<string, unknown> {
  const widgets = Array.isArray(config.widgets) ? config.widgets.filter(isPlainObject) : [];
  for (const type of PREFERRED_TYPES) {
    const found = widgets.find((w) => (w.widget_type ?? w.type) === type);
    if (found) return found;
  }
  return sampleWidget();
}
