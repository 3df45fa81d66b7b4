/**
 * Proof that the CPU throttle reaches every renderer: the same busy loop is timed (performance.now)
 * in the host page and inside its out-of-process iframe (bench-bare.html: one cross-site frame), in
 * three tabs (fastest of 5 each): unthrottled; throttled through the page's session only; throttled through every
 * session (what the bench does). Site isolation on, so the frame is a renderer of its own.
 */
import type { Chromium } from './cdp';
import { Tab } from './tab';

const BUSY_LOOP = `(() => { const t0 = performance.now(); let x = 0; for (let i = 0; i < 1.5e7; i++) x = (x + i * 7) % 1000003; return performance.now() - t0; })()`;

export interface ThrottleCheck {
  rate: number;
  unthrottled: { hostMs: number; frameMs: number };
  pageSessionOnly: { hostMs: number; frameMs: number };
  everySession: { hostMs: number; frameMs: number };
}

// The fastest of 5: other processes can only make a run slower, never faster.
const fastest = (xs: number[]): number => Math.min(...xs);

async function timeLoops(browser: Chromium, pageUrl: string, rate: number, throttleChildren: boolean): Promise<{ hostMs: number; frameMs: number }> {
  const contextId = await Tab.newContext(browser);
  const tab = await Tab.open(browser, contextId, { cpuThrottle: rate, throttleChildren });
  try {
    await tab.navigate(pageUrl);
    await tab.waitForMarks(pageUrl, 'bench:start', 'bench:visible');
    const frame = tab.frameTargets[0];
    if (!frame) throw new Error('throttle check: the bare iframe is not out of process (is site isolation on?)');
    const host: number[] = [];
    const inFrame: number[] = [];
    for (let i = 0; i < 5; i++) {
      host.push(await tab.evaluate<number>(BUSY_LOOP));
      inFrame.push(await tab.evaluate<number>(BUSY_LOOP, frame.sessionId));
    }
    return { hostMs: fastest(host), frameMs: fastest(inFrame) };
  } finally {
    await tab.close();
    await Tab.disposeContext(browser, contextId);
  }
}

export async function checkThrottle(browser: Chromium, demoUrl: string, rate: number): Promise<ThrottleCheck> {
  const pageUrl = `${demoUrl}bench-bare.html`;
  return {
    rate,
    unthrottled: await timeLoops(browser, pageUrl, 1, true),
    pageSessionOnly: await timeLoops(browser, pageUrl, rate, false),
    everySession: await timeLoops(browser, pageUrl, rate, true),
  };
}
