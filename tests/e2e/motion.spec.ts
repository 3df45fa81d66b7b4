/**
 * Widgets move in and out (frame-app/rules/motion.ts): bars slide from their edge, overlays fade and
 * scale, slide-ins slide from their side, embeds fade, bubbles pop. A closed widget's iframe stays
 * shown until its exit transition has ended in the frame (its transitionend), then hides; a pushPage
 * bar's host padding follows the slide both ways (loader/frames/pushPage.ts) and the host's own inline
 * transition and padding come back after. Under prefers-reduced-motion none of it moves and a close
 * hides the iframe at once.
 *
 * No wall-clock assertions: the tests sample states (every 16 ms in a frame, every animation frame in
 * the host) and ask whether any sample lies between the start and the end; that the exit ended before
 * the iframe hid is read from the frame's own transition events once the host has hidden it. That a
 * close hides the iframe "at once" is read from the order of the frame's messages: its hidden layout
 * and its `close` event travel on one port, in order.
 */
import { expect, test, type Frame, type Page } from './test';
import { GALLERY, openOverlay, settledGeometry, waitForReady } from './gallery-support';
import { iframeBox, widgetFrame } from './support';

type Kind = 'bar' | 'slide_in' | 'modal' | 'page_takeover' | 'box' | 'customer_chat';
const MOVING: Record<Kind, string> = {
  bar: '[data-motion-shell]',
  slide_in: '[role="dialog"]',
  modal: '[role="dialog"]',
  page_takeover: '[role="dialog"] [data-takeover-content]',
  box: '[data-motion-shell]',
  customer_chat: '[data-motion-shell]',
};

/**
 * Starts sampling the moving element's opacity, translate and scale every 16 ms. A timer, not
 * requestAnimationFrame: a hidden iframe gets no animation frames, and after it is shown they resume
 * only once the browser has noticed, by when an entrance may be over.
 */
async function startSampling(frame: Frame, selector: string): Promise<void> {
  await frame.evaluate((sel) => {
    const w = window as unknown as { __samples: string[]; __sampling: boolean; __transitions: string[]; __listening?: boolean };
    w.__samples = [];
    w.__sampling = true;
    w.__transitions = [];
    // A busy frame may miss every sample of a 200 ms transition; a transition that ran to its end says
    // so with an event whenever the frame gets to it (none fires for a 0 s transition). Its run is
    // recorded too: an end after a run since the sampling started is this movement's, not an earlier one's.
    if (!w.__listening) {
      w.__listening = true;
      const record = (event: TransitionEvent) => {
        const target = event.target as Element;
        if (w.__sampling && target.matches(sel) && ['opacity', 'translate', 'scale', 'transform'].includes(event.propertyName)) w.__transitions.push(`${event.type} ${event.propertyName}`);
      };
      document.addEventListener('transitionrun', record);
      document.addEventListener('transitionend', record);
    }
    const tick = () => {
      const el = document.querySelector(sel);
      if (el) {
        const cs = getComputedStyle(el);
        // The takeover fades its whole page and scales its content: the page's opacity counts too.
        const page = el.closest('[role="dialog"]');
        const pageOpacity = page && page !== el ? getComputedStyle(page).opacity : '';
        w.__samples.push(`${cs.opacity}|${cs.translate}|${cs.scale}|${pageOpacity}`);
      }
      if (w.__sampling) setTimeout(tick, 16);
    };
    tick();
  }, selector);
}

interface Sampled {
  samples: string[];
  /** transitionrun and transitionend events of the moving element's opacity, translate or scale. */
  transitions: string[];
}

/** A transition ran and then ended, both since the recording started (a list of event types, in order). */
function ranToItsEnd(transitions: string[]): boolean {
  const run = transitions.findIndex((t) => t.startsWith('transitionrun'));
  return run >= 0 && transitions.slice(run).some((t) => t.startsWith('transitionend'));
}

/** What the sampling has seen so far; it goes on until stopSampling. */
async function sampled(frame: Frame): Promise<Sampled> {
  return frame.evaluate(() => {
    const w = window as unknown as { __samples: string[]; __transitions: string[] };
    return { samples: [...w.__samples], transitions: [...w.__transitions] };
  });
}

async function stopSampling(frame: Frame): Promise<Sampled> {
  return frame.evaluate(() => {
    const w = window as unknown as { __samples: string[]; __sampling: boolean; __transitions: string[] };
    w.__sampling = false;
    return { samples: w.__samples, transitions: w.__transitions };
  });
}

/** The movement between the first and the last state: samples caught on the way, or transitions that ran. */
function between({ samples, transitions }: Sampled): string[] {
  const first = samples[0];
  const last = samples.at(-1);
  return [...[...new Set(samples)].filter((s) => s !== first && s !== last), ...transitions.filter((t) => t.startsWith('transitionend'))];
}

/** Records, in the host, whether the iframe was visible when the widget's `close` event arrived. */
async function watchCloseEvent(page: Page, id: number): Promise<void> {
  await page.evaluate((widgetId) => {
    const w = window as unknown as { MC: { on(e: string, fn: (d: { widgetId: string }) => void): void }; __visibleAtClose?: boolean };
    delete w.__visibleAtClose;
    w.MC.on('close', (d) => {
      if (d.widgetId !== String(widgetId)) return;
      const iframe = document.querySelector<HTMLIFrameElement>(`iframe[data-widget-id="${widgetId}"]`)!;
      w.__visibleAtClose = getComputedStyle(iframe).visibility === 'visible' && iframe.getBoundingClientRect().height > 0;
    });
  }, id);
}

const visibleAtClose = (page: Page) =>
  expect.poll(() => page.evaluate(() => (window as unknown as { __visibleAtClose?: boolean }).__visibleAtClose)).not.toBeUndefined();

async function isHidden(page: Page, id: number): Promise<boolean> {
  const box = await iframeBox(page, id);
  return box !== null && box.visibility === 'hidden' && box.height === 0;
}

async function close(page: Page, id: number): Promise<void> {
  await page.evaluate((widgetId) => (window as unknown as { MC: { getWidget(id: number): { close(): void } } }).MC.getWidget(widgetId).close(), id);
}

async function forceOpen(page: Page, id: number): Promise<void> {
  await page.evaluate((widgetId) => (window as unknown as { MC: { getWidget(id: number): { forceOpen(): void } } }).MC.getWidget(widgetId).forceOpen(), id);
}

/**
 * Samples the host page's content top (under the pushPage bar) and the bar iframe's visibility, once per
 * frame. A busy host may paint no frame during a 250 ms slide, so it also records what happens to the
 * padding itself: each change of `<html>`'s inline padding-top with the bar's visibility at that moment
 * (a MutationObserver, in the task that made the change), and its transition's events.
 */
async function startHostSampling(page: Page): Promise<void> {
  await page.evaluate((barId) => {
    const w = window as unknown as {
      __host: { top: number; pad: string; barVisible: boolean }[];
      __hostSampling: boolean;
      __hostEvents: string[];
      __hostListening?: boolean;
    };
    w.__host = [];
    w.__hostSampling = true;
    w.__hostEvents = [];
    const iframe = document.querySelector<HTMLIFrameElement>(`iframe[data-widget-id="${barId}"]`)!;
    const html = document.documentElement;
    if (!w.__hostListening) {
      w.__hostListening = true;
      let padding = html.style.getPropertyValue('padding-top');
      new MutationObserver(() => {
        if (html.style.getPropertyValue('padding-top') === padding) return;
        padding = html.style.getPropertyValue('padding-top');
        w.__hostEvents.push(`padding ${padding || 'none'}, bar ${getComputedStyle(iframe).visibility}`);
      }).observe(html, { attributes: true, attributeFilter: ['style'] });
      const record = (event: TransitionEvent) => {
        if (event.target === html && event.propertyName === 'padding-top') w.__hostEvents.push(event.type);
      };
      for (const type of ['transitionrun', 'transitionend', 'transitioncancel'] as const) html.addEventListener(type, record);
    }
    const tick = () => {
      w.__host.push({
        top: document.querySelector('main')!.getBoundingClientRect().top,
        pad: getComputedStyle(document.documentElement).paddingTop,
        barVisible: getComputedStyle(iframe).visibility === 'visible',
      });
      if (w.__hostSampling) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, GALLERY.bar);
}

/** What happened to the host's padding since startHostSampling (see there). */
async function hostEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __hostEvents: string[] }).__hostEvents]);
}

async function stopHostSampling(page: Page): Promise<{ top: number; pad: string; barVisible: boolean }[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __host: { top: number; pad: string; barVisible: boolean }[]; __hostSampling: boolean };
    w.__hostSampling = false;
    return w.__host;
  });
}

test.describe('with motion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const kind of Object.keys(MOVING) as Kind[]) {
    test(`${kind}: the exit is seen before the iframe hides, and the entrance when it opens again`, async ({ page }) => {
      const id = GALLERY[kind];
      await page.goto('/gallery.html');
      await waitForReady(page);
      if (kind === 'modal' || kind === 'page_takeover') await openOverlay(page, kind);
      else await settledGeometry(page, id);
      const frame = await widgetFrame(page, id);
      await expect.poll(() => frame.evaluate((sel) => getComputedStyle(document.querySelector(sel)!).opacity, MOVING[kind])).toBe('1');

      await watchCloseEvent(page, id);
      await startSampling(frame, MOVING[kind]);
      await close(page, id);
      await visibleAtClose(page);
      expect(await page.evaluate(() => (window as unknown as { __visibleAtClose: boolean }).__visibleAtClose), 'shown while its exit plays').toBe(true);
      await expect.poll(() => isHidden(page, id)).toBe(true);
      // The frame hides its iframe from the exit's transitionend (boot/frameLayout.ts), so by the time
      // the host has hidden it the frame has dispatched that event: read now, without waiting. (A hide
      // on a timer started at the close came before the exit had run on a busy machine.)
      const out = await stopSampling(frame);
      expect(ranToItsEnd(out.transitions), `the exit ran to its end before the iframe hid: ${JSON.stringify(out)}`).toBe(true);

      await startSampling(frame, MOVING[kind]);
      await forceOpen(page, id);
      await settledGeometry(page, id);
      await expect.poll(() => frame.evaluate((sel) => getComputedStyle(document.querySelector(sel)!).opacity, MOVING[kind])).toBe('1');
      // A busy frame may miss every sample of the entrance; its transitionend then says it ran, at the
      // frame's next animation update: waited for, not slept for.
      await expect.poll(async () => between(await sampled(frame)).length, { message: 'states on the way in' }).toBeGreaterThan(0);
      await stopSampling(frame);
    });
  }

  test("a pushPage bar: the host content follows the bar out and back in, then the host's inline transition and padding are its own again", async ({ page }) => {
    await page.goto('/gallery.html');
    await waitForReady(page);
    const bar = await settledGeometry(page, GALLERY.bar);
    await expect(page.locator('html')).toHaveCSS('padding-top', `${bar.rect.height}px`);
    // The host's own inline transition on <html> (on another property), which must survive the push.
    await page.evaluate(() => document.documentElement.style.setProperty('transition', 'color 1s linear 0s'));
    const hostTransition = await page.evaluate(() => document.documentElement.style.getPropertyValue('transition'));

    await startHostSampling(page);
    await close(page, GALLERY.bar);
    await expect.poll(() => isHidden(page, GALLERY.bar)).toBe(true);
    const out = await stopHostSampling(page);
    const start = out[0]!.top;
    const end = out.at(-1)!.top;
    expect(start - end).toBeGreaterThan(30);
    const moving = out.filter((s) => s.top < start - 0.5 && s.top > end + 0.5);
    // The content moved: positions caught on the way, or, when the host painted no frame meanwhile, the
    // padding's transition ran to its end (a jump would have no transition, or a cancelled one).
    const outWay = `content positions on the way out: ${JSON.stringify(out.map((s) => s.top))}`;
    await expect.poll(async () => moving.length > 0 || ranToItsEnd(await hostEvents(page)), { message: outWay }).toBe(true);
    // The page closes up while the bar slides out, not after it has gone: its padding went while the
    // bar's iframe was still shown.
    const padding = (await hostEvents(page)).filter((e) => e.startsWith('padding'));
    expect(moving.some((s) => s.barVisible) || padding[0] === 'padding none, bar visible', `${outWay}; ${JSON.stringify(padding)}`).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('transition'))).toBe(hostTransition);
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('padding-top'))).toBe('');

    await startHostSampling(page);
    await forceOpen(page, GALLERY.bar);
    await expect.poll(async () => (await page.locator('main').evaluate((el) => el.getBoundingClientRect().top)) >= start - 0.5).toBe(true);
    const back = await stopHostSampling(page);
    const movingIn = back.filter((s) => s.top > end + 0.5 && s.top < start - 0.5);
    const inWay = `content positions on the way in: ${JSON.stringify(back.map((s) => s.top))}`;
    await expect.poll(async () => movingIn.length > 0 || ranToItsEnd(await hostEvents(page)), { message: inWay }).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('transition'))).toBe(hostTransition);
    await expect(page.locator('html')).toHaveCSS('padding-top', `${bar.rect.height}px`);
  });
});

test.describe('prefers-reduced-motion: reduce', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** Every element's (and pseudo-element's) transition and animation durations and delays in a document. */
  const moving = () => {
    const nonZero = (list: string) => list.split(',').some((v) => parseFloat(v) !== 0);
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after']) {
        const cs = getComputedStyle(el, pseudo);
        if (cs.transitionProperty !== 'none' && (nonZero(cs.transitionDuration) || nonZero(cs.transitionDelay)))
          found.push(`${el.tagName.toLowerCase()}${pseudo ?? ''}.${String(el.className).slice(0, 60)}: transition ${cs.transitionDuration}`);
        if (cs.animationName !== 'none' && nonZero(cs.animationDuration)) found.push(`${el.tagName.toLowerCase()}${pseudo ?? ''}: animation ${cs.animationName} ${cs.animationDuration}`);
      }
    }
    return found;
  };

  test('nothing in any widget frame, nor the pushed host <html>, has a transition or animation; a close hides at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/gallery.html');
    await waitForReady(page);
    for (const id of [GALLERY.bar, GALLERY.slide_in, GALLERY.box, GALLERY.button, GALLERY.landing, GALLERY.checkbox, GALLERY.customer_chat]) await settledGeometry(page, id);
    await openOverlay(page, 'modal');
    const frames: [number, Frame][] = [];
    for (const id of Object.values(GALLERY)) frames.push([id, await widgetFrame(page, id)]);
    for (const [id, frame] of frames) expect(await frame.evaluate(moving), `widget ${id}`).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).paddingTop)).not.toBe('0px');
    const html = await page.evaluate(() => {
      const cs = getComputedStyle(document.documentElement);
      return [cs.transitionDuration, cs.transitionDelay, document.documentElement.getAnimations().length];
    });
    expect(html).toEqual(['0s', '0s', 0]);

    // Closed: hidden by the time its close event reaches the host (the hidden layout went first).
    for (const id of [GALLERY.modal, GALLERY.slide_in, GALLERY.box, GALLERY.customer_chat]) {
      await watchCloseEvent(page, id);
      await close(page, id);
      await visibleAtClose(page);
      expect(await page.evaluate(() => (window as unknown as { __visibleAtClose: boolean }).__visibleAtClose), `widget ${id}`).toBe(false);
    }

    // The bar: its host padding goes back in one step, with no transition on the way.
    await startHostSampling(page);
    await watchCloseEvent(page, GALLERY.bar);
    await close(page, GALLERY.bar);
    await visibleAtClose(page);
    expect(await page.evaluate(() => (window as unknown as { __visibleAtClose: boolean }).__visibleAtClose)).toBe(false);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).paddingTop)).toBe('0px');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const samples = await stopHostSampling(page);
    expect(new Set(samples.map((s) => s.pad)).size, JSON.stringify(samples.map((s) => s.pad))).toBeLessThanOrEqual(2);
  });
});
