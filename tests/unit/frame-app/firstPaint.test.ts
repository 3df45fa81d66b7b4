// @vitest-environment happy-dom
/**
 * The painted view's first paint (boot/firstPaint.ts), one room per document: it asks to be shown when the
 * visitor's facts allow, gives the painted m.me links this visitor's reference value (the server wrote
 * its own), and hands the instance id in them to the widget machine. Each test makes its own room: no
 * module state carries over from one to the next.
 */
import { describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_STATE_ID, PAINTED_ATTRIBUTE } from '../../../bridge-protocol/paintedDocument';
import { createFirstPaint } from '../../../frame-app/boot/firstPaint';
import { renderFirstView } from '../../../frame-app/serverView/renderFirstView';
import { demoBar, demoBootstrap } from './fixtures';

/** Sizes go out once per animation frame (the size reporter). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const ALWAYS = { whenDisplay: { type: 'always', value: null } };

async function paintDocument(): Promise<HTMLElement> {
  const config = { pageId: 'demo', fb_page_id: '1234567890', appId: null, widgets: [demoBar(ALWAYS)] };
  const view = await renderFirstView({ config, pageId: 'demo', widgetId: '7', origin: 'http://localhost:8081' });
  if (!view.ok) throw new Error(view.refused);
  const parsed = new DOMParser().parseFromString(`<div id="root" ${PAINTED_ATTRIBUTE}="">${view.markup}</div>`, 'text/html');
  const root = document.adoptNode(parsed.getElementById('root')!);
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: FIRST_VIEW_STATE_ID, textContent: JSON.stringify(view.state) });
  document.body.replaceChildren(root, script);
  return root;
}

describe('the first paint of a painted view', () => {
  it("is asked for once, with the visitor's reference value in its links and the instance id handed on", async () => {
    const root = await paintDocument();
    expect(root.querySelector('a[href^="https://m.me/"]')?.getAttribute('href')).toBe('https://m.me/1234567890?ref=w7.server.server');
    const firstPaint = createFirstPaint(document);
    expect(firstPaint.instanceId).toBeNull();
    expect(firstPaint.shown).toBe(false);
    const post = { layout: vi.fn(), resize: vi.fn() };
    const done = vi.fn();
    firstPaint.show('7', demoBootstrap({ widget: demoBar(ALWAYS) }), post, done);
    expect(post.layout).toHaveBeenCalledTimes(1);
    expect(post.layout.mock.calls[0]?.[0]).toMatchObject({ visible: true, placement: { kind: 'bar' } });
    expect(done).toHaveBeenCalledTimes(1);
    expect(firstPaint.shown).toBe(true);
    const instanceId = firstPaint.instanceId;
    expect(instanceId).toMatch(/^[0-9a-z]{6,8}$/);
    for (const link of root.querySelectorAll('a[href^="https://m.me/"]')) expect(link.getAttribute('href')).toBe(`https://m.me/1234567890?ref=w7.s1.${instanceId}`);

    // Decided: a second bootstrap (the frame app's copy of the reply) shows nothing again.
    firstPaint.show('7', demoBootstrap({ widget: demoBar(ALWAYS) }), post, done);
    expect(post.layout).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(2);
  });

  it('follows the width the host gives its iframe, and says so when its size changed, until the frame app takes over', async () => {
    const firstPaint = createFirstPaint(document);
    const root = await paintDocument();
    let rect = { width: 1280, height: 73 };
    root.getBoundingClientRect = () => DOMRect.fromRect(rect);
    const post = { layout: vi.fn(), resize: vi.fn() };
    firstPaint.show('7', demoBootstrap({ widget: demoBar(ALWAYS) }), post);
    expect(post.layout.mock.calls[0]?.[0]).toMatchObject({ size: { width: 1280, height: 73 } });
    // Measured at the width the iframe was expected to get; the host gave it less, and the text wrapped.
    expect(root.style.width).toBe('1280px');
    rect = { width: 900, height: 96 };
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(root.style.width).toBe('100%');
    expect(post.resize.mock.calls).toEqual([[{ width: 900, height: 96 }]]);
    // Within a pixel: nothing to say.
    rect = { width: 900.5, height: 96.5 };
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(post.resize).toHaveBeenCalledTimes(1);

    firstPaint.end();
    rect = { width: 600, height: 140 };
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(post.resize).toHaveBeenCalledTimes(1);
  });
});
