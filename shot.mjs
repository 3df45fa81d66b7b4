import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
const W = 'http://localhost:27081';
for (const width of [1280, 375]) {
  const ctx = await b.newContext({ viewport: { width, height: 900 } });
  await ctx.route(/facebook\.(net|com)/, r => r.abort());
  const page = await ctx.newPage();
  page.on('console', m => { if (m.type()==='error') console.log(width, 'console', m.text().slice(0, 300)); });
  page.on('pageerror', e => console.log('pageerror', e.message));
  await page.goto(W + '/studio/');
  await page.getByLabel('Admin token').fill('x');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(800);
  await page.goto(W + '/studio/pages/editor/widgets/91');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/ed_${width}.png` });
  await page.screenshot({ path: `/tmp/edfull_${width}.png`, fullPage: true });
  console.log((await page.getByRole('textbox').evaluateAll(es => es.map(e => e.getAttribute('aria-label') || e.labels?.[0]?.textContent || e.id))).join(' | '));
  await ctx.close();
}
await b.close();
