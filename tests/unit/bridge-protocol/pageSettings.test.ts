import { describe, expect, it } from 'vitest';
import { pageSettingsProblems } from '../../../bridge-protocol/studio/pageSettings';
import { THEME_FONT_NAMES, THEME_FONTS, THEME_RADIUS_NAMES } from '../../../bridge-protocol/themeChoices';
import { THEME_RADII } from '../../../frame-app/rules/brandTheme';

const good = {
  page_name: 'Harbour Coffee',
  terms_url: 'https://harbour.example/terms',
  privacy_url: 'http://harbour.example/privacy',
  theme: { accent: '#1E3A8A', font: 'serif', radius: 'round' },
};

describe('pageSettingsProblems', () => {
  it('accepts a whole good value, an empty one, and every field emptied or null', () => {
    expect(pageSettingsProblems(good)).toEqual([]);
    expect(pageSettingsProblems({})).toEqual([]);
    expect(pageSettingsProblems({ page_name: '', terms_url: '  ', privacy_url: null, theme: null })).toEqual([]);
    expect(pageSettingsProblems({ theme: { accent: '', font: '', radius: '' } })).toEqual([]);
    expect(pageSettingsProblems({ theme: { accent: '#abc', font: null } })).toEqual([]);
  });

  it('accepts every font and radius the frame draws, and only those', () => {
    for (const font of THEME_FONT_NAMES) expect(pageSettingsProblems({ theme: { font } })).toEqual([]);
    for (const radius of THEME_RADIUS_NAMES) expect(pageSettingsProblems({ theme: { radius } })).toEqual([]);
    // The frame's tables are keyed by the same names.
    expect(Object.keys(THEME_FONTS)).toEqual([...THEME_FONT_NAMES]);
    expect(Object.keys(THEME_RADII)).toEqual([...THEME_RADIUS_NAMES]);
    expect(pageSettingsProblems({ theme: { font: 'Serif', radius: 'pill' } })).toEqual([
      { path: 'theme.font', message: 'Choose a font: system, your site’s (host), humanist, geometric, serif, rounded or mono.' },
      { path: 'theme.radius', message: 'Choose the corners: sharp, soft or round.' },
    ]);
  });

  it('refuses an accent that is not a solid hex colour, with the widget form’s message for a wrong one', () => {
    expect(pageSettingsProblems({ theme: { accent: 'blue' } })).toEqual([{ path: 'theme.accent', message: 'Enter a colour as a hex code, such as #0084FF.' }]);
    expect(pageSettingsProblems({ theme: { accent: 42 } })[0]?.path).toBe('theme.accent');
    // The frame reads #rgb and #rrggbb only: a transparent accent would silently do nothing.
    expect(pageSettingsProblems({ theme: { accent: '#1E3A8A80' } })).toEqual([{ path: 'theme.accent', message: 'Use a solid colour: # and 3 or 6 hex digits, such as #1E3A8A.' }]);
  });

  it('refuses legal pages that are not http(s) addresses, or too long', () => {
    const paths = (value: unknown) => pageSettingsProblems(value).map((p) => p.path);
    expect(paths({ terms_url: 'javascript:alert(1)', privacy_url: 'harbour.example/privacy' })).toEqual(['terms_url', 'privacy_url']);
    expect(pageSettingsProblems({ terms_url: 'mailto:legal@harbour.example' })[0]?.message).toBe(
      'Enter the page’s web address, starting with https://, such as https://your-shop.com/terms.',
    );
    expect(pageSettingsProblems({ privacy_url: `https://harbour.example/${'p'.repeat(2048)}` })[0]?.message).toMatch(/^Keep this to 2048 characters or fewer/);
    expect(paths({ terms_url: ['https://harbour.example/terms'] })).toEqual(['terms_url']);
  });

  it('refuses a business name that is not text or over 500 characters', () => {
    expect(pageSettingsProblems({ page_name: 7 })).toEqual([{ path: 'page_name', message: 'Enter this as text.' }]);
    expect(pageSettingsProblems({ page_name: 'x'.repeat(501) })[0]?.message).toBe('Keep this to 500 characters or fewer (it has 501).');
  });

  it('names what is not a setting, and refuses a value that is not an object', () => {
    expect(pageSettingsProblems({ widgets: [], theme: { colour: '#000' } }).map((p) => p.path)).toEqual(['widgets', 'theme.colour']);
    expect(pageSettingsProblems({ theme: 'dark' })).toEqual([{ path: 'theme', message: 'Enter the theme as a set of fields: accent, font and radius.' }]);
    expect(pageSettingsProblems([good])).toEqual([{ path: '', message: 'The page settings are a set of fields (a JSON object).' }]);
    expect(pageSettingsProblems(null)).toHaveLength(1);
  });

  it('reads own keys only, so a hostile object’s prototype is never checked or trusted', () => {
    const hostile = JSON.parse('{"__proto__": {"page_name": 7}, "theme": {"constructor": "x"}}') as unknown;
    expect(pageSettingsProblems(hostile).map((p) => p.path)).toEqual(['__proto__', 'theme.constructor']);
  });
});
