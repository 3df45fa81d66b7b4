// @vitest-environment happy-dom
import { act } from 'react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { MessengerCodeSvg } from '../../../../studio/configOnly/MessengerCodeSvg';
import { MESSENGER_LOGO_PATH } from '../../../../studio/configOnly/messengerLogo';
import { messengerCodeLayout } from '../../../../studio/rules/messengerCodeLayout';
import { mountEachTest } from '../controls/helpers';

const mount = mountEachTest();
const TEXT = 'https://m.me/1234567890?ref=w302.static.code.window';

function render(removeLogoBackground: boolean, size = 240) {
  const layout = messengerCodeLayout(TEXT, { logo: true, removeLogoBackground });
  act(() => mount.root.render(<MessengerCodeSvg layout={layout} size={size} fgColor="#1d3557" bgColor="#fdf6e3" title={`Messenger code for ${TEXT}`} />));
  return { layout, svg: mount.container.querySelector('svg')! };
}

/** The dark modules the symbol has outside the logo's area, counted from QRCode.create itself. */
function expectedDarkModules(removeLogoBackground: boolean): number {
  const symbol = QRCode.create(TEXT, { errorCorrectionLevel: 'H' });
  const { isHidden } = messengerCodeLayout(TEXT, { logo: true, removeLogoBackground });
  let count = 0;
  for (let r = 0; r < symbol.modules.size; r++) for (let c = 0; c < symbol.modules.size; c++) if (symbol.modules.get(r, c) === 1 && !isHidden(r, c)) count++;
  return count;
}

/** The modules a path draws: each `M x y h n v 1 h -n z` run is n modules. */
const modulesIn = (d: string) => [...d.matchAll(/M\d+ \d+h(\d+)v1h-\1z/g)].reduce((sum, m) => sum + Number(m[1]), 0);

describe('MessengerCodeSvg', () => {
  it('is `size` px square, its viewBox the symbol plus a 4-module quiet zone, named for the link', () => {
    const { svg, layout } = render(false);
    expect(svg.getAttribute('width')).toBe('240');
    expect(svg.getAttribute('height')).toBe('240');
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${layout.symbolSize + 8} ${layout.symbolSize + 8}`);
    expect(svg.getAttribute('role')).toBe('img');
    const title = svg.querySelector('title')!;
    expect(svg.getAttribute('aria-labelledby')).toBe(title.id);
    expect(title.textContent).toBe(`Messenger code for ${TEXT}`);
    expect(svg.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  });

  it('draws the dark modules as one path with the right number of modules, in the code colour on the background', () => {
    for (const removeLogoBackground of [false, true]) {
      const { svg } = render(removeLogoBackground);
      const background = svg.querySelector('rect')!;
      expect(background.getAttribute('fill')).toBe('#fdf6e3');
      const modulePaths = [...svg.querySelectorAll('path')].filter((p) => p.getAttribute('d') !== MESSENGER_LOGO_PATH);
      expect(modulePaths).toHaveLength(1);
      const [modules] = modulePaths;
      expect(modules?.getAttribute('fill')).toBe('#1d3557');
      expect(modulesIn(modules?.getAttribute('d') ?? '')).toBe(expectedDarkModules(removeLogoBackground));
      expect(svg.getAttribute('data-dark-modules')).toBe(String(expectedDarkModules(removeLogoBackground)));
    }
  });

  it('puts the logo on a white plate, or without it when removeLogoBackground', () => {
    const withPlate = render(false).svg;
    const logo = [...withPlate.querySelectorAll('path')].find((p) => p.getAttribute('d') === MESSENGER_LOGO_PATH)!;
    expect(logo.getAttribute('fill')).toBe('#1d3557');
    expect(logo.getAttribute('fill-rule')).toBe('evenodd');
    const rects = withPlate.querySelectorAll('rect');
    expect(rects).toHaveLength(2);
    expect(rects[1]?.getAttribute('fill')).toBe('#ffffff');
    const withoutPlate = render(true).svg;
    expect(withoutPlate.querySelectorAll('rect')).toHaveLength(1);
    expect([...withoutPlate.querySelectorAll('path')].some((p) => p.getAttribute('d') === MESSENGER_LOGO_PATH)).toBe(true);
  });

  it('follows a new size and new colours', () => {
    const { layout, svg } = render(false, 240);
    act(() => mount.root.render(<MessengerCodeSvg layout={layout} size={500} fgColor="#000000" bgColor="#ffffff" title="t" />));
    expect(mount.container.querySelector('svg')).toBe(svg);
    expect(svg.getAttribute('width')).toBe('500');
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
    expect(svg.querySelectorAll('path')[0]?.getAttribute('fill')).toBe('#000000');
  });
});
