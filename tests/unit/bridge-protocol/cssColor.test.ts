/**
 * The one colour rule (bridge-protocol/cssColor.ts, issue 46 item 6): every CSS colour form the product
 * took before is still a colour, and nothing that could leave its declaration, fetch a resource or call
 * a function is.
 */
import { describe, expect, it } from 'vitest';
import { cssColor, isHexColour } from '../../../bridge-protocol/cssColor';
import { configColourProblems } from '../../../bridge-protocol/configColours';

/** Every form the frame painted before (the browser's CSSOM took them), and what the studio writes. */
const LEGAL = [
  '#fff',
  '#FFFA',
  '#0084FF',
  '#0084ffcc',
  'red',
  'RebeccaPurple',
  'transparent',
  'currentColor',
  'rgb(255, 0, 0)',
  'rgb(255 0 0)',
  'rgb(255 0 0 / 50%)',
  'rgba(0,0,0,0.9)',
  'rgb(1e2, 0, 0)',
  'rgb(+10, -0, 0.5)',
  'hsl(210deg 100% 50%)',
  'hsla(210, 100%, 50%, .5)',
  'hsl(0.5turn 50% 50%)',
  'hsl(3.14rad 50% 50%)',
  'hsl(200grad 50% 50%)',
  'hsl(none 0% 50%)',
  'hwb(210 10% 20%)',
  'lab(52% 40 -60)',
  'lch(52% 70 300 / 0.8)',
  'oklab(0.6 0.1 -0.1)',
  'oklch(60% 0.15 250)',
  'color(display-p3 0.1 0.5 1)',
  'color(srgb 1 0 0 / 50%)',
];

const HOSTILE = [
  'blue;position:fixed',
  'blue; position: fixed; inset: 0',
  'url(https://evil.example/pixel.png)',
  'red url(https://evil.example/x)',
  'rgb(0,0,0);background:url(https://evil.example/x)',
  'rgb(0 0 0) url(x)',
  'rgb(calc(1) 0 0)',
  'rgb(var(--x) 0 0)',
  'var(--x)',
  'expression(alert(1))',
  'image-set("https://evil.example/x" 1x)',
  'red!important',
  'red }',
  '"red"',
  "'red'",
  '\\72 ed',
  'red\nposition:fixed',
  'red/**/',
  'color(display-p3 url(x))',
  'color(nonsense 1 0 0)',
  'rgb(0 0 0',
  '#12345',
  '#ggg',
  `rgb(${'0 '.repeat(40)})`,
  '',
  '   ',
];

describe('cssColor, the one colour rule', () => {
  it('takes every colour form the product took, trimmed', () => {
    for (const colour of LEGAL) expect(cssColor(colour), colour).toBe(colour);
    expect(cssColor('  #0084FF \n')).toBe('#0084FF');
  });

  it('refuses anything that could leave its declaration, fetch something or call a function', () => {
    for (const value of HOSTILE) expect(cssColor(value), JSON.stringify(value)).toBeNull();
    for (const value of [42, null, undefined, {}, ['red']]) expect(cssColor(value), String(value)).toBeNull();
  });

  it("the studio's hex form is a part of it", () => {
    for (const hex of ['#fff', '#ffff', '#0084FF', '#0084ffcc']) {
      expect(isHexColour(hex), hex).toBe(true);
      expect(cssColor(hex), hex).toBe(hex);
    }
    for (const other of ['red', 'rgb(0,0,0)', '#12345', 'blue;position:fixed', 7]) expect(isHexColour(other), String(other)).toBe(false);
  });
});

describe('configColourProblems (the admin API)', () => {
  it('names the path of every colour the frame paints that is not one', () => {
    const config = {
      theme: { accent: 'url(x)' },
      widgets: [
        { widget_id: 1, data: { main: { colors: { background: '#fff', headline: 'blue;position:fixed', extra: 'url(x)' }, overlay: { enabled: true, overlayColor: 'url(https://evil.example/)' } } } },
        { widget_id: 2, data: { submitted: { colors: { buttonText: 'red}' } }, setup: { colors: { theme: 'rgb(0 0 0)' } }, appearance: { colors: { main: 'expression(1)', theme: 'teal' } } } },
      ],
    };
    expect(configColourProblems(config).map((p) => p.path)).toEqual([
      'theme.accent',
      'widgets[0].data.main.colors.headline',
      'widgets[0].data.main.overlay.overlayColor',
      'widgets[1].data.submitted.colors.buttonText',
      'widgets[1].data.appearance.colors.main',
    ]);
  });

  it('has nothing to say of colours that are colours, unset or empty, or of a configuration without widgets', () => {
    const widgets = [{ data: { main: { colors: Object.fromEntries(LEGAL.map((c, i) => [['background', 'headline', 'description', 'buttonBackground', 'buttonText'][i % 5], c])), overlay: { overlayColor: '' } } } }];
    expect(configColourProblems({ widgets })).toEqual([]);
    expect(configColourProblems({ widgets: [{ data: { main: { colors: { background: null } } } }, 'nonsense', null] })).toEqual([]);
    expect(configColourProblems({ pageId: 'p' })).toEqual([]);
    expect(configColourProblems('nonsense')).toEqual([]);
  });
});
