/**
 * Editing mode end to end (SPEC §1, issue 4): the loader embedded with `data-edit-mode="true"` shows
 * every widget at once, its texts are edited in place inside the cross-origin frame, and each change
 * reaches the host page's `window.MC` as `editor:change` {widgetId, widgetType, field, value}.
 */
import { expect, test, type Page } from './test';
import { WIDGET_ORIGIN } from './origins';
import { cspViolations, expectVisible, watchProblems, widgetFrame, widgetIframe } from './support';

interface EditorChange {
  widgetId: string;
  widgetType: string;
  field: string;
  value: string;
}

type EditorWindow = Window & {
  MC?: {
    status: string;
    on(event: string, fn: (detail: Record<string, unknown>) => void): void;
    getWidget(id: string): { on(event: string, fn: (detail: Record<string, unknown>) => void): void } | null;
  };
  __changes: EditorChange[];
  __barChanges: EditorChange[];
  __events: string[];
};

async function subscribe(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as EditorWindow).MC?.status === 'ready');
  await page.evaluate(() => {
    const w = window as unknown as EditorWindow;
    w.__changes = [];
    w.__barChanges = [];
    w.__events = [];
    w.MC?.on('editor:change', (detail) => w.__changes.push(detail as unknown as EditorChange));
    w.MC?.getWidget('91')?.on('editor:change', (detail) => w.__barChanges.push(detail as unknown as EditorChange));
    for (const name of ['submitted', 'close']) w.MC?.on(name, (detail) => w.__events.push(`${name}:${String(detail.widgetId)}`));
  });
}

const changes = (page: Page) => page.evaluate(() => (window as unknown as EditorWindow).__changes);

test('texts are edited in place in the frame and every change reaches MC.on("editor:change") as text', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/editor.html');
  await subscribe(page);

  // The bar opens on exit intent and the slide-in after 120 s: in editing mode both show at once.
  await expectVisible(page, 91);
  await expectVisible(page, 94);
  await expectVisible(page, 92);

  const bar = await widgetFrame(page, 91);
  expect(new URL(bar.url()).origin).toBe(WIDGET_ORIGIN);
  const title = bar.getByRole('textbox', { name: 'Edit title' });
  await expect(title).toHaveText('Get 10% off your first order');
  await expect(title).toHaveAttribute('contenteditable', 'plaintext-only');

  // Markup typed by the editor is text, in the frame and on the host.
  await title.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Hello <b>world</b> & co');
  await page.keyboard.press('Enter');
  await expect(title).not.toBeFocused();
  const typed = 'Hello <b>world</b> & co';
  await expect.poll(() => changes(page)).toContainEqual({ widgetId: '91', widgetType: 'bar', field: 'title', value: typed });
  await expect(title).toHaveText(typed);
  expect(await title.evaluate((el) => el.children.length)).toBe(0);
  // The widget's own subscription hears this widget's title only. A pause of 250 ms in the typing (a busy
  // machine's keystrokes) reports the text so far first, as it should: each report is a part of it.
  const barChanges = await page.evaluate(() => (window as unknown as EditorWindow).__barChanges);
  expect(barChanges.length).toBeGreaterThan(0);
  for (const c of barChanges) {
    expect(c.field).toBe('title');
    expect(typed.startsWith(c.value)).toBe(true);
  }
  expect(barChanges.at(-1)?.value).toBe(typed);

  // The demo page's own log lists it, as text.
  // The newest entry, which the log lists first (demo/editor.js prepends): a pause in the typing logged
  // the text so far below it.
  const logEntry = page.locator('#editor-log li[data-widget-id="91"][data-field="title"]').first();
  await expect(logEntry).toContainText(typed);
  await expect(page.locator('#editor-log b')).toHaveCount(0);

  // The button label is edited inside the button; clicking and typing there never submits.
  const cta = bar.getByRole('textbox', { name: 'Edit button text' });
  await cta.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' now');
  await expect.poll(() => changes(page)).toContainEqual({ widgetId: '91', widgetType: 'bar', field: 'ctaText', value: 'Send to Messenger now' });
  await page.keyboard.press('Enter');
  await expect(cta).toHaveText('Send to Messenger now');

  // The description takes line breaks, as "\n".
  const desc = bar.getByRole('textbox', { name: 'Edit description' });
  await desc.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Line two');
  await desc.blur();
  await expect
    .poll(() => changes(page))
    .toContainEqual({ widgetId: '91', widgetType: 'bar', field: 'desc', value: 'Subscribe on Messenger and get our weekly picks.\nLine two' });

  // The button widget edits optInButtonText, the field its label comes from.
  const button = await widgetFrame(page, 93);
  const label = button.getByRole('textbox', { name: 'Edit opt-in button text' });
  await label.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Chat with us');
  await label.press('Tab');
  await expect.poll(() => changes(page)).toContainEqual({ widgetId: '93', widgetType: 'button', field: 'optInButtonText', value: 'Chat with us' });

  // An emptied field stays on screen (with its placeholder) and reports ''.
  const box = await widgetFrame(page, 92);
  const boxTitle = box.getByRole('textbox', { name: 'Edit title' });
  await boxTitle.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect.poll(() => changes(page)).toContainEqual({ widgetId: '92', widgetType: 'box', field: 'title', value: '' });
  await expect(boxTitle).toBeVisible();
  await expect(boxTitle).toHaveAttribute('data-placeholder', 'Add title');
  await widgetIframe(page, 92).screenshot({ path: 'test-results/e2e/editing-mode-box-empty-title.png' });

  await page.waitForTimeout(400);
  expect(await page.evaluate(() => (window as unknown as EditorWindow).__events)).toEqual([]);
  await expect(bar.getByRole('textbox', { name: 'Edit button text' })).toBeVisible();

  await page.screenshot({ path: 'test-results/e2e/editing-mode.png', fullPage: false });

  expect(await cspViolations(page)).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('outside editing mode the same texts are plain text', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as EditorWindow).MC?.status === 'ready');
  const bar = await widgetFrame(page, 7);
  expect(await bar.evaluate(() => document.querySelectorAll('[contenteditable]').length)).toBe(0);
});
