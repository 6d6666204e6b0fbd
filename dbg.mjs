import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();
page.on('response', async (r) => {
  if (r.request().method() === 'POST' || r.url().includes('.data'))
    console.log(r.request().method(), r.url(), r.status(), JSON.stringify(await r.allHeaders()).slice(0, 300));
});
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto('http://localhost:3100/login', { waitUntil: 'networkidle' });
await page.fill('input[name=login]', 'admin@example.com');
await page.fill('input[name=password]', 'Demo#2026');
await page.click('button[type=submit]');
await page.waitForTimeout(2000);
console.log(
  'url',
  page.url(),
  (await page.context().cookies()).map((c) => c.name),
);
await browser.close();
