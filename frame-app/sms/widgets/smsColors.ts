/**
 * The SMS colours of SPEC §3 data.main.colors (smsHeadline, smsDescription, smsLegalText), as plain
 * strings for React `style` props, each through the one colour rule (bridge-protocol/cssColor.ts: the
 * server paints these into `style` attributes as they are). The SMS layouts use
 * them before the generic headline / description colours; the legal text, without its own, wears the
 * description's.
 */
import { cssColor } from '../../../bridge-protocol/cssColor';

export interface SmsColors {
  headline?: string | undefined;
  description?: string | undefined;
  legalText?: string | undefined;
}

function pick(source: Record<string, unknown>, key: string): string | undefined {
  return cssColor(source[key]) ?? undefined;
}

export function smsColors(colors: unknown): SmsColors {
  if (colors === null || typeof colors !== 'object') return {};
  const source = colors as Record<string, unknown>;
  const description = pick(source, 'smsDescription') ?? pick(source, 'description');
  // On a tinted surface (a template's, the owner's) the fine print takes the description's colour, which
  // is chosen for that surface, rather than the default grey chosen for white (issue 29: Linen).
  return { headline: pick(source, 'smsHeadline') ?? pick(source, 'headline'), description, legalText: pick(source, 'smsLegalText') ?? description };
}
