/**
 * A save of a page's "Brand and legal" settings (bridge-protocol/studio/pageSettings.ts), as a pure
 * function of the stored configuration: the four fields the request names are written, everything else
 * (widgets, whitelist, the other page fields) is kept as it is. Texts are trimmed, since a space pasted
 * before an address would otherwise be stored; an empty or null one removes its field, so the frame's
 * default applies; `theme` is written whole, and a theme left without a part is removed. A key the
 * request leaves out is not changed. `frequency` (the overlay cap, issue 47), `consent` (the privacy settings, issue 48) and `stacking` (the widgets' stacking level, issue 49) are written whole, and removed when empty. The request has passed pageSettingsProblems already.
 */
import { hasOwn } from '../../bridge-protocol/ownValue';
import { PAGE_SETTING_KEYS, THEME_KEYS } from '../../bridge-protocol/studio/pageSettings';
import { isPlainObject } from '../../bridge-protocol/validate';

/** The value to store, or null to remove the field. */
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function themeOf(value: unknown): Record<string, string> | null {
  if (!isPlainObject(value)) return null;
  const theme: Record<string, string> = {};
  for (const key of THEME_KEYS) {
    const part = hasOwn(value, key) ? textOf(value[key]) : null;
    if (part !== null) theme[key] = part;
  }
  return Object.keys(theme).length === 0 ? null : theme;
}

/** The overlay cap or the privacy settings as sent (they passed their checks); an empty one says nothing, so it is removed. */
const wholeOf = (value: unknown): Record<string, unknown> | null => (isPlainObject(value) && Object.keys(value).length > 0 ? value : null);

export function withPageSettings(config: Record<string, unknown>, settings: Record<string, unknown>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...config };
  for (const key of PAGE_SETTING_KEYS) {
    if (!hasOwn(settings, key)) continue;
    const value = key === 'theme' ? themeOf(settings.theme) : key === 'frequency' || key === 'consent' || key === 'stacking' ? wholeOf(settings[key]) : textOf(settings[key]);
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}
