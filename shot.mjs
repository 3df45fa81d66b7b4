import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
const W = 'http://127.0.0.1:27081';
for (const width of [1280, 375]) {
  const ctx = await b.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await ctx.route(/facebook|fbcdn/, r => r.abort());
  page.on('console', m => console.log(width, 'console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', e => console.log('pageerror', e.message));
  await page.goto(W + '/studio/');
  await page.getByLabel('Admin token').fill('x');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(1000);
  await page.goto(W + '/studio/pages/editor/widgets/91');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/ed_${width}.png`, fullPage: false });
  const frame = page.frameLocator('iframe[data-widget-id="91"]').first();
  const t = frame.getByRole('textbox', { name: 'Edit title' });
  console.log('edit title count', await t.count());
  if (await t.count()) {
    await t.click(); await page.keyboard.press('End'); await page.keyboard.type(' NOW');
    await page.waitForTimeout(800);
    console.log('form title:', await page.getByLabel('Title').inputValue());
  }
  await page.getByLabel('Title').fill('From the form');
  await page.waitForTimeout(1500);
  console.log('iframes', await page.locator('iframe').count());
  await page.screenshot({ path: `/tmp/ed2_${width}.png`, fullPage: true });
  await ctx.close();
}
await b.close();
