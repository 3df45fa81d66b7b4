import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANNEL_COLORS } from '../../../frame-app/parts/ChannelIcons';
import { THEME_FONTS } from '../../../bridge-protocol/themeChoices';
import { brandTheme, THEME_RADII } from '../../../frame-app/rules/brandTheme';
import { contrast } from '../wcagContrast';

describe('brandTheme (issue 29)', () => {
  it('no theme, or nothing usable in it: no custom property, every default stands', () => {
    expect(brandTheme(undefined)).toEqual({});
    expect(brandTheme({ accent: 'url(https://evil.example/x)', font: 'Comic Sans', radius: 3, __proto__: { accent: '#FF0000' } })).toEqual({});
  });

  // A light accent, a dark one, and the low-contrast picks owners make (a sky blue, a yellow, Messenger's blue).
  it.each(['#FDE68A', '#1E3A8A', '#38BDF8', '#FACC15', '#0084FF', '#E4572E', '#FFFFFF', '#000000'])(
    'accent %s: the button text reads at 4.5:1 on the button, and the accent as a link reads at 4.5:1 on white',
    (accent) => {
      const vars = brandTheme({ accent });
      expect(contrast(vars['--mc-accent']!, vars['--mc-on-accent']!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars['--mc-accent-text']!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['#FDE68A', '#1E3A8A', '#38BDF8', '#FACC15', '#0084FF', '#E4572E', '#000000'])(
    'accent %s: a pale tint of it for the light bar, on which its title and description read at AA',
    (accent) => {
      const tint = brandTheme({ accent })['--mc-accent-tint']!;
      expect(contrast(tint, '#0F172A')).toBeGreaterThanOrEqual(7);
      expect(contrast(tint, '#475569')).toBeGreaterThanOrEqual(4.5);
      expect(tint).not.toBe('#FFFFFF');
    },
  );

  it("the default accent's tint is the one styles.css falls back to", () => {
    const css = readFileSync(new URL('../../../frame-app/styles.css', import.meta.url), 'utf8');
    const tint = brandTheme({ accent: '#0073E0' })['--mc-accent-tint']!;
    expect(css).toContain(`--color-accent-tint: var(--mc-accent-tint, ${tint.toLowerCase()});`);
  });

  it('keeps a brand colour that already reads as it is; a pastel keeps its hue with dark text', () => {
    expect(brandTheme({ accent: '#1E3A8A' })).toMatchObject({ '--mc-accent': '#1E3A8A', '--mc-on-accent': '#FFFFFF' });
    expect(brandTheme({ accent: '#FDE68A' })).toMatchObject({ '--mc-accent': '#FDE68A', '--mc-on-accent': '#0F172A' });
  });

  it('a font from the list and a radius from the list, each as its own properties', () => {
    expect(brandTheme({ font: 'serif', radius: 'round' })).toEqual({
      '--mc-font': THEME_FONTS.serif,
      '--mc-radius': THEME_RADII.round.control,
      '--mc-radius-card': THEME_RADII.round.card,
    });
  });
});

describe('channel colours (issue 29)', () => {
  it('four different colours, each at 3:1 or more against its white icon', () => {
    expect(new Set(Object.values(CHANNEL_COLORS)).size).toBe(4);
    for (const color of Object.values(CHANNEL_COLORS)) expect(contrast(color, '#FFFFFF')).toBeGreaterThanOrEqual(3);
  });
});
