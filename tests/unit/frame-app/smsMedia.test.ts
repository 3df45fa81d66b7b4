import { describe, expect, it } from 'vitest';
import { smsMedia } from '../../../frame-app/sms/rules/smsMedia';

const PICTURE = { mediaType: 'image', image: { img_big: 'https://cdn.example.com/p.png' } };

describe('the SMS layouts’ media (issue 29: they wear the card templates)', () => {
  it('sits at its placement inside the card, the side ones beside the text', () => {
    expect(smsMedia({ ...PICTURE, imagePlacement: 'left' }, {}, false)).toMatchObject({ media: { placement: 'left', content: { kind: 'image', src: 'https://cdn.example.com/p.png' } }, side: 'left' });
    expect(smsMedia({ ...PICTURE, imagePlacement: 'belowDescription' }, {}, false)).toMatchObject({ media: { placement: 'belowDescription' }, side: null });
    expect(smsMedia({ ...PICTURE }, {}, false)).toMatchObject({ media: { placement: 'aboveHeadline' }, side: null });
  });

  it('never goes behind the phone field: a background layout shows it above the headline', () => {
    expect(smsMedia({ ...PICTURE, pageTemplate: 'mediaBackground', imagePlacement: 'right' }, {}, false)).toMatchObject({ media: { placement: 'aboveHeadline' }, side: null });
  });

  it('is none without a picture, and the submitted section’s own after the opt-in', () => {
    expect(smsMedia({ title: 'x' }, {}, false)).toEqual({ media: null, side: null, warning: null });
    const after = smsMedia(PICTURE, { mediaType: 'image', image: { img_big: 'https://cdn.example.com/thanks.png' } }, true);
    expect(after.media?.content).toEqual({ kind: 'image', src: 'https://cdn.example.com/thanks.png' });
  });

  it('warns once about a video link it cannot play, and shows none', () => {
    const result = smsMedia({ mediaType: 'video', videoLink: 'https://example.com/v.mp4' }, {}, false);
    expect(result.media).toBeNull();
    expect(result.warning).toMatch(/not a YouTube or Vimeo video link/);
  });
});
