/**
 * The SMS colours of SPEC §3 data.main.colors (smsHeadline, smsDescription, smsLegalText), as plain
 * strings for React `style` props (the CSSOM drops anything that is not a colour). The SMS layouts use
 * them before the generic headline / description colours.
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
  return {
    headline: pick(source, 'smsHeadline') ?? pick(source, 'headline'),
    description: pick(source, 'smsDescription') ?? pick(source, 'description'),
    legalText: pick(source, 'smsLegalText'),
  };
}
