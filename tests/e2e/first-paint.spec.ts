/**
 * No round trip before the paint (issue 46 item 2): the loader writes the visitor's facts into the frame
 * address's fragment, the painted document's first script decides from them, and its hello carries the
 * layout the host shows it with. So no message crosses the bridge's port, either way, before the widget
 * is on screen; the bootstrap follows. Counted on every MessagePort of the page and of the frame, against
 * the moment the host made the iframe visible.
 */
import { expect, test, type Page } from './test';
import { expectVisible, widgetFrame, widgetIframe } from './support';

interface PortPost {
  at: number;
  /** The order of the post among this document's records (the host's show included): exact where the clock ties. */
  seq: number;
  name: string;
}

/** In every document (the host page and each frame), before its scripts: each port message posted, with a shared clock. */
async function countPortMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __mcPortPosts: PortPost[]; __mcShownAt: number | null; __mcShownSeq: number | null };
    w.__mcPortPosts = [];
    w.__mcShownAt = null;
    w.__mcShownSeq = null;
    // The browser's clock is coarse (100 µs): a reply posted in the task that showed the widget can carry
    // the very same time. Within one document the order is exact: a sequence number says which came first.
    let seq = 0;
    const clock = (): number => performance.timeOrigin + performance.now();
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
      const data = args[0] as { n?: unknown; r?: unknown } | null;
      w.__mcPortPosts.push({ at: clock(), seq: (seq += 1), name: typeof data?.n === 'string' ? data.n : data?.r !== undefined ? `reply ${String(data.r)}` : 'other' });
      Reflect.apply(post, this, args);
    } as typeof MessagePort.prototype.postMessage;
    if (window.parent !== window) return;
    // The host page: the moment the loader makes a widget's iframe visible (it sets each property with
    // setProperty, synchronously, in the task that decides it).
    const set = CSSStyleDeclaration.prototype.setProperty;
    CSSStyleDeclaration.prototype.setProperty = function (this: CSSStyleDeclaration, name: string, value: string | null, priority?: string) {
      if (w.__mcShownAt === null && name === 'visibility' && value === 'visible') {
        w.__mcShownAt = clock();
        w.__mcShownSeq = seq += 1;
      }
      return set.call(this, name, value, priority);
    };
  });
}

async function portPostsBeforeShown(page: Page, widgetId: number): Promise<{ host: string[]; frame: string[]; after: string[] }> {
  const host = await page.evaluate(() => {
    const w = window as unknown as { __mcPortPosts: PortPost[]; __mcShownAt: number | null; __mcShownSeq: number | null };
    return { posts: w.__mcPortPosts, shownAt: w.__mcShownAt, shownSeq: w.__mcShownSeq };
  });
  const frame = await (await widgetFrame(page, widgetId)).evaluate(() => (window as unknown as { __mcPortPosts: PortPost[] }).__mcPortPosts);
  expect(host.shownAt, 'the moment the iframe was shown').not.toBeNull();
  // The host's posts by their exact order; the frame's (another process) by the shared clock, a tie not counted
  // as before (the two clocks cannot order events within one 100 µs step).
  const hostBefore = (p: PortPost) => p.seq < host.shownSeq!;
  const frameBefore = (p: PortPost) => p.at < host.shownAt!;
  return {
    host: host.posts.filter(hostBefore).map((p) => p.name),
    frame: frame.filter(frameBefore).map((p) => p.name),
    after: [...host.posts.filter((p) => !hostBefore(p)), ...frame.filter((p) => !frameBefore(p))].map((p) => p.name),
  };
}

for (const visit of ['first', 'repeat'] as const) {
  test(`a ${visit} visit shows a painted bar with no message on the bridge's port before it is on screen`, async ({ page }) => {
    await countPortMessages(page);
    if (visit === 'repeat') {
      await page.goto('/bench-1.html');
      await expectVisible(page, 101);
    }
    await page.goto('/bench-1.html');
    await expectVisible(page, 101);
    const frame = await widgetFrame(page, 101);
    // The address carried the facts, the first script decided from them.
    expect(new URL(frame.url()).hash).toMatch(/^#mc=/);
    await expect.poll(() => frame.evaluate(() => performance.getEntriesByName('mc:frame-painted-layout').length)).toBe(1);
    const posts = await portPostsBeforeShown(page, 101);
    expect(posts.host, 'host → frame before shown').toEqual([]);
    expect(posts.frame, 'frame → host before shown').toEqual([]);
    // The bootstrap followed: the host answered the hello on the port, after the widget was shown.
    expect(posts.after).toContain('reply 1');
    await expect(widgetIframe(page, 101)).toHaveAttribute('title', /.+/);
  });
}
