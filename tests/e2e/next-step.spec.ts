/**
 * The success view's next step (data.submitted.nextStep, issue 29) on every kind that has a success
 * state: a code to copy, the owner's link, and SPEC §2's "Go to Messenger" as the overlays' default.
 * Each test serves the page's configuration with that one widget, the step set on it, submits it the
 * way a visitor's opt-in ends (the host's `submit()` with Meta's SDK blocked; the SMS kinds type a
 * number), then reaches the step with the keyboard.
 *
 * The frame is a cross-origin iframe without `allow="clipboard-write"` (the loader's attributes are the
 * embed contract): the Copy button must still put the code on the clipboard, which the host page reads.
 */
import { expect, test, type Frame, type Page } from './test';
import { alterConfig } from './hostileChecks';
import { settledGeometry, waitForReady } from './gallery-support';
import { widgetFrame } from './support';

test.use({ messengerSdk: 'abort', reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

const CODE = { type: 'code', code: 'WELCOME10', text: 'Your welcome code' };
const LINK = { type: 'link', text: 'Shop the new arrivals', url: 'https://shop.example/new' };

interface Kind {
  kind: string;
  path: string;
  id: number;
  open?: boolean;
  /** The SMS kinds subscribe with a phone number; the rest through the host's submit(). */
  phoneButton?: string;
}

const KINDS: Kind[] = [
  { kind: 'bar', path: '/gallery.html', id: 61 },
  { kind: 'slide-in', path: '/gallery.html', id: 62 },
  { kind: 'modal', path: '/gallery.html', id: 63, open: true },
  { kind: 'takeover', path: '/gallery.html', id: 64, open: true },
  { kind: 'box', path: '/gallery.html', id: 65 },
  { kind: 'button', path: '/gallery.html', id: 66 },
  { kind: 'landing', path: '/gallery.html', id: 67 },
  { kind: 'SMS card', path: '/sms.html', id: 71, phoneButton: 'Subscribe' },
  { kind: 'SMS modal', path: '/sms.html', id: 72, open: true, phoneButton: 'Text me the code' },
];

async function host(page: Page, id: number, method: 'submit' | 'forceOpen'): Promise<void> {
  await waitForReady(page);
  await page.evaluate(([widgetId, name]) => (window as unknown as { MC: { getWidget(id: string): Record<string, () => void> } }).MC.getWidget(widgetId)[name]!(), [String(id), method] as const);
}

/** Serves the page with this one widget, its next step set, and shows and submits it. */
async function submitted(page: Page, k: Kind, nextStep: unknown): Promise<Frame> {
  await alterConfig(page, (config) => ({
    ...config,
    widgets: config.widgets
      .filter((w) => String(w.widget_id) === String(k.id))
      .map((w) => {
        const data = w.data as { submitted?: Record<string, unknown> };
        return nextStep === undefined ? w : { ...w, data: { ...data, submitted: { ...data.submitted, nextStep } } };
      }),
  }));
  await page.goto(k.path);
  if (k.open) await host(page, k.id, 'forceOpen');
  await settledGeometry(page, k.id);
  const frame = await widgetFrame(page, k.id);
  // React, not the painted view, must be the one the visitor types into and submits: a number typed into
  // the painted field before React takes over is submitted by nobody (the SMS card failed so in CI).
  await expect.poll(() => frame.evaluate(() => performance.getEntriesByName('mc:frame-commit').length)).toBeGreaterThan(0);
  if (k.phoneButton !== undefined) {
    await page.route('**/widget/createSubscriberByPhoneNumber', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"state":true}' }));
    await frame.getByLabel('Mobile number').fill('(201) 555-0123');
    await frame.getByRole('button', { name: k.phoneButton }).click();
  } else {
    // (React learns of the blocked SDK then, too.)
    await host(page, k.id, 'submit');
  }
  await expect(frame.locator('[data-success-view]')).toBeVisible();
  return frame;
}

/** Tab from the success message (a click on it sets where sequential focus starts) to `target`. */
async function tabTo(page: Page, frame: Frame, target: ReturnType<Frame['getByRole']>): Promise<void> {
  await frame.locator('[data-success-view] [role="status"], [data-success-view][role="status"]').first().click();
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

for (const k of KINDS) {
  test(`${k.kind}: a code to copy, reached by Tab, copied to the clipboard and announced`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const frame = await submitted(page, k, CODE);
    // Why the Copy button cannot simply call the Clipboard API: the frame may not write the clipboard.
    expect(await frame.evaluate(() => navigator.clipboard.writeText('x').then(() => 'written', (e: Error) => e.name))).toBe('NotAllowedError');
    const group = frame.getByRole('group', { name: 'Your welcome code' });
    await expect(group.locator('code')).toHaveText('WELCOME10');
    const copy = group.getByRole('button', { name: 'Copy' });
    await tabTo(page, frame, copy);
    await page.keyboard.press('Enter');
    await expect(group.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(group.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');
  });

  test(`${k.kind}: the owner's link, in a new tab`, async ({ page }) => {
    const frame = await submitted(page, k, LINK);
    const link = frame.getByRole('link', { name: 'Shop the new arrivals' });
    await expect(link).toHaveAttribute('href', 'https://shop.example/new');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await tabTo(page, frame, link);
  });
}

test('by default the overlays offer "Go to Messenger" (SPEC §2) and the inline kinds the message alone', async ({ page }) => {
  for (const k of [KINDS[0]!, KINDS[4]!]) {
    const frame = await submitted(page, k, undefined);
    await expect(frame.getByRole('link', { name: 'Go to Messenger' })).toHaveCount(k.kind === 'bar' ? 1 : 0);
    await page.unrouteAll({ behavior: 'wait' });
  }
});
