/**
 * The "Brand and legal" form's values (studio/pageSettings/): every setting as the text its field shows,
 * read from the stored page configuration, and the request a save sends
 * (bridge-protocol/studio/pageSettings.ts). An empty text is "not set": sent as '', which removes the
 * field, so the frame's default applies. A stored value the form cannot show as chosen (a font the
 * list does not have) is kept as it is, so a save says what is wrong with it rather than dropping it
 * without a word. Pure.
 */
import type { PageSettings } from '../../bridge-protocol/studio/pageSettings';
import { isPlainObject } from '../../bridge-protocol/validate';

export interface PageSettingsDraft {
  page_name: string;
  terms_url: string;
  privacy_url: string;
  accent: string;
  font: string;
  radius: string;
}

/** The path of each form value in the settings, where its problems are reported (`theme.accent`). */
export const DRAFT_PATHS: Readonly<Record<keyof PageSettingsDraft, string>> = {
  page_name: 'page_name',
  terms_url: 'terms_url',
  privacy_url: 'privacy_url',
  accent: 'theme.accent',
  font: 'theme.font',
  radius: 'theme.radius',
};

/** Stored text as its field shows it; anything else (a number, an object) as empty. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export function draftOf(config: Record<string, unknown>): PageSettingsDraft {
  const theme = isPlainObject(config.theme) ? config.theme : {};
  return {
    page_name: textOf(config.page_name),
    terms_url: textOf(config.terms_url),
    privacy_url: textOf(config.privacy_url),
    accent: textOf(theme.accent),
    font: textOf(theme.font),
    radius: textOf(theme.radius),
  };
}

/** The body of `PUT /studio/api/pages/:id/settings`: all four fields, so what the form shows is what is stored. */
export function settingsOf(draft: PageSettingsDraft): PageSettings {
  return {
    page_name: draft.page_name,
    terms_url: draft.terms_url,
    privacy_url: draft.privacy_url,
    theme: { accent: draft.accent, font: draft.font, radius: draft.radius },
  };
}

/** Whether the form holds what is stored, once the server's trimming is allowed for. */
export function sameSettings(a: PageSettingsDraft, b: PageSettingsDraft): boolean {
  return (Object.keys(a) as (keyof PageSettingsDraft)[]).every((key) => a[key].trim() === b[key].trim());
}
