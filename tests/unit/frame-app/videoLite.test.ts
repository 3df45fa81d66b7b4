import { describe, expect, it } from 'vitest';
import { videoPosterUrl, videoServiceName } from '../../../frame-app/rules/videoPoster';
import { playerHello, playerSubscribe, readPlayerMessage } from '../../../frame-app/rules/videoPlayerMessages';

const YT = { service: 'youtube', id: 'aqz-KE-bpKQ' } as const;
const VIMEO = { service: 'vimeo', id: '76979871' } as const;
const YT_ORIGIN = 'https://www.youtube-nocookie.com';
const VIMEO_ORIGIN = 'https://player.vimeo.com';

describe('videoPosterUrl', () => {
  it("YouTube: the video's hqdefault thumbnail from i.ytimg.com", () => {
    expect(videoPosterUrl(YT, null)).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
  });

  it("the operator's image wins over the thumbnail, for both services", () => {
    expect(videoPosterUrl(YT, 'https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
    expect(videoPosterUrl(VIMEO, 'https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
  });

  it('Vimeo without an image: null (a neutral poster, no third-party thumbnail proxy)', () => {
    expect(videoPosterUrl(VIMEO, null)).toBeNull();
    expect(videoPosterUrl(VIMEO, '')).toBeNull();
  });

  it('names the service', () => {
    expect([videoServiceName(YT), videoServiceName(VIMEO)]).toEqual(['YouTube', 'Vimeo']);
  });
});

describe('readPlayerMessage', () => {
  it('YouTube: onReady / initialDelivery are ready, playerState 1 is playing (JSON strings)', () => {
    expect(readPlayerMessage(YT, YT_ORIGIN, JSON.stringify({ event: 'onReady', id: 1, channel: 'widget' }))).toBe('ready');
    expect(readPlayerMessage(YT, YT_ORIGIN, JSON.stringify({ event: 'initialDelivery', info: { playerState: -1 } }))).toBe('ready');
    expect(readPlayerMessage(YT, YT_ORIGIN, JSON.stringify({ event: 'infoDelivery', info: { playerState: 3 } }))).toBe('ready');
    expect(readPlayerMessage(YT, YT_ORIGIN, JSON.stringify({ event: 'infoDelivery', info: { playerState: 1, currentTime: 0.2 } }))).toBe('playing');
    expect(readPlayerMessage(YT, YT_ORIGIN, JSON.stringify({ event: 'onStateChange', info: 1 }))).toBe('playing');
    expect(readPlayerMessage(YT, YT_ORIGIN, JSON.stringify({ event: 'onStateChange', info: 2 }))).toBe('ready');
  });

  it('Vimeo: ready, then play / playProgress / timeupdate as playing (objects or JSON strings)', () => {
    expect(readPlayerMessage(VIMEO, VIMEO_ORIGIN, { event: 'ready', player_id: '' })).toBe('ready');
    expect(readPlayerMessage(VIMEO, VIMEO_ORIGIN, JSON.stringify({ event: 'ready' }))).toBe('ready');
    for (const event of ['play', 'playProgress', 'timeupdate']) expect(readPlayerMessage(VIMEO, VIMEO_ORIGIN, { event, data: { seconds: 1 } })).toBe('playing');
  });

  it('ignores any other origin, even with a perfect message (an error page or another frame)', () => {
    const ready = JSON.stringify({ event: 'onReady' });
    for (const origin of ['null', 'https://www.youtube.com', 'https://evil.example', YT_ORIGIN + '.evil.example']) expect(readPlayerMessage(YT, origin, ready)).toBeNull();
    expect(readPlayerMessage(VIMEO, YT_ORIGIN, { event: 'ready' })).toBeNull();
    expect(readPlayerMessage(YT, VIMEO_ORIGIN, ready)).toBeNull();
  });

  it('ignores junk and unknown events', () => {
    for (const data of [null, undefined, 42, 'not json', '[1,2]', '{"event":7}', { event: 'apiInfoDelivery' }, { nothing: true }, 'x'.repeat(100_001)]) {
      expect(readPlayerMessage(YT, YT_ORIGIN, data)).toBeNull();
      expect(readPlayerMessage(VIMEO, VIMEO_ORIGIN, data)).toBeNull();
    }
  });
});

describe('player handshake', () => {
  it("YouTube: 'listening' (JSON, widget channel), then a subscription to state changes", () => {
    expect(JSON.parse(playerHello(YT) as string)).toEqual({ event: 'listening', id: 1, channel: 'widget' });
    expect(playerSubscribe(YT).map((m) => JSON.parse(m as string))).toEqual([{ event: 'command', func: 'addEventListener', args: ['onStateChange'], id: 1, channel: 'widget' }]);
  });

  it('Vimeo: a ping, then play events', () => {
    expect(playerHello(VIMEO)).toEqual({ method: 'ping' });
    expect(playerSubscribe(VIMEO)).toEqual([{ method: 'addEventListener', value: 'play' }, { method: 'addEventListener', value: 'playProgress' }]);
  });
});
