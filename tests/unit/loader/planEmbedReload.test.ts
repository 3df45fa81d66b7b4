import { describe, expect, it } from 'vitest';
import { planEmbedReload } from '../../../loader/frames/planEmbedReload';

describe('planEmbedReload (route change reloads embeds)', () => {
  const a = { name: 'a' };
  const b = { name: 'b' };
  it('keeps a frame whose anchor is still the same element', () => {
    expect(planEmbedReload([{ id: '1', anchor: a, mountedIn: a }])).toEqual({ destroy: [], create: [] });
  });
  it('moves a frame whose anchor was replaced by a new element', () => {
    expect(planEmbedReload([{ id: '1', anchor: b, mountedIn: a }])).toEqual({ destroy: ['1'], create: [{ id: '1', anchor: b }] });
  });
  it('removes a frame whose anchor is gone and creates one for an anchor that appeared', () => {
    expect(
      planEmbedReload([
        { id: '1', anchor: null, mountedIn: a },
        { id: '2', anchor: b, mountedIn: null },
        { id: '3', anchor: null, mountedIn: null },
      ]),
    ).toEqual({ destroy: ['1'], create: [{ id: '2', anchor: b }] });
  });
});
