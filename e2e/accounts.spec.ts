import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from './support/browser.ts';
import { linkFromOutbox, signIn } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

let server: RunningServer;
let browser: Browser;

startForSpec((rig) => ({ server, browser } = rig));

describe('a customer', () => {
  it('signs up, confirms the e-mail from the link, loses the banner, and adds an address', async () => {
    const context = await browser.newContext(mobile);
    const { page, problems } = await openPage(context);
    const email = `e2e.${Date.now()}@example.org`;

    await page.goto(`${server.url}/signup`, { waitUntil: 'networkidle' });
    await page.getByLabel('First name').fill('Tara');
    await page.getByLabel('Last name').fill('Bose');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Mobile number').fill('+91 99870 12345');
    await page.getByLabel('Password').fill('Cushion-Cut-Halo-42');
    await page.getByLabel('Ring size (optional)').selectOption('6.5');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/account'),
      page.getByRole('button', { name: 'Create my account' }).click(),
    ]);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome, Tara');
    await expect.poll(() => page.getByTestId('email-banner').isVisible()).toBe(true);

    const link = await linkFromOutbox(browser, server.url, email, '/confirm-email');
    await page.goto(link);
    await expect.poll(() => page.locator('h1').textContent()).toBe('E-mail address confirmed');
    await page.getByRole('link', { name: 'Go to my account' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await expect.poll(() => page.getByTestId('email-banner').count()).toBe(0);

    await page.goto(`${server.url}/my-details`, { waitUntil: 'networkidle' });
    const book = page.locator('section', { has: page.getByRole('heading', { name: 'Address book' }) });
    await book.getByLabel('Full name').fill('Tara Bose');
    await book.getByLabel('Phone number').fill('+91 99870 12345');
    await book.getByLabel('Address line 1').fill('7 Park Street');
    await book.getByLabel('City').fill('Kolkata');
    await book.getByLabel('State or union territory').selectOption('West Bengal');
    await book.getByLabel('PIN code').fill('700016');
    await book.getByRole('button', { name: 'Save the address' }).click();
    await expect
      .poll(() => book.locator('address').first().textContent(), { timeout: 10_000 })
      .toContain('7 Park Street');
    expect(await book.getByText('Default', { exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is told what is wrong with the sign-up form before anything is sent', async () => {
    const context = await browser.newContext(desktop);
    const { page } = await openPage(context);
    await page.goto(`${server.url}/signup`, { waitUntil: 'networkidle' });
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => page.getByText('Must be a valid e-mail address').isVisible()).toBe(true);
    expect(await page.getByText('Must be at least 8 characters').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });

  it('cannot open the back-office: the 403 page says so', async () => {
    const context = await browser.newContext(desktop);
    const { page } = await openPage(context);
    await signIn(page, server.url, 'customer@example.com', 'Demo#2026');
    const response = await page.goto(`${server.url}/members`);
    expect(response?.status()).toBe(403);
    expect(await page.locator('h1').textContent()).toBe('This page is not open to you');
    expect(await page.getByTestId('dashboard-link').count()).toBe(0);
    await context.close();
  });

  it('is sent to sign in, and back, when opening an account page signed out', async () => {
    const context = await browser.newContext(desktop);
    const { page } = await openPage(context);
    await page.goto(`${server.url}/my-details`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?redirectTo=%2Fmy-details');
    await page.getByLabel('E-mail or phone number').fill('customer@example.com');
    await page.getByLabel('Password').fill('Demo#2026');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/my-details'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await expect.poll(() => page.locator('h1').textContent()).toBe('My details');
    await context.close();
  });

  it('sees "E-mail or password is incorrect" for a wrong password', async () => {
    const context = await browser.newContext(desktop);
    const { page } = await openPage(context);
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('E-mail or phone number').fill('customer@example.com');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('E-mail or password is incorrect');
    await context.close();
  });
});

describe('an Admin', () => {
  it('invites a stone manager, who activates the account, signs in and gets the /stones dashboard link', async () => {
    const admin = await browser.newContext(desktop);
    const { page } = await openPage(admin);
    await signIn(page, server.url, 'admin@example.com', 'Demo#2026');
    await page.goto(`${server.url}/members`, { waitUntil: 'networkidle' });
    const email = `stones.${Date.now()}@facet.example`;
    await page.getByRole('button', { name: 'Invite a member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('Nikhil');
    await dialog.getByLabel('Last name').fill('Rao');
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('Mobile number').fill('+91 98450 67890');
    await dialog.getByLabel('Role').selectOption('StoneManager');
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expect.poll(() => page.getByText(`Invitation sent to ${email}.`).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.reload();
    expect(
      await page
        .getByRole('row', { name: new RegExp(email) })
        .getByText('Invited')
        .isVisible(),
    ).toBe(true);
    await admin.close();

    const member = await browser.newContext(desktop);
    const memberPage = (await openPage(member)).page;
    await memberPage.goto(await linkFromOutbox(browser, server.url, email, '/activate-account'), {
      waitUntil: 'networkidle',
    });
    await memberPage.getByLabel('New password', { exact: true }).fill('Asscher-Step-Cut-5');
    await memberPage.getByLabel('New password again').fill('Asscher-Step-Cut-5');
    await Promise.all([
      memberPage.waitForURL(/\/login\?notice=account-activated/),
      memberPage.getByRole('button', { name: 'Activate my account' }).click(),
    ]);
    await expect.poll(() => memberPage.getByText('Your account is active').isVisible()).toBe(true);
    await signIn(memberPage, server.url, email, 'Asscher-Step-Cut-5');
    await memberPage.goto(server.url, { waitUntil: 'networkidle' });
    expect(await memberPage.getByTestId('dashboard-link').getAttribute('href')).toBe('/stones');
    await member.close();
  });

  it('disables a customer after confirming, with a toast', async () => {
    const admin = await browser.newContext(desktop);
    const { page } = await openPage(admin);
    await signIn(page, server.url, 'admin@example.com', 'Demo#2026');
    await page.goto(`${server.url}/customers?search=customer%40example.com`, { waitUntil: 'networkidle' });
    const row = page.getByRole('row', { name: /customer@example\.com/ });
    await row.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => page.getByText('Meera Shah is disabled.').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => row.getByText('Disabled').isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enable' }).click();
    await expect.poll(() => row.getByText('Active').isVisible(), { timeout: 10_000 }).toBe(true);
    await admin.close();
  });
});
