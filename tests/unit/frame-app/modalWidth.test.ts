import { describe, expect, it } from 'vitest';
import type { WidgetMain } from '../../../bridge-protocol/config';
import { MODAL_WIDTH_PX, modalWidth } from '../../../frame-app/rules/modalWidth';

const picture = (imagePlacement: string, extra: Partial<WidgetMain> = {}): WidgetMain => ({
  mediaType: 'image',
  image: { img_big: 'https://cdn.shop.test/sail.jpg', gif: null },
  imagePlacement,
  pageTemplate: 'simple',
  ...extra,
});

describe('modalWidth (issue 29: the modal sized to its content)', () => {
  it('text alone gets the narrow card, media beside the text the 640 px of SPEC §9', () => {
    expect(modalWidth({ title: 'Join the club' }, {}, false)).toBe('text');
    expect(modalWidth(picture('left'), {}, false)).toBe('media');
    expect(modalWidth(picture('right'), {}, false)).toBe('media');
    expect(MODAL_WIDTH_PX).toEqual({ text: 448, media: 640 });
  });

  it('a picture above or below the text, or behind it, needs no more width', () => {
    expect(modalWidth(picture('aboveHeadline'), {}, false)).toBe('text');
    expect(modalWidth(picture('belowDescription'), {}, false)).toBe('text');
    expect(modalWidth(picture('left', { pageTemplate: 'mediaBackground' }), {}, false)).toBe('text');
  });

  it('after submit, the media the success view shows decides', () => {
    const submitted = { mediaType: 'image', image: { img_big: 'https://cdn.shop.test/thanks.jpg' }, imagePlacement: 'right' };
    expect(modalWidth({ title: 'Join' }, submitted, true)).toBe('media');
    expect(modalWidth({ title: 'Join' }, submitted, false)).toBe('text');
  });
});
