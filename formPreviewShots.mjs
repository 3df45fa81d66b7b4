// TEMPORARY (drop with the "TEMP form preview" commit): screenshots of the widget form on the dev server.
// npx vite -c vite.studio.config.ts --port 29480 & node formPreviewShots.mjs [kind …]
import { chromium } from '@playwright/test';

const kinds = process.argv.slice(2).length ? process.argv.slice(2) : ['bar', 'slide_in', 'omnichat'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  for (const kind of kinds) {
    const [name, query = ''] = kind.split('?');
    await page.goto(`http://localhost:29480/studio/form-preview.html?kind=${name}${query ? `&${query}` : ''}`);
    await page.waitForSelector('text=Content');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/wtE-shots/${name}${query ? '-' + query.replace(/\W/g, '') : ''}-${width}-first.png`, fullPage: true });
    // Phones open Content only: open the rest to look at them too.
    const closed = page.locator('button[slot="trigger"][aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const file = `/tmp/wtE-shots/${name}${query ? '-' + query.replace(/\W/g, '') : ''}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    // Parts at full resolution, to look at the details.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const partWidth = Math.min(width, 720);
    for (let y = 0, i = 0; y < height; y += 1000, i++) {
      await page.screenshot({ path: file.replace('.png', `-part${i}.png`), fullPage: true, clip: { x: 0, y, width: partWidth, height: Math.min(1000, height - y) } });
    }
  }
  if (errors.length) console.log('console errors:', errors);
  await page.close();
}
await browser.close();
