/**
 * The SMS colours of SPEC §3 data.main.colors (smsHeadline, smsDescription, smsLegalText), as plain
 * strings for React `style` props (the CSSOM drops anything that is not a colour). The SMS layouts use
 * them before the generic headline / description colours; the legal text, without its own, wears the
 * description's.
 */
export interface SmsColors {
  headline?: string | undefined;
  description?: string | undefined;
  legalText?: string | undefined;
}

function pick(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' && value.length <= 64 ? value.trim() : undefined;
}

export function smsColors(colors: unknown): SmsColors {
  if (colors === null || typeof colors !== 'object') return {};
  const source = colors as Record<string, unknown>;
  const description = pick(source, 'smsDescription') ?? pick(source, 'description');
  // On a tinted surface (a template's, the owner's) the fine print takes the description's colour, which
  // is chosen for that surface, rather than the default grey chosen for white (issue 29: Linen).
  return { headline: pick(source, 'smsHeadline') ?? pick(source, 'headline'), description, legalText: pick(source, 'smsLegalText') ?? description };
}
