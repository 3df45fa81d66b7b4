import { describe, expect, it } from 'vitest';
import { parseVideoLink } from '../../../frame-app/rules/videoSource';
import { videoEmbedUrl, videoWatchUrl } from '../../../frame-app/rules/videoEmbedUrl';

const YT = 'aqz-KE-bpKQ';

describe('parseVideoLink', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?v=${YT}&t=42s&list=PL1`,
    `https://m.youtube.com/watch?feature=share&v=${YT}`,
    `http://www.youtube.com/watch?v=${YT}`,
    `https://youtu.be/${YT}`,
    `https://youtu.be/${YT}?si=abc`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube-nocookie.com/embed/${YT}?rel=0`,
    `https://youtube.com/shorts/${YT}`,
    `https://www.youtube.com/live/${YT}`,
    `youtu.be/${YT}`,
    `//www.youtube.com/watch?v=${YT}`,
    `  https://WWW.YouTube.com/watch?v=${YT}  `,
  ])('YouTube: %s', (link) => {
    expect(parseVideoLink(link)).toEqual({ service: 'youtube', id: YT });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/76979871?share=copy', '76979871'],
    ['https://vimeo.com/76979871/8272103f6e', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://player.vimeo.com/video/123', '123'],
    ['vimeo.com/123', '123'],
  ])('Vimeo: %s', (link, id) => {
    expect(parseVideoLink(link)).toEqual({ service: 'vimeo', id });
  });

  it.each([
    ['not a string', 42],
    ['empty', ''],
    ['javascript:', `javascript:alert(1)//https://youtu.be/${YT}`],
    ['javascript: with tabs', `java\tscript:alert(1)//youtube.com/watch?v=${YT}`],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['angle brackets', `https://youtu.be/${YT}<script>`],
    ['look-alike host (suffix)', `https://youtube.com.evil.com/watch?v=${YT}`],
    ['look-alike host (prefix)', `https://evilyoutube.com/watch?v=${YT}`],
    ['look-alike vimeo', 'https://vimeo.com.evil.example/123'],
    ['credentials to another host', `https://youtube.com@evil.com/watch?v=${YT}`],
    ['credentials on the real host', `https://user:pw@www.youtube.com/watch?v=${YT}`],
    ['a port', `https://www.youtube.com:8443/watch?v=${YT}`],
    ['ftp', `ftp://youtu.be/${YT}`],
    ['other service', 'https://www.dailymotion.com/video/x7u5z'],
    ['YouTube without an id', 'https://www.youtube.com/watch'],
    ['YouTube channel', 'https://www.youtube.com/@somechannel'],
    ['YouTube id too short', 'https://youtu.be/abc'],
    ['YouTube id with bad characters', 'https://www.youtube.com/watch?v=aqz-KE-bp%22'],
    ['path traversal id', 'https://www.youtube.com/embed/..%2F..%2Fx'],
    ['Vimeo non-numeric', 'https://vimeo.com/about'],
    ['Vimeo player other path', 'https://player.vimeo.com/api/player.js'],
    ['very long', `https://youtu.be/${YT}?x=${'a'.repeat(3000)}`],
  ])('rejects %s', (_, link) => {
    expect(parseVideoLink(link)).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  const FRAME = 'https://widgets.example';

  it('a pressed YouTube video: the nocookie player, playing at once, with its postMessage API for this frame', () => {
    const url = new URL(videoEmbedUrl({ service: 'youtube', id: YT }, { mode: 'click', origin: FRAME }));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe(`/embed/${YT}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ autoplay: '1', enablejsapi: '1', origin: FRAME });
    expect(url.searchParams.get('mute')).toBeNull();
    expect(url.searchParams.get('controls')).toBeNull();
  });

  it('background YouTube: autoplay, muted, looped (as its own playlist), no controls', () => {
    const url = new URL(videoEmbedUrl({ service: 'youtube', id: YT }, { mode: 'background', origin: FRAME }));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ autoplay: '1', mute: '1', loop: '1', playlist: YT, controls: '0', enablejsapi: '1' });
  });

  it('leaves the API off without a usable origin (opaque or malformed)', () => {
    for (const origin of [null, 'null', 'https://a.example/path', 'javascript:alert(1)']) {
      const url = new URL(videoEmbedUrl({ service: 'youtube', id: YT }, { mode: 'click', origin }));
      expect(url.searchParams.get('enablejsapi')).toBeNull();
      expect(url.searchParams.get('origin')).toBeNull();
    }
  });

  it('Vimeo: player.vimeo.com with dnt; pressed it plays, background autoplays muted in a loop without controls', () => {
    expect(videoEmbedUrl({ service: 'vimeo', id: '123' }, { mode: 'click', origin: FRAME })).toBe('https://player.vimeo.com/video/123?dnt=1&autoplay=1');
    const url = new URL(videoEmbedUrl({ service: 'vimeo', id: '123' }, { mode: 'background', origin: FRAME }));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ autoplay: '1', muted: '1', loop: '1', controls: '0' });
    expect(url.searchParams.get('background')).toBeNull();
  });

  it("videoWatchUrl: the video's own page", () => {
    expect(videoWatchUrl({ service: 'youtube', id: YT })).toBe(`https://www.youtube.com/watch?v=${YT}`);
    expect(videoWatchUrl({ service: 'vimeo', id: '123' })).toBe('https://vimeo.com/123');
  });
});
