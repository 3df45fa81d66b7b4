// @vitest-environment happy-dom
/**
 * The painted view's first paint (boot/firstPaint.ts), one room per document: it asks to be shown when the
 * visitor's facts allow, gives the painted m.me links this visitor's reference value (the server wrote
 * its own), and hands the instance id in them to the widget machine. Each test makes its own room: no
 * module state carries over from one to the next.
 */
import { describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_STATE_ID, PAINTED_ATTRIBUTE, ROOT_AWAITS_SIZE_ATTRIBUTE } from '../../../bridge-protocol/paintedDocument';
import { createFirstPaint, type PaintedPost } from '../../../frame-app/boot/firstPaint';
import { EXIT_MOTION_SELECTOR } from '../../../frame-app/boot/earlyClose';
import { EXIT_MOTION_ATTRIBUTE } from '../../../frame-app/rules/motion';
import { renderFirstView } from '../../../frame-app/serverView/renderFirstView';
import { demoBar, demoBootstrap } from './fixtures';
import { frameFactsFragment } from '../../../bridge-protocol/frameFacts';
import { HELLO_REQUEST_ID } from '../../../bridge-protocol/handshake';

/** What the first paint posts, by message: its layouts, its sizes, and the rest (name, payload). */
function recordedPost() {
  const layout = vi.fn();
  const resize = vi.fn();
  const other = vi.fn();
  const post: PaintedPost = (name, payload) => void (name === 'mc:layout' ? layout(payload) : name === 'mc:resize' ? resize(payload) : other(name, payload));
  return { post, layout, resize, other };
}

/** Sizes go out once per animation frame (the size reporter). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const ALWAYS = { whenDisplay: { type: 'always', value: null } };

async function paintDocument(widget = demoBar(ALWAYS)): Promise<HTMLElement> {
  const config = { pageId: 'demo', fb_page_id: '1234567890', appId: null, widgets: [widget] };
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
    const post = recordedPost();
    const done = vi.fn();
    firstPaint.show('7', demoBootstrap({ widget: demoBar(ALWAYS) }), post.post, done);
    expect(post.layout).toHaveBeenCalledTimes(1);
    expect(post.layout.mock.calls[0]?.[0]).toMatchObject({ visible: true, placement: { kind: 'bar' } });
    expect(done).toHaveBeenCalledTimes(1);
    expect(firstPaint.shown).toBe(true);
    // Measured, then not displayed until the frame has its size (styles.css): nothing is painted hidden.
    expect(root.hasAttribute(ROOT_AWAITS_SIZE_ATTRIBUTE)).toBe(true);
    const instanceId = firstPaint.instanceId;
    expect(instanceId).toMatch(/^[0-9a-z]{6,8}$/);
    for (const link of root.querySelectorAll('a[href^="https://m.me/"]')) expect(link.getAttribute('href')).toBe(`https://m.me/1234567890?ref=w7.s1.${instanceId}`);

    // Decided: a second bootstrap (the frame app's copy of the reply) shows nothing again.
    firstPaint.show('7', demoBootstrap({ widget: demoBar(ALWAYS) }), post.post, done);
    expect(post.layout).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(2);
    // The frame app's layout takes the root over.
    firstPaint.end();
    expect(root.hasAttribute(ROOT_AWAITS_SIZE_ATTRIBUTE)).toBe(false);
  });

  it('follows the width the host gives its iframe, and says so when its size changed, until the frame app takes over', async () => {
    const firstPaint = createFirstPaint(document);
    const root = await paintDocument();
    let rect = { width: 1280, height: 73 };
    root.getBoundingClientRect = () => DOMRect.fromRect(rect);
    const post = recordedPost();
    firstPaint.show('7', demoBootstrap({ widget: demoBar(ALWAYS) }), post.post);
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

  /** A frame's window as the loader made it: a parent that records what it is sent, the address with its fragment. */
  function frameWindow(hash: string) {
    const posted: Array<{ message: { n: string; p: { layout?: unknown }; i: number }; origin: string }> = [];
    const parent = { postMessage: (message: never, origin: string) => void posted.push({ message, origin }) };
    const location = { search: '?page_id=demo&widget_id=7&host_origin=http%3A%2F%2Fshop.test', hash, ancestorOrigins: ['http://shop.test'] };
    return { win: { parent, location } as unknown as Window, posted };
  }

  it('decides from the facts in its address and says hello with the layout: shown with no message on the port before (item 2)', async () => {
    const root = await paintDocument();
    const { win, posted } = frameWindow(frameFactsFragment(demoBootstrap({ widget: demoBar(ALWAYS) })));
    const firstPaint = createFirstPaint(document, win);
    const decided = vi.fn();
    expect(firstPaint.sayHello(() => undefined, decided)).toBe(true);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ origin: 'http://shop.test', message: { n: 'mc:hello', i: HELLO_REQUEST_ID, p: { widgetId: '7', layout: { visible: true, placement: { kind: 'bar' } } } } });
    expect(decided).toHaveBeenCalledOnce();
    expect(firstPaint.shown).toBe(true);
    expect(root.querySelector('a[href^="https://m.me/"]')?.getAttribute('href')).toBe(`https://m.me/1234567890?ref=w7.s1.${firstPaint.instanceId}`);
    // The host's reply, when it comes, decides nothing again.
    const post = recordedPost();
    firstPaint.show('7', demoBootstrap({ widget: demoBar(ALWAYS) }), post.post);
    expect(post.layout).not.toHaveBeenCalled();
  });

  it('says hello without a layout when the facts keep the widget hidden, and at once without facts', async () => {
    // A bar for desktops only, on a phone: the device rule keeps it hidden.
    await paintDocument(demoBar(ALWAYS, { hideOnMobile: true }));
    const onPhone = demoBootstrap({ viewport: { width: 375, height: 740, mobile: true } });
    const hidden = frameWindow(frameFactsFragment(onPhone));
    const firstPaint = createFirstPaint(document, hidden.win);
    expect(firstPaint.sayHello(() => undefined, () => undefined)).toBe(true);
    expect(hidden.posted[0]?.message.p).not.toHaveProperty('layout');
    expect(firstPaint.shown).toBe(false);

    const none = frameWindow('');
    expect(createFirstPaint(document, none.win).sayHello(() => undefined, () => undefined)).toBe(true);
    expect(none.posted[0]?.message.p).toEqual({ protocolVersion: expect.any(Number), widgetId: '7' });
    // Broken facts are no facts: the hello goes out at once, the bootstrap decides.
    const broken = frameWindow('#mc=%7Bnot json');
    expect(createFirstPaint(document, broken.win).sayHello(() => undefined, () => undefined)).toBe(true);
    expect(broken.posted[0]?.message.p).not.toHaveProperty('layout');
  });

  it('sends nothing once the frame app has taken over before the view was styled', async () => {
    await paintDocument();
    const { win, posted } = frameWindow(frameFactsFragment(demoBootstrap({ widget: demoBar(ALWAYS) })));
    const firstPaint = createFirstPaint(document, win);
    // Not styled yet: a stylesheet still loading.
    const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet' });
    document.head.appendChild(sheet);
    firstPaint.sayHello(() => undefined, () => undefined);
    expect(posted).toHaveLength(0);
    expect(firstPaint.takeHello('7', 'http://shop.test')).toBeNull();
    sheet.dispatchEvent(new Event('load'));
    sheet.remove();
    expect(posted).toHaveLength(0);
    expect(firstPaint.shown).toBe(false);
  });

  describe("the visitor's close before React (issue 46 item 3)", () => {
    const closeButton = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;

    it('closes at its ×: the manual close and the close event said, the iframe hidden, nothing kept for React to press again', async () => {
      const root = await paintDocument();
      const firstPaint = createFirstPaint(document);
      const post = recordedPost();
      firstPaint.show('7', demoBootstrap({ widget: demoBar(ALWAYS) }), post.post);
      expect(firstPaint.closed).toBe(false);
      closeButton(root).click();
      closeButton(root).click();
      expect(firstPaint.closed).toBe(true);
      expect(post.other.mock.calls).toEqual([
        ['mc:session-update', { lastImpression: expect.any(Number), manualClose: true }],
        ['mc:widget-event', { event: 'close', detail: { manual: true } }],
      ]);
      // Once its exit has played (none where the browser has no animations): the iframe hidden, at the size it had.
      await vi.waitFor(() => expect(post.layout).toHaveBeenCalledTimes(2));
      const [shown, hidden] = post.layout.mock.calls.map((call) => call[0] as { visible: boolean; size: unknown });
      expect(hidden).toEqual({ ...shown, visible: false });
      expect(root.inert).toBe(true);
      expect(firstPaint.takeInteractions(root).presses).toEqual([]);
      // The app takes the root back as it was.
      firstPaint.end();
      expect(root.inert).toBe(false);
      expect(post.layout).toHaveBeenCalledTimes(2);
    });

    it('closes at Escape where the widget has a ×, and leaves the close to React once the app has taken over', async () => {
      const root = await paintDocument();
      const firstPaint = createFirstPaint(document);
      const post = recordedPost();
      firstPaint.show('7', demoBootstrap({ widget: demoBar(ALWAYS) }), post.post);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      expect(firstPaint.closed).toBe(false);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      expect(firstPaint.closed).toBe(true);

      const later = createFirstPaint(document);
      await paintDocument();
      const laterPost = recordedPost();
      later.show('7', demoBootstrap({ widget: demoBar(ALWAYS) }), laterPost.post);
      later.end();
      const freshRoot = document.getElementById('root')!;
      closeButton(freshRoot).click();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      expect(later.closed).toBe(false);
      expect(laterPost.other).not.toHaveBeenCalled();
      // Recorded instead, for React to press once it has hydrated.
      expect(later.takeInteractions(freshRoot).presses).toEqual([closeButton(freshRoot)]);
      firstPaint.end();
    });

    it("fades the layout's own exit element, named as the motion rules name it", () => {
      expect(EXIT_MOTION_SELECTOR).toBe(`[${EXIT_MOTION_ATTRIBUTE}]`);
    });

    it('keeps a widget without a × open: no control closes it, Escape does nothing', async () => {
      const root = await paintDocument(demoBar({ ...ALWAYS, allowHide: false }));
      expect(root.querySelector('[data-mc-close]')).toBeNull();
      const firstPaint = createFirstPaint(document);
      const post = recordedPost();
      firstPaint.show('7', demoBootstrap({ widget: demoBar({ ...ALWAYS, allowHide: false }) }), post.post);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      expect(firstPaint.closed).toBe(false);
      expect(post.other).not.toHaveBeenCalled();
      firstPaint.end();
    });
  });
});
