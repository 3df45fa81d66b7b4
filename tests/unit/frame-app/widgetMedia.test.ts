import { describe, expect, it } from 'vitest';
import { hasOwnMedia, widgetMedia } from '../../../frame-app/rules/widgetMedia';

const IMG = 'https://cdn.example/a.jpg';
const GIF = 'https://cdn.example/a.gif';
const YT = 'https://youtu.be/aqz-KE-bpKQ';

describe('widgetMedia', () => {
  it('no media fields → no media, no warning', () => {
    expect(widgetMedia({ title: 'x' }, {}, false)).toEqual({ media: null, warning: null });
  });

  it('image: img_big, at imagePlacement, in the simple template by default', () => {
    expect(widgetMedia({ mediaType: 'image', image: { img_big: IMG, gif: GIF }, imagePlacement: 'left' }, {}, false).media).toEqual({
      content: { kind: 'image', src: IMG },
      placement: 'left',
      template: 'simple',
      from: 'main',
    });
  });

  it('gif prefers image.gif; image falls back to the gif', () => {
    expect(widgetMedia({ mediaType: 'gif', image: { img_big: IMG, gif: GIF } }, {}, false).media?.content).toEqual({ kind: 'image', src: GIF });
    expect(widgetMedia({ mediaType: 'image', image: { gif: GIF } }, {}, false).media?.content).toEqual({ kind: 'image', src: GIF });
  });

  it('refuses non-http(s) and hostile image URLs', () => {
    for (const src of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'data:image/png;base64,AAAA', '/relative.jpg', 'ftp://x.example/a.jpg']) {
      expect(widgetMedia({ mediaType: 'image', image: { img_big: src } }, {}, false).media).toBeNull();
    }
    // A quote cannot leave the attribute or a CSS url("…"): the URL is serialised percent-encoded.
    expect(widgetMedia({ image: { img_big: 'https://x.example/a.jpg")' } }, {}, false).media?.content).toEqual({ kind: 'image', src: 'https://x.example/a.jpg%22)' });
  });

  it('video: parsed link at videoPlacement (else imagePlacement), mediaBackground template', () => {
    expect(widgetMedia({ mediaType: 'video', videoLink: YT, videoPlacement: 'below_description', pageTemplate: 'mediaBackground' }, {}, false).media).toEqual({
      content: { kind: 'video', video: { service: 'youtube', id: 'aqz-KE-bpKQ' }, image: null },
      placement: 'belowDescription',
      template: 'mediaBackground',
      from: 'main',
    });
    expect(widgetMedia({ mediaType: 'video', videoLink: YT, imagePlacement: 'right' }, {}, false).media?.placement).toBe('right');
    // The section's picture travels with the video as its poster: the image fields, else the background image.
    expect(widgetMedia({ mediaType: 'video', videoLink: YT, image: { img_big: 'https://cdn.example/p.jpg' } }, {}, false).media?.content).toMatchObject({ kind: 'video', image: 'https://cdn.example/p.jpg' });
    expect(widgetMedia({ mediaType: 'video', videoLink: YT, backgroundImage: { img_big: 'https://cdn.example/b.jpg' } }, {}, false).media?.content).toMatchObject({ image: 'https://cdn.example/b.jpg' });
  });

  it('an unsupported video link: no media and one warning text naming the link', () => {
    const result = widgetMedia({ mediaType: 'video', videoLink: 'https://youtube.com.evil.com/watch?v=aqz-KE-bpKQ', image: { img_big: IMG } }, {}, false);
    expect(result.media).toBeNull();
    expect(result.warning).toContain('youtube.com.evil.com');
    expect(result.warning).toContain('not a YouTube or Vimeo');
  });

  it('without a mediaType an image wins; a lone video link is a video', () => {
    expect(widgetMedia({ image: { img_big: IMG }, videoLink: YT }, {}, false).media?.content.kind).toBe('image');
    expect(widgetMedia({ videoLink: YT }, {}, false).media?.content.kind).toBe('video');
  });

  it('after submit, data.submitted media fields win when present, keeping main placement and template', () => {
    const main = { mediaType: 'image', image: { img_big: IMG }, imagePlacement: 'left', pageTemplate: 'simple' };
    const submitted = { mediaType: 'gif', image: { gif: GIF } };
    expect(widgetMedia(main, submitted, false).media?.content).toEqual({ kind: 'image', src: IMG });
    expect(widgetMedia(main, submitted, true).media).toEqual({ content: { kind: 'image', src: GIF }, placement: 'left', template: 'simple', from: 'submitted' });
    expect(widgetMedia(main, { title: 'Thanks' }, true).media?.from).toBe('main');
  });

  it('hasOwnMedia looks at mediaType, videoLink and image values', () => {
    expect(hasOwnMedia({})).toBe(false);
    expect(hasOwnMedia({ image: {} })).toBe(false);
    expect(hasOwnMedia({ image: { img_big: IMG } })).toBe(true);
    expect(hasOwnMedia({ videoLink: YT })).toBe(true);
  });
});
