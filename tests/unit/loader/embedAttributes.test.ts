import { describe, expect, it } from 'vitest';
import { readEmbedSettings } from '../../../loader/embedAttributes';

const script = (src: string, attrs: Record<string, string>) => ({ src, getAttribute: (n: string) => attrs[n] ?? null });

describe('embed contract attributes', () => {
  it('defaults api, pixel api and frame base from the loader URL', () => {
    expect(readEmbedSettings(script('http://localhost:8081/loader.js', { 'data-page-id': 'demo' }), 'http://127.0.0.1:8080/')).toEqual({
      pageId: 'demo',
      api: 'http://localhost:8081',
      pixelApi: 'http://localhost:8081',
      frameBase: 'http://localhost:8081/frame/',
      frameOrigin: 'http://localhost:8081',
      editMode: false,
      assets: 'http://localhost:8081/',
    });
  });
  it('honours data-api, data-pixel-api and a same-origin proxy frame base', () => {
    const s = readEmbedSettings(
      script('https://cdn.test/v1/loader.js', { 'data-page-id': 'p', 'data-api': 'https://api.test/', 'data-pixel-api': 'https://px.test', 'data-frame-base': '/mc-frames' }),
      'https://shop.test/a/b',
    );
    expect(s).toMatchObject({ api: 'https://api.test', pixelApi: 'https://px.test', frameBase: 'https://shop.test/mc-frames/', frameOrigin: 'https://shop.test' });
  });
  it('says which attribute is missing or wrong', () => {
    expect(readEmbedSettings(script('http://a.test/loader.js', {}), 'http://a.test/')).toMatch(/data-page-id/);
    expect(readEmbedSettings(script('http://a.test/loader.js', { 'data-page-id': 'p', 'data-frame-base': 'javascript:alert(1)//' }), 'http://a.test/')).toMatch(/frame-base/);
  });
});
