import { describe, expect, it } from 'vitest';
import { isSidePlacement, MEDIA_PLACEMENTS, normalizeMediaPlacement } from '../../../frame-app/rules/mediaPlacement';
import { normalizePageTemplate } from '../../../frame-app/rules/pageTemplate';

describe('normalizeMediaPlacement', () => {
  it('keeps every canonical value', () => {
    for (const p of MEDIA_PLACEMENTS) expect(normalizeMediaPlacement(p)).toBe(p);
  });

  it.each([
    ['above_headline', 'aboveHeadline'],
    ['Above headline', 'aboveHeadline'],
    ['above-title', 'aboveHeadline'],
    ['top', 'aboveHeadline'],
    ['above_description', 'aboveDescription'],
    ['below-headline', 'aboveDescription'],
    ['middle', 'aboveDescription'],
    ['BELOW_DESCRIPTION', 'belowDescription'],
    ['bottom', 'belowDescription'],
    ['LEFT', 'left'],
    [' right ', 'right'],
  ])('%j → %s', (value, expected) => {
    expect(normalizeMediaPlacement(value)).toBe(expected);
  });

  it.each([undefined, null, 3, '', 'center', 'constructor', '__proto__', { left: true }])('%j → the default, above the headline', (value) => {
    expect(normalizeMediaPlacement(value)).toBe('aboveHeadline');
  });

  it('left and right are the side placements', () => {
    expect(MEDIA_PLACEMENTS.filter(isSidePlacement)).toEqual(['left', 'right']);
  });
});

describe('normalizePageTemplate', () => {
  it.each([
    ['simple', 'simple'],
    ['mediaBackground', 'mediaBackground'],
    ['media_background', 'mediaBackground'],
    ['background', 'mediaBackground'],
    ['fancy', 'simple'],
    [undefined, 'simple'],
  ])('%j → %s', (value, expected) => {
    expect(normalizePageTemplate(value)).toBe(expected);
  });
});
