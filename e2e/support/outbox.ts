import type { Browser, Page } from 'playwright-core';

/**
 * The newest link e-mailed to an address, read the way an Admin would: signed in, on the
 * outbox page of the back-office.
 */
export async function linkFromOutbox(
  browser: Browser,
  baseUrl: string,
  to: string,
  pathPrefix: string,
): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, 'admin@example.com', 'Demo#2026');
    await page.goto(`${baseUrl}/outbox?search=${encodeURIComponent(to)}`);
    const link = page.locator(`a[href*="${pathPrefix}"]`).first();
    await link.waitFor({ timeout: 10_000 });
    return (await link.getAttribute('href'))!;
  } finally {
    await context.close();
  }
}

export async function signIn(page: Page, baseUrl: string, login: string, password: string) {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('E-mail or phone number').fill(login);
  await page.getByLabel('Password').fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 }),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
}
