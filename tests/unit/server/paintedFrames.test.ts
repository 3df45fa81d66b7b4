import { describe, expect, it, vi } from 'vitest';
import { createLruMap } from '../../../server/composition/lruMap';
import { createPaintedFrames, VIEWPORTS_PER_VERSION, type PaintJob } from '../../../server/composition/paintedFrames';
import type { FirstView, RenderFirstView } from '../../../bridge-protocol/paintedDocument';

describe('createLruMap', () => {
  it('keeps the most recently used entries: a read makes an entry recent', () => {
    const lru = createLruMap<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });
});

const HTML = '<body><div id="root" class="frame-root"></div></body>';

function job(render: RenderFirstView, over: Partial<PaintJob> = {}): PaintJob {
  return {
    pageId: 'p',
    widgetId: '1',
    version: 'v1',
    origin: 'http://localhost:8081',
    render,
    request: () => ({ config: {}, pageId: 'p', widgetId: '1', origin: 'http://localhost:8081' }),
    html: HTML,
    csp: (styles) => `style-src 'self' ${styles.join(',')}`,
    ...over,
  };
}

describe('createPaintedFrames', () => {
  it('renders a document once: concurrent first requests share the render, later ones the result', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = vi.fn(async (): Promise<FirstView> => {
      await gate;
      return { ok: true, markup: '<p style="color: red">Hi</p>', state: { a: 1 }, styles: ['color: red'] };
    });
    const frames = createPaintedFrames();
    const first = frames.paint(job(render));
    const second = frames.paint(job(render));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a).toEqual({
      kind: 'painted',
      html: '<body><div id="root" class="frame-root" data-mc-painted=""><p style="color: red">Hi</p></div><script type="application/json" id="mc-first-view">{"a":1}</script></body>',
      csp: "style-src 'self' color: red",
    });
    expect(await frames.paint(job(render))).toBe(a);
    expect(render).toHaveBeenCalledTimes(1);
    // Another version, widget or origin is another document.
    await frames.paint(job(render, { version: 'v2' }));
    await frames.paint(job(render, { widgetId: '2' }));
    await frames.paint(job(render, { origin: 'https://widgets.example' }));
    expect(render).toHaveBeenCalledTimes(4);
    // So is another visitor's viewport (server/rules/frameViewport.ts); the same one is the same document.
    await frames.paint(job(render, { viewport: { width: 375, mobile: true } }));
    await frames.paint(job(render, { viewport: { width: 375, mobile: false } }));
    await frames.paint(job(render, { viewport: { width: 375, mobile: true } }));
    expect(render).toHaveBeenCalledTimes(6);
  });

  it('keeps a refusal as the outcome of that version', async () => {
    const render = vi.fn(async (): Promise<FirstView> => ({ ok: false, refused: 'unknown kind' }));
    const frames = createPaintedFrames();
    expect(await frames.paint(job(render))).toEqual({ kind: 'refused' });
    expect(await frames.paint(job(render))).toEqual({ kind: 'refused' });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('turns a renderer that throws, a malformed view or a document without its root into one logged failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const frames = createPaintedFrames();
    const throwing = vi.fn(async (): Promise<FirstView> => {
      throw new Error('no layout');
    });
    expect(await frames.paint(job(throwing))).toEqual({ kind: 'failed' });
    expect(await frames.paint(job(throwing))).toEqual({ kind: 'failed' });
    expect(throwing).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/page p, widget 1 \(version v1\).*no layout/);

    // The module is loaded code: what it returns is checked, not trusted.
    const malformed = (async () => ({ ok: true, markup: 7 })) as unknown as RenderFirstView;
    expect(await frames.paint(job(malformed, { version: 'v2' }))).toEqual({ kind: 'failed' });
    const fine = async (): Promise<FirstView> => ({ ok: true, markup: '', state: {}, styles: [] });
    expect(await frames.paint(job(fine, { version: 'v3', html: '<body></body>' }))).toEqual({ kind: 'failed' });
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('forgets the least recently used documents beyond its size', async () => {
    const render = vi.fn(async (): Promise<FirstView> => ({ ok: false, refused: 'x' }));
    const frames = createPaintedFrames(2);
    await frames.paint(job(render, { version: 'a' }));
    await frames.paint(job(render, { version: 'b' }));
    await frames.paint(job(render, { version: 'c' }));
    await frames.paint(job(render, { version: 'a' }));
    expect(render).toHaveBeenCalledTimes(4);
    await frames.paint(job(render, { version: 'c' }));
    expect(render).toHaveBeenCalledTimes(4);
  });
});

describe('createPaintedFrames: what a crowd can make it render (issue 46 item 6)', () => {
  const view = async (): Promise<FirstView> => ({ ok: true, markup: '<p>Hi</p>', state: {}, styles: [] });

  it('paints one version for at most VIEWPORTS_PER_VERSION visitors’ viewports besides the desktop; another version has its own', async () => {
    const render = vi.fn(view);
    const frames = createPaintedFrames();
    const kinds: string[] = [];
    for (let width = 200; width < 260; width += 1) kinds.push((await frames.paint(job(render, { viewport: { width, mobile: true } }))).kind);
    expect(kinds.filter((k) => k === 'painted')).toHaveLength(VIEWPORTS_PER_VERSION);
    expect(kinds.slice(VIEWPORTS_PER_VERSION).every((k) => k === 'limited')).toBe(true);
    expect((await frames.paint(job(render))).kind).toBe('painted');
    expect((await frames.paint(job(render, { viewport: { width: 200, mobile: true } }))).kind).toBe('painted');
    expect((await frames.paint(job(render, { version: 'v2', viewport: { width: 250, mobile: true } }))).kind).toBe('painted');
    expect(render).toHaveBeenCalledTimes(VIEWPORTS_PER_VERSION + 2);
  });

  it('asks mayRender only for a document it has not painted, and keeps no refusal of it', async () => {
    const render = vi.fn(view);
    const frames = createPaintedFrames();
    const mayRender = vi.fn(async () => false);
    expect(await frames.paint(job(render, { mayRender }))).toEqual({ kind: 'limited' });
    expect(render).not.toHaveBeenCalled();
    const painted = await frames.paint(job(render, { mayRender: async () => true }));
    expect(painted.kind).toBe('painted');
    expect(await frames.paint(job(render, { mayRender }))).toBe(painted);
    expect(mayRender).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
