/**
 * Outbound webhooks in the studio (issue 48, item 1): an owner adds an endpoint (a real receiver in this
 * test, on this machine: the e2e server runs with WEBHOOK_TARGETS=development), sends a test event and
 * sees it delivered; a visitor's SMS sign-up reaches the receiver signed, and the receiver verifies it
 * with the secret the studio shows, by the same Standard Webhooks library; an endpoint that answers 500
 * shows its deliveries retrying with the answer, and a private address in production would be refused
 * at the field. Screenshots at 1280 and 375 px go to /tmp/webhook-shots/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { useStudioSession } from './studioSession';
import { pageAxeProblems } from './support';

const STUDIO = `${WIDGET_ORIGIN}/studio/`;
const SHOTS = '/tmp/webhook-shots';

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A receiver on 127.0.0.1: `/down` answers 500, everything else 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(req.url === '/down' ? 500 : 200).end(req.url === '/down' ? 'maintenance' : 'ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise((r) => server.close(r)) };
}

async function seededPage(page: Page): Promise<{ pageId: string; sign: string }> {
  const pageId = `e2e-hooks-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const config = { pageId, widgets: [{ widget_id: 1, widget_type: 'box', channel: 'sms', name: 'Welcome box', data: { main: { title: 'Get 10% off' } } }] };
  expect((await page.request.put(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS, data: config })).status()).toBe(200);
  const served = (await (await page.request.get(`${WIDGET_ORIGIN}/widget/config?page_id=${pageId}`)).json()) as { widgets: { widget_sign: string }[] };
  return { pageId, sign: served.widgets[0]!.widget_sign };
}

async function addEndpoint(page: Page, url: string) {
  const form = page.getByRole('form', { name: 'Add endpoint' });
  await form.getByRole('textbox', { name: 'Endpoint address' }).fill(url);
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByRole('list', { name: 'Endpoints' }).getByRole('button', { name: new RegExp(url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) })).toBeVisible();
}

test('adds an endpoint, sends a test event and a signed opt-in, shows deliveries and failures, axe clean', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const receiver = await startReceiver();
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { pageId, sign } = await seededPage(page);
    await useStudioSession(page.context());
    await page.goto(`${STUDIO}pages/${pageId}`);
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.scrollIntoViewIfNeeded();

    await addEndpoint(page, `${receiver.url}/crm`);
    const card = section.getByRole('listitem').filter({ hasText: `${receiver.url}/crm` });
    await card.getByRole('button', { name: new RegExp(`${receiver.url}/crm`) }).press('Enter');
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect(card.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('Delivered', { timeout: 20_000 });

    // A visitor signs up: the receiver gets the opt-in, signed with the secret the studio shows.
    const signUp = { account_id: pageId, widget_id: 1, phone_number: '+1 201 555 0177', session_id: `${pageId}-v1`, widget_sign: sign };
    expect((await page.request.post(`${WIDGET_ORIGIN}/widget/createSubscriberByPhoneNumber`, { data: signUp })).status()).toBe(200);
    // The owner refreshes the list to see what arrived since it was opened.
    await expect(async () => {
      await card.getByRole('button', { name: 'Refresh' }).click();
      await expect(card.getByRole('row').filter({ hasText: 'optin.sms.created' })).toContainText('Delivered', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Show' }).click();
    const secret = (await card.locator('code').textContent()) ?? '';
    const delivery = receiver.received.find((r) => r.path === '/crm' && r.body.includes('optin.sms.created'));
    expect(delivery).toBeDefined();
    const event = new Webhook(secret).verify(delivery!.body, delivery!.headers) as { data: { phone: string; page_id: string } };
    expect(event.data).toMatchObject({ phone: '+12015550177', page_id: pageId });

    // An endpoint that answers 500: its delivery is retried, with the answer shown.
    await addEndpoint(page, `${receiver.url}/down`);
    const down = section.getByRole('listitem').filter({ hasText: `${receiver.url}/down` });
    await down.getByRole('button', { name: new RegExp(`${receiver.url}/down`) }).click();
    await down.getByRole('button', { name: 'Send test event' }).click();
    await expect(down.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('HTTP 500', { timeout: 20_000 });
    await expect(down.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('Retrying');

    // A bad address is refused at its field, what was typed kept.
    const form = page.getByRole('form', { name: 'Add endpoint' });
    await form.getByRole('textbox', { name: 'Endpoint address' }).fill('ftp://files.example.com/x');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form.getByRole('textbox', { name: 'Endpoint address' })).toHaveAccessibleDescription(/https/);
    await expect(form.getByRole('textbox', { name: 'Endpoint address' })).toHaveValue('ftp://files.example.com/x');

    expect(await pageAxeProblems(page)).toEqual([]);
    await section.screenshot({ path: `${SHOTS}/webhooks_1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await section.screenshot({ path: `${SHOTS}/webhooks_375.png` });
  } finally {
    await receiver.close();
  }
});
