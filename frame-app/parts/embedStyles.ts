/**
 * Class strings and style helpers shared by the embedded layouts (box, button, landing, checkbox,
 * customer-chat bubble). Same vocabulary as the bar: a visible focus ring and reduced-motion aware
 * transitions; the light and dark skins of SPEC §3 `skin`.
 */
import type { CSSProperties } from 'react';

export const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
export const MOTION = 'transition-colors duration-150 motion-reduce:transition-none';

const EMBED_SKINS = {
  light: {
    surface: 'bg-white text-slate-900 border-slate-200',
    description: 'text-slate-600',
    muted: 'text-slate-500',
    divider: 'border-slate-100',
  },
  dark: {
    surface: 'bg-slate-900 text-white border-slate-700',
    description: 'text-slate-300',
    muted: 'text-slate-400',
    divider: 'border-slate-800',
  },
} as const;

export type EmbedSkin = (typeof EMBED_SKINS)[keyof typeof EMBED_SKINS];

export function embedSkin(skin: unknown): EmbedSkin {
  return EMBED_SKINS[skin === 'dark' ? 'dark' : 'light'];
}

/** A style object, or undefined when every value is unset (no empty `style=""` attribute). */
export function optionalStyle(style: CSSProperties): CSSProperties | undefined {
  return Object.values(style).some((v) => v !== undefined) ? style : undefined;
}

/**
 * An operator's hex colour with an alpha: the checkbox type's SPEC §9 alpha 1. Other colour syntaxes pass
 * through unchanged (the colour was taken through bridge-protocol/cssColor.ts before it got here).
 */
export function withAlpha(color: string | undefined, alpha: number): string | undefined {
  if (color === undefined) return undefined;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!hex?.[1]) return color;
  const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  return alpha >= 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** SPEC §9 "Colour alpha: 1 for checkbox type". */
export const CHECKBOX_ALPHA = 1;

/**
 * The background of a widget's surface (bar, slide-in, modal and SMS modal card, takeover, box, landing,
 * SMS card) in the operator's colour, always opaque (issue 49), a deliberate departure from SPEC §9's
 * "0.9 otherwise": at 0.9 the host page's text read through the Linen, Mint, Blush and Ink bars and the
 * Linen modal, a muddle no owner chose. A hex colour (what the studio writes) is painted as it is; any
 * other syntax the colour rule takes (a name, rgb(), hsl(), maybe with an alpha of its own) is laid as an
 * image over the skin's opaque colour (every surface has one: its `bg-*` class), so it can tint the
 * surface but never let the page through.
 */
export function surfaceBackground(color: string | undefined): CSSProperties {
  if (color === undefined) return {};
  const opaque = withAlpha(color, 1);
  if (opaque !== color) return { backgroundColor: opaque };
  return { backgroundImage: `linear-gradient(${color}, ${color})` };
}
