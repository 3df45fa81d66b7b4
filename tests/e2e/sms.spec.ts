/**
 * Issue 5 acceptance, frame part: the SMS card (widget 71) and SMS modal (72) of demo/sms.html, a host
 * page on another origin than the widget provider.
 *
 * Backend: the happy path and the iOS ref use the real endpoints of the reference server when it has
 * them (`POST /widget/createSubscriberByPhoneNumber`, `/widget/generateSMSRef`), and the happy path then
 * reads the stored subscriber back from the admin API; where the server answers 404/405 (not built),
 * the test fulfils them by route interception and says so in an annotation. A real refusal is provoked
 * by spoiling widget_sign on the way; other server errors and a backend that is down are simulated by
 * route interception (DESIGN: backend faults via interception).
 */
import { expect, test, type Frame, type Page, type Request } from './test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { axeProblems, cspViolations, expectVisible, watchProblems, widgetFrame, widgetIframe } from './support';

const CARD = 71;
const MODAL = 72;
const SUBSCRIBE_URL = `${WIDGET_ORIGIN}/widget/createSubscriberByPhoneNumber`;
const REF_URL = `${WIDGET_ORIGIN}/widget/generateSMSRef`;
const LEGAL = 'Please note that by subscribing you are agreeing to receive autodialed personal and marketing text messages to your mobile number from us. Consent is not required for purchase. Message and data rates may apply. Reply "STOP" by SMS to cancel.';
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

async function openSmsPage(page: Page): Promise<Frame> {
  await page.goto('/sms.html');
  await expectVisible(page, CARD);
  const frame = await widgetFrame(page, CARD);
  // The country table arrives in its lazy chunk; the picker shows the default country once it has.
  await expect(frame.getByRole('button', { name: /^Country code: United States \+1$/ })).toBeVisible();
  return frame;
}



/** Does the reference server have the endpoint yet? (404 / 405 → not built; anything else → real.) */
async function serverHas(page: Page, url: string): Promise<boolean> {
  const response = await page.request.post(url, { data: {}, failOnStatusCode: false });
  return ![404, 405].includes(response.status());
}

test('the SMS card: phone field, legal text verbatim, default "Subscribe" in white on blue', async ({ page }) => {
  const problems = await watchProblems(page);
  const frame = await openSmsPage(page);
  const field = frame.getByLabel('Mobile number');
  await expect(field).toHaveAttribute('type', 'tel');
  await expect(field).toHaveAttribute('inputmode', 'tel');
  await expect(field).toHaveAttribute('autocomplete', 'tel-national');
  await expect(field).toHaveAttribute('placeholder', '555-123-4567');
  expect(await field.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
  await expect(frame.getByTestId('sms-legal-text')).toHaveText(LEGAL);
  // Issue 29: left-aligned fine print, with who the consent is given to and the page's Terms and Privacy.
  expect(await frame.getByTestId('sms-legal-text').evaluate((el) => getComputedStyle(el).textAlign)).toBe('left');
  await expect(frame.getByTestId('sms-legal-business')).toHaveText('Demo Shop · Terms · Privacy');
  await expect(frame.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', /\/terms\.html$/);
  await expect(frame.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', /\/privacy\.html$/);
  const button = frame.getByRole('button', { name: 'Subscribe' });
  const colours = await button.evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
  expect(colours.color).toBe('rgb(255, 255, 255)');
  expect(colours.background).toBe('rgb(0, 115, 224)');
  mkdirSync(SHOTS, { recursive: true });
  await widgetIframe(page, CARD).screenshot({ path: path.join(SHOTS, 'sms_card.png') });
  expect(await axeProblems(page, CARD)).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});

test('an opt-in posts createSubscriberByPhoneNumber and shows the success state', async ({ page }) => {
  const real = await serverHas(page, SUBSCRIBE_URL);
  test.info().annotations.push({ type: 'backend', description: real ? 'real /widget/createSubscriberByPhoneNumber' : 'fulfilled by page.route (server endpoint not built yet)' });
  if (!real) await page.route(SUBSCRIBE_URL, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ state: true }) }));
  const posted = page.waitForRequest((r: Request) => r.url() === SUBSCRIBE_URL && r.method() === 'POST');
  const answered = page.waitForResponse(SUBSCRIBE_URL);

  const frame = await openSmsPage(page);
  // A fresh number per run (555-01xx is the fictional range), so the stored row is this run's.
  const last2 = String(Date.now() % 100).padStart(2, '0');
  await frame.getByLabel('Mobile number').fill(`(201) 555-01${last2}`);
  await frame.getByRole('button', { name: 'Subscribe' }).click();

  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ account_id: 'sms', widget_id: CARD, phone_number: `+120155501${last2}` });
  expect(typeof body.session_id).toBe('string');
  expect(String(body.session_id)).not.toBe('');
  expect(body).toHaveProperty('widget_sign');
  // Needs the real server to prove storage: state true is its word that the subscriber was stored.
  expect(await (await answered).json()).toMatchObject({ state: true });
  await expect(frame.getByText("You're subscribed!")).toBeVisible();
  await expect(frame.getByLabel('Mobile number')).toHaveCount(0);
  await widgetIframe(page, CARD).screenshot({ path: path.join(SHOTS, 'sms_card_success.png') });
  if (real) {
    // The reference server's admin API (with the e2e server's admin token) lists the stored subscriber.
    const stored = await page.request.get(`${WIDGET_ORIGIN}/admin/pages/sms/subscribers`, { headers: ADMIN_HEADERS });
    expect(stored.status()).toBe(200);
    expect(JSON.stringify(await stored.json())).toContain(`+120155501${last2}`);
  }
  // The frame's CSP (connect-src 'self') allows the call: the backend base is the frame's own origin here.
  expect(await cspViolations(page)).toEqual([]);
});

test('server errors: the last message under the field, the number kept, input clears it', async ({ page }) => {
  await page.route(SUBSCRIBE_URL, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ state: false, errors: [{ message: 'Something else went wrong' }, { message: 'This number cannot receive text messages', field: 'phone_number' }] }),
    }),
  );
  const frame = await openSmsPage(page);
  const field = frame.getByLabel('Mobile number');
  await field.fill('201 555 0123');
  await frame.getByRole('button', { name: 'Subscribe' }).click();
  const error = frame.getByTestId('phone-error');
  await expect(error).toHaveText('This number cannot receive text messages');
  await expect(field).toHaveValue('201 555 0123');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await field.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
  await widgetIframe(page, CARD).screenshot({ path: path.join(SHOTS, 'sms_card_error.png') });
  expect(await axeProblems(page, CARD)).toEqual([]);
  await field.press('End');
  await field.press('Backspace');
  await expect(error).toHaveCount(0);
});

test('a refusal of the real server (an invalid widget_sign, 403) shows its message and keeps the number', async ({ page }) => {
  test.skip(!(await serverHas(page, SUBSCRIBE_URL)), 'needs the reference server\'s /widget/createSubscriberByPhoneNumber');
  // The request leaves the frame as built, with one field spoiled on the way: the server answers for real.
  await page.route(SUBSCRIBE_URL, (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, widget_sign: 'forged' }) });
  });
  const frame = await openSmsPage(page);
  const field = frame.getByLabel('Mobile number');
  await field.fill('201 555 0199');
  await frame.getByRole('button', { name: 'Subscribe' }).click();
  await expect(frame.getByTestId('phone-error')).toContainText('widget_sign');
  await expect(field).toHaveValue('201 555 0199');
});

test('a server error (500): says so, keeps the number, and does not mark the field', async ({ page }) => {
  await page.route(SUBSCRIBE_URL, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ state: false, errors: [{ message: 'Internal error', field: 'phone_number' }] }) }),
  );
  const frame = await openSmsPage(page);
  const field = frame.getByLabel('Mobile number');
  await field.fill('201 555 0123');
  await frame.getByRole('button', { name: 'Subscribe' }).click();
  const notice = frame.getByTestId('phone-error');
  await expect(notice).toHaveText('Our server had a problem, so you are not subscribed yet. Please try again.');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(field).toHaveValue('201 555 0123');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  expect(await field.getAttribute('aria-describedby')).toBeNull();
  // Not red: the field keeps its normal border, the notice its neutral colour.
  expect(await field.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe('rgb(220, 38, 38)');
  await expect(frame.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(await axeProblems(page, CARD)).toEqual([]);
});

test('backend down: a clear message, the number kept', async ({ page }) => {
  await page.route(SUBSCRIBE_URL, (route) => route.abort('connectionrefused'));
  const frame = await openSmsPage(page);
  const field = frame.getByLabel('Mobile number');
  await field.fill('2015550123');
  await frame.getByRole('button', { name: 'Subscribe' }).click();
  await expect(frame.getByTestId('phone-error')).toHaveText("We couldn't reach the server. Check your connection and try again.");
  await expect(field).toHaveValue('2015550123');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  // The visitor may try again: the button is enabled.
  await expect(frame.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('the country picker: SVG flags, search, keyboard, a list of at most 300 px over the card that does not push the page', async ({ page }) => {
  const frame = await openSmsPage(page);
  const iframeBefore = await widgetIframe(page, CARD).boundingBox();
  // Host content below the inline card: it must not move while the list is open.
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.id = 'below-card';
    p.textContent = 'Host content below the SMS card';
    document.querySelector('main')?.append(p);
  });
  const below = page.locator('#below-card');
  const belowBefore = await below.boundingBox();
  const button = frame.getByRole('button', { name: /^Country code:/ });
  // Flags are SVG images, not emoji text (Debian and Windows have no colour-emoji flags).
  await expect(button.locator('[data-flag="US"] svg')).toBeVisible();
  expect(await button.textContent()).toBe('+1');
  await button.focus();
  await button.press('ArrowDown');
  const search = frame.getByRole('combobox', { name: 'Search countries' });
  await expect(search).toBeFocused();
  const list = frame.getByRole('listbox', { name: 'Countries' });
  const rows = list.getByRole('option');
  await expect(rows.first().locator('[aria-hidden="true"] svg')).toBeVisible();
  expect(await rows.evaluateAll((els) => els.slice(0, 20).every((el) => el.querySelector('[aria-hidden="true"] svg') !== null && !/\p{Regional_Indicator}/u.test(el.textContent ?? '')))).toBe(true);
  const fullHeight = (await list.boundingBox())?.height ?? 0;
  expect(fullHeight).toBeLessThanOrEqual(300);
  expect(fullHeight).toBeGreaterThan(100);
  // The panel stays inside the card (boxes in page coordinates): the iframe keeps its size and the
  // host page does not move.
  const panel = await frame.getByTestId('country-panel').boundingBox();
  const card = iframeBefore ?? { x: 0, y: 0, width: 0, height: 0 };
  expect(panel?.y ?? -1).toBeGreaterThanOrEqual(card.y);
  expect((panel?.y ?? 0) + (panel?.height ?? 0)).toBeLessThanOrEqual(card.y + card.height);
  await page.waitForTimeout(300);
  expect(await widgetIframe(page, CARD).boundingBox()).toEqual(iframeBefore);
  expect(await below.boundingBox()).toEqual(belowBefore);
  await search.fill('deutsch');
  await expect(list.getByRole('option')).toHaveCount(1);
  // One result: a short list.
  const oneHeight = (await list.boundingBox())?.height ?? 0;
  expect(oneHeight).toBeLessThan(fullHeight);
  expect(oneHeight).toBeLessThan(80);
  await search.fill('+44');
  await expect(list.getByRole('option', { name: /United Kingdom/ })).toBeVisible();
  await widgetIframe(page, CARD).screenshot({ path: path.join(SHOTS, 'sms_country_list.png') });
  expect(await axeProblems(page, CARD)).toEqual([]);
  await search.fill('GERMANY');
  await search.press('Enter');
  await expect(button).toHaveAccessibleName('Country code: Germany +49');
  await expect(button).toBeFocused();
  // Escape closes without choosing.
  await button.press('ArrowDown');
  await frame.getByRole('combobox', { name: 'Search countries' }).press('Escape');
  await expect(list).toHaveCount(0);
  await expect(button).toHaveAccessibleName('Country code: Germany +49');
  // A click elsewhere closes it too.
  await button.click();
  await expect(list).toBeVisible();
  // The panel lies over the card's middle: a click on the card outside it (its corner).
  await frame.getByTestId('sms-card').click({ position: { x: 4, y: 4 } });
  await expect(list).toHaveCount(0);
});

test('the country list closes when its field scrolls off screen (SPEC §4 off-screen anchor), taking no focus from the host', async ({ page }) => {
  // The article with the SMS card in its first screen; a short window, so the card can leave it.
  await page.setViewportSize({ width: 1280, height: 540 });
  await page.goto('/article.html');
  await expectVisible(page, CARD);
  const frame = await widgetFrame(page, CARD);
  const button = frame.getByRole('button', { name: /^Country code: United States \+1$/ });
  const list = frame.getByRole('listbox', { name: 'Countries' });
  const iframe = widgetIframe(page, CARD);
  // Host scroll positions: the card wholly above the window, and back at the top.
  const away = await iframe.evaluate((el) => Math.ceil(el.getBoundingClientRect().bottom + window.scrollY) + 1);
  const roomBelow = await page.evaluate((y) => y + innerHeight - document.documentElement.scrollHeight, away);
  expect(roomBelow, 'the article is long enough to scroll the card out of a 540 px window').toBeLessThanOrEqual(0);
  const scrollHost = async (y: number) => {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
  };

  // Focus in the list (the visitor opened it), then the host page scrolled with the wheel or a scrollbar.
  await button.click();
  await expect(list).toBeVisible();
  await scrollHost(away);
  await expect(list).toHaveCount(0);
  await expect(iframe).not.toBeInViewport();
  // Focus went back to the button without scrolling the host page back to the card.
  expect(await page.evaluate(() => window.scrollY)).toBe(away);
  await expect(button).toBeFocused();
  await scrollHost(0);
  await expect(list).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // The visitor opened it, then moved into the host page (the frame lost focus: the list stays open):
  // scrolled away and back, the list is closed and the host page keeps its focus. The host's heading
  // takes the focus itself: a click on host text that cannot take focus leaves Chromium's focused
  // frame where it was, and a click first scrolls the page (both would test the browser, not us).
  await button.click();
  await expect(list).toBeVisible();
  await expect(frame.getByRole('combobox', { name: 'Search countries' })).toBeFocused();
  await scrollHost(0);
  await page.getByRole('heading', { level: 1 }).evaluate((heading: HTMLElement) => {
    heading.tabIndex = -1;
    heading.focus();
  });
  const hostFocus = () => page.evaluate(() => document.activeElement?.tagName);
  expect(await hostFocus()).toBe('H1');
  await expect(list).toBeVisible();
  await scrollHost(away);
  await expect(list).toHaveCount(0);
  await scrollHost(0);
  await expect(list).toHaveCount(0);
  expect(await hostFocus()).toBe('H1');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('while the number is posted: a 24 px spinner before "Subscribing…", the button no taller, still under reduced motion', async ({ page }) => {
  // The answer is held until the button has been looked at.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(SUBSCRIBE_URL, async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ state: true }) });
  });
  const frame = await openSmsPage(page);
  await frame.getByLabel('Mobile number').fill('201 555 0123');
  const button = frame.locator('button[type="submit"]');
  const spinner = button.getByTestId('spinner');
  await expect(spinner).toHaveCount(0);
  const idle = await button.boundingBox();
  await button.click();
  await expect(button).toHaveText('Subscribing…');
  await expect(button).toBeDisabled();
  await expect(spinner).toBeVisible();
  const box = await spinner.boundingBox();
  expect([box?.width, box?.height]).toEqual([24, 24]);
  // Before the words, inside the button, and the button keeps its height: no jump between the states.
  const order = await button.evaluate((el) => {
    const words = el.ownerDocument.createRange();
    words.selectNodeContents(el.lastChild ?? el);
    return { spinnerRight: el.querySelector('[data-testid="spinner"]')?.getBoundingClientRect().right ?? Infinity, wordsLeft: words.getBoundingClientRect().left };
  });
  expect(order.spinnerRight).toBeLessThanOrEqual(order.wordsLeft);
  const loading = await button.boundingBox();
  expect(loading?.height).toBe(idle?.height);
  expect(loading?.width).toBe(idle?.width);
  // Reduced motion (this file's setting): a still ring; with motion allowed it turns.
  expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe('spin');
  answer();
  await expect(frame.getByText("You're subscribed!")).toBeVisible();
});

test('the SMS modal opens over the page with the same form', async ({ page }) => {
  const frame = await openSmsPage(page);
  void frame;
  await page.getByRole('button', { name: 'Open the SMS modal' }).click();
  await expectVisible(page, MODAL);
  const modal = await widgetFrame(page, MODAL);
  const dialog = modal.getByRole('dialog', { name: '15% off your next order' });
  await expect(dialog).toBeVisible();
  // It opens with the dialog focused, so no control shows a focus ring the visitor did not ask for.
  await expect(dialog).toBeFocused();
  expect(await modal.evaluate(() => document.querySelectorAll(':focus-visible').length === 0 || document.activeElement?.getAttribute('role') === 'dialog')).toBe(true);
  // Tab reaches the country button, whose ring is drawn whole, above the number field.
  await page.keyboard.press('Tab');
  const country = modal.getByRole('button', { name: /^Country code:/ });
  await expect(country).toBeFocused();
  expect(await country.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).zIndex === '10')).toBe(true);
  await expect(modal.getByRole('button', { name: 'Text me the code' })).toBeVisible();
  await expect(modal.getByRole('button', { name: /^Country code: United States/ })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'sms_modal.png') });
  expect(await axeProblems(page, MODAL)).toEqual([]);
});

test.describe('iOS', () => {
  test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an iOS visitor gets an sms: link carrying the generated ref', async ({ page }) => {
    const real = await serverHas(page, REF_URL);
    test.info().annotations.push({ type: 'backend', description: real ? 'real /widget/generateSMSRef' : 'fulfilled by page.route (server endpoint not built yet)' });
    if (!real) await page.route(REF_URL, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ state: true, ref: 'ref-e2e-1' }) }));
    // The page has two SMS widgets that each generate a ref: wait for the card's own answer.
    const answered = page.waitForResponse((r) => r.url() === REF_URL && String((JSON.parse(r.request().postData() ?? '{}') as { widget_id?: unknown }).widget_id) === String(CARD));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/sms.html');
    const answer = (await (await answered).json()) as { state: boolean; ref?: string };
    expect(answer.state).toBe(true);
    const ref = String(answer.ref);
    await expectVisible(page, CARD);
    const frame = await widgetFrame(page, CARD);
    const link = frame.getByTestId('sms-text-app-link');
    await expect(link).toHaveAttribute('href', `sms:+15550100200&body=${encodeURIComponent(`Subscribe ${ref}`)}`);
    await expect(link).toHaveText('Subscribe');
    await widgetIframe(page, CARD).screenshot({ path: path.join(SHOTS, 'sms_card_ios.png') });
    // SPEC §7 keeps the ref under sms-keyword-ref. Chromium denies storage to this cross-site frame;
    // then SPEC §8 applies: the error is logged (a warning) and the flow goes on.
    const stored = await frame.evaluate(() => {
      try {
        return localStorage.getItem('sms-keyword-ref');
      } catch {
        return 'storage denied';
      }
    });
    if (stored === 'storage denied') expect(warnings.some((w) => w.includes('SMS ref could not be kept in local storage'))).toBe(true);
    else expect(stored).toBe(ref);
  });

  test('when the ref cannot be generated the link carries sms_keyword', async ({ page }) => {
    await page.route(REF_URL, (route) => route.abort('connectionrefused'));
    await page.goto('/sms.html');
    await expectVisible(page, CARD);
    const frame = await widgetFrame(page, CARD);
    await expect(frame.getByTestId('sms-text-app-link')).toHaveAttribute('href', 'sms:+15550100200&body=JOIN');
  });
});

test('QA mode shows the SMS card fixture on its own', async ({ page }) => {
  await page.goto(`${WIDGET_ORIGIN}/frame/index.html?qa=sms-card`);
  const slot = page.getByTestId('qa-frame-slot');
  await expect(slot.getByLabel('Mobile number')).toBeVisible();
  await expect(slot.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test('an invalid number is refused in the frame (libphonenumber-js), without a request', async ({ page }) => {
  let posted = 0;
  await page.route(SUBSCRIBE_URL, (route) => {
    posted++;
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ state: true }) });
  });
  const frame = await openSmsPage(page);
  await frame.getByRole('button', { name: 'Subscribe' }).click();
  await expect(frame.getByTestId('phone-error')).toHaveText('Enter your mobile number.');
  await frame.getByLabel('Mobile number').fill('123');
  await expect(frame.getByTestId('phone-error')).toHaveCount(0);
  await frame.getByRole('button', { name: 'Subscribe' }).click();
  await expect(frame.getByTestId('phone-error')).toContainText('valid mobile number');
  // A field error marks the field.
  await expect(frame.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(0);
});

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the SMS card and its country list fit a 320 px phone', async ({ page }) => {
    const frame = await openSmsPage(page);
    const box = await widgetIframe(page, CARD).boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(320);
    await frame.getByRole('button', { name: /^Country code:/ }).click();
    const list = frame.getByRole('listbox', { name: 'Countries' });
    await expect(list).toBeVisible();
    const overflow = await frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
