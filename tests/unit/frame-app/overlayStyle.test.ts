import { describe, expect, it } from 'vitest';
import { cssImageUrl } from '../../../frame-app/rules/cssImageUrl';
import { overlayColor, overlayOpacity, takeoverImageUrl } from '../../../frame-app/parts/overlayStyle';

describe('overlayStyle', () => {
  it('reads opacity as a percentage, default 0.5', () => {
    expect(overlayOpacity(50)).toBe(0.5);
    expect(overlayOpacity('70')).toBe(0.7);
    expect(overlayOpacity(150)).toBe(1);
    expect(overlayOpacity(-5)).toBe(0);
    expect(overlayOpacity(undefined)).toBe(0.5);
    expect(overlayOpacity('abc')).toBe(0.5);
  });

  it('accepts http(s) image URLs only', () => {
    expect(cssImageUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(cssImageUrl('http://cdn.example/a b".jpg')).toBe('http://cdn.example/a%20b%22.jpg');
    expect(cssImageUrl('javascript:alert(1)')).toBeNull();
    expect(cssImageUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(cssImageUrl('ftp://cdn.example/a.jpg')).toBeNull();
    expect(cssImageUrl('/relative.jpg')).toBeNull();
    expect(cssImageUrl('https://x.example/<a>')).toBeNull();
    expect(cssImageUrl(42)).toBeNull();
  });

  it('picks the takeover picture: backgroundImage, then the media image; none for video', () => {
    expect(takeoverImageUrl({ backgroundImage: { img_big: 'https://a.example/bg.jpg' }, image: { img_big: 'https://a.example/m.jpg' } })).toBe('https://a.example/bg.jpg');
    expect(takeoverImageUrl({ image: { img_big: 'https://a.example/m.jpg' } })).toBe('https://a.example/m.jpg');
    expect(takeoverImageUrl({ mediaType: 'gif', image: { img_big: 'https://a.example/m.jpg', gif: 'https://a.example/m.gif' } })).toBe('https://a.example/m.gif');
    expect(takeoverImageUrl({ mediaType: 'video', backgroundImage: { img_big: 'https://a.example/bg.jpg' } })).toBeNull();
    expect(takeoverImageUrl({})).toBeNull();
  });

  it('gives the overlay colour only when enabled', () => {
    expect(overlayColor({ overlay: { enabled: true, overlayColor: '#123456' } })).toBe('#123456');
    expect(overlayColor({ overlay: { enabled: true } })).toBe('#000000');
    expect(overlayColor({ overlay: { enabled: false, overlayColor: '#123456' } })).toBeNull();
    expect(overlayColor({})).toBeNull();
  });
});
