/**
 * A colour as the native colour picker takes it (#rrggbb): the studio's hex codes (#rgb, #rgba,
 * #rrggbb, #rrggbbaa) are widened or cut to it; anything else is null and the picker shows its
 * placeholder colour. Pure.
 */
export function pickerHex(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const hex = value.trim().toLowerCase();
  if (/^#[0-9a-f]{3,4}$/.test(hex)) return `#${[...hex.slice(1, 4)].map((c) => c + c).join('')}`;
  if (/^#[0-9a-f]{6}([0-9a-f]{2})?$/.test(hex)) return hex.slice(0, 7);
  return null;
}
