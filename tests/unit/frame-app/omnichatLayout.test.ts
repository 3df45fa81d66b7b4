import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GREETING_HEADLINE,
  DEFAULT_GREETING_TEXT,
  DEFAULT_OMNICHAT_POPUP_MESSAGE,
  greetingHeadline,
  greetingText,
  headerColors,
  omnichatColor,
  omnichatLayout,
  popupCardWidth,
  popupMessage,
} from '../../../frame-app/rules/omnichatLayout';
import { relativeLuminance, parseHexColor } from '../../../frame-app/rules/overlayTextTone';
import { bubbleSize } from '../../../frame-app/rules/bubbleGeometry';

const contrast = (a: string, b: string) => {
  const [la, lb] = [a, b].map((c) => relativeLuminance(parseHexColor(c)!));
  return (Math.max(la!, lb!) + 0.05) / (Math.min(la!, lb!) + 0.05);
};

describe('omnichat layout: SPEC §9 breakpoints 768, 576, 512 and the 430 px popup card', () => {
  it.each([
    [1280, 'desktop', 66],
    [769, 'desktop', 66],
    [768, 'tablet', 60],
    [577, 'tablet', 60],
    [576, 'sheet', 60],
    [513, 'sheet', 60],
    [512, 'compactSheet', 60],
    [320, 'compactSheet', 60],
  ] as const)('%i px → %s, a %i px bubble', (width, layout, size) => {
    expect(omnichatLayout(width)).toBe(layout);
    expect(bubbleSize(width)).toBe(size);
  });

  it('the card is 430 px wide, narrower only when the viewport cannot hold it with its 20 px offsets', () => {
    expect(popupCardWidth(1280, 20)).toBe(430);
    expect(popupCardWidth(470, 20)).toBe(430);
    expect(popupCardWidth(460.6, 20)).toBe(420);
  });
});

describe('omnichat texts and colours (SPEC §2, §3 data.appearance)', () => {
  it('falls back to SPEC’s defaults for missing, empty or non-text values', () => {
    for (const appearance of [undefined, null, {}, { greeting_headline: '  ', greeting_text: { html: '<b>' }, popup_message: 7 }]) {
      expect(greetingHeadline(appearance)).toBe(DEFAULT_GREETING_HEADLINE);
      expect(greetingText(appearance)).toBe(DEFAULT_GREETING_TEXT);
    }
    expect(DEFAULT_GREETING_HEADLINE).toBe('How can we help you?');
    expect(DEFAULT_GREETING_TEXT).toBe('Talk to us on your favorite messaging app.');
    expect(popupMessage({})).toBe('Need a help? Just message us!');
    expect(DEFAULT_OMNICHAT_POPUP_MESSAGE).toBe('Need a help? Just message us!');
  });

  it('takes the operator’s texts as text, and only own properties', () => {
    expect(greetingHeadline({ greeting_headline: 'Hi <b>there</b>' })).toBe('Hi <b>there</b>');
    expect(popupMessage({ popup_message: 'Questions?' })).toBe('Questions?');
    expect(greetingText(Object.create({ greeting_text: 'inherited' }))).toBe(DEFAULT_GREETING_TEXT);
  });

  it('colour: appearance.colors.main, then .theme, then setup.colors.theme, else none of its own (the page accent or #0084FF); only hex colours', () => {
    expect(omnichatColor({ colors: { main: '#ff0000', theme: '#00ff00' } }, { colors: { theme: '#0000ff' } })).toBe('#ff0000');
    expect(omnichatColor({ colors: { theme: '#00ff00' } }, { colors: { theme: '#0000ff' } })).toBe('#00ff00');
    expect(omnichatColor({}, { colors: { theme: '#0000ff' } })).toBe('#0000ff');
    expect(omnichatColor({ colors: { main: 'red; background:url(x)' } }, {})).toBeNull();
    expect(omnichatColor(undefined, undefined)).toBeNull();
  });

  it('the header text reads at 4.5:1 or better on whatever colour is configured', () => {
    for (const color of ['#0084FF', '#25D366', '#FFD700', '#111827', '#FF5A5F', '#7C3AED', '#ffffff', '#808080']) {
      const { background, text } = headerColors(color);
      expect(contrast(background, text === 'white' ? '#ffffff' : '#020617'), color).toBeGreaterThanOrEqual(4.5);
    }
    // The default keeps its hue, deepened for white text rather than switched to dark text.
    expect(headerColors('#0084FF')).toEqual({ background: '#0070D9', text: 'white' });
  });
});
