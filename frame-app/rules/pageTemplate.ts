/**
 * SPEC §3 `pageTemplate`: "simple" shows the media inside the card, "mediaBackground" uses it as the
 * card's full background. Case, `_` and `-` are ignored; anything else is "simple".
 */
export type PageTemplate = 'simple' | 'mediaBackground';

export function normalizePageTemplate(value: unknown): PageTemplate {
  if (typeof value !== 'string') return 'simple';
  const key = value.toLowerCase().replace(/[\s_-]/g, '');
  return key === 'mediabackground' || key === 'background' ? 'mediaBackground' : 'simple';
}
