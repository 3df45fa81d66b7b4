// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { LOADER_SIZES_PX, Spinner } from '../../../frame-app/parts/Spinner';
import { mountEachTest } from './reactMount';

const mount = mountEachTest();

it('comes in the two SPEC §9 loader sizes, 40 and 24, as square boxes', () => {
  expect(LOADER_SIZES_PX).toEqual([40, 24]);
  for (const size of LOADER_SIZES_PX) {
    act(() => mount.root.render(<Spinner size={size} />));
    const svg = mount.container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe(String(size));
    expect(svg?.getAttribute('height')).toBe(String(size));
    expect(svg?.dataset.size).toBe(String(size));
  }
});

it('is decorative, in currentColor, and spins only when motion is allowed', () => {
  const html = renderToString(<Spinner size={24} />);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const svg = doc.querySelector('svg');
  expect(svg?.getAttribute('aria-hidden')).toBe('true');
  expect([...doc.querySelectorAll('circle, path')].every((shape) => shape.getAttribute('stroke') === 'currentColor')).toBe(true);
  const classes = (svg?.getAttribute('class') ?? '').split(/\s+/);
  // Under prefers-reduced-motion: reduce no animation is declared: a still ring with its one arc.
  expect(classes).toContain('motion-safe:animate-spin');
  expect(classes).not.toContain('animate-spin');
});
