import { chromium } from 'playwright-core';
const [, , email, pages, width = '1440'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
const page = await context.newPage();
const errors = [];
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(m.text());
});
page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
if (email !== 'none') {
  await page.goto('http://localhost:3100/login', { waitUntil: 'networkidle' });
  await page.fill('input[name=login]', email);
  await page.fill('input[name=password]', 'Demo#2026');
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 10000 }).catch(() => {}),
    page.click('button[type=submit]'),
  ]);
  await page.waitForLoadState('networkidle');
  console.log('after login:', page.url());
}
for (const path of pages.split(',')) {
  const res = await page.goto('http://localhost:3100' + path, { waitUntil: 'networkidle' });
  const name = path.replace(/\W+/g, '_') || 'root';
  await page.screenshot({ path: `/tmp/shots/tour-${name}-${width}.png`, fullPage: true });
  console.log(path, res.status(), page.url());
}
console.log('errors:', errors.length ? errors.join('\n') : 'none');
await browser.close();
