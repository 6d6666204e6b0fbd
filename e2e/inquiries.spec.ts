import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import { signIn } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * A shopper sends a question from the contact page; staff of the Inquiries area find it in
 * /inquiries, open it, answer it by e-mail (the answer is in the outbox) and delete another
 * after confirming.
 */

let server: RunningServer;
let browser: Browser;
let stoneManager: Session;
let admin: Session;

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  stoneManager = await sessionOf({ server, browser }, 'stone.manager@example.com');
  admin = await sessionOf({ server, browser }, 'admin@example.com');
});

const run = Date.now();

describe('an inquiry', () => {
  it('is sent by a shopper on /contact-us, then answered by staff, whose reply is in the outbox', async () => {
    const email = `kavya.${run}@example.org`;
    const question = 'Could I see the 1.5 carat oval stones at the Mumbai studio this Saturday?';

    const shopper = await browser.newContext(mobile);
    try {
      const { page, problems } = await openPage(shopper);
      await page.goto(`${server.url}/contact-us`, { waitUntil: 'networkidle' });
      const form = page.locator('section', { has: page.getByRole('heading', { name: 'Send us your question' }) });
      // Told what is wrong before anything is sent.
      await form.getByLabel('Your question').fill('Hi');
      await form.getByRole('button', { name: 'Send my question' }).click();
      await expect.poll(() => form.getByText('Must be at least 10 characters').isVisible()).toBe(true);

      await form.getByLabel('Your name').fill('Kavya Nair');
      await form.getByLabel('E-mail address').fill(email);
      await form.getByLabel('Phone number (optional)').fill('98200 55501');
      await form.getByLabel('Your question').fill(question);
      await form.getByRole('button', { name: 'Send my question' }).click();
      await expect
        .poll(() => form.getByRole('status').textContent(), { timeout: 10_000 })
        .toContain('Your question is on its way.');
      expect(problems).toEqual([]);
    } finally {
      await shopper.close();
    }

    const staff = await browser.newContext({ ...desktop, storageState: stoneManager });
    try {
      const { page, problems } = await openPage(staff);
      await page.goto(`${server.url}/inquiries`, { waitUntil: 'networkidle' });
      expect(
        await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Inquiries' }).count(),
      ).toBe(1);
      const table = page.getByRole('region', { name: 'Inquiries' });
      const row = table.getByRole('row', { name: /Kavya Nair/ });
      expect(await row.getByText('New', { exact: true }).isVisible()).toBe(true);
      await row.getByRole('link', { name: 'Kavya Nair', exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/inquiries/detail/'));
      await expect.poll(() => page.locator('h1').textContent()).toBe('Inquiry from Kavya Nair');
      expect(await page.getByText(question).isVisible()).toBe(true);
      expect(await page.getByText('A general question (the contact form).').isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page
        .getByLabel('Your reply')
        .fill('Dear Kavya, yes: we will have three oval stones ready for you at 11 am.');
      await page.getByRole('button', { name: 'Send the reply' }).click();
      await expect
        .poll(() => page.getByText(`Your reply to Kavya Nair is on its way to ${email}.`).isVisible(), {
          timeout: 10_000,
        })
        .toBe(true);
      await expect.poll(() => page.getByRole('heading', { name: 'Answered' }).isVisible()).toBe(true);
      expect(await page.getByText(/Farah Khan replied on/).isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await staff.close();
    }

    const outbox = await browser.newContext({ ...desktop, storageState: admin });
    try {
      const page = await outbox.newPage();
      await page.goto(`${server.url}/outbox?search=${encodeURIComponent(email)}`, { waitUntil: 'networkidle' });
      const subjects = await page
        .getByRole('region', { name: 'Outgoing messages' })
        .locator('tbody tr')
        .allTextContents();
      expect(subjects.some((text) => text.includes('About your question'))).toBe(true);
      expect(subjects.some((text) => text.includes('We have your question'))).toBe(true);
    } finally {
      await outbox.close();
    }
  });

  it('is deleted by staff after they confirm', async () => {
    const email = `delete.me.${run}@example.org`;
    const sent = await fetch(`${server.url}/api/inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ name: 'Spam Tester', email, message: 'Please delete this question once you read it.' }),
    });
    expect(sent.status).toBe(201);

    const staff = await browser.newContext({ ...mobile, storageState: stoneManager });
    try {
      const { page, problems } = await openPage(staff);
      await page.goto(`${server.url}/inquiries?search=${encodeURIComponent(email)}`, { waitUntil: 'networkidle' });
      const cards = page.getByRole('list', { name: 'Inquiries' });
      expect(await cards.getByRole('link', { name: 'Spam Tester', exact: true }).count()).toBe(1);
      await cards.getByRole('button', { name: 'Delete the inquiry from Spam Tester' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete the inquiry from Spam Tester?' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await cards.getByRole('link', { name: 'Spam Tester', exact: true }).count()).toBe(1);

      await cards.getByRole('button', { name: 'Delete the inquiry from Spam Tester' }).click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect
        .poll(() => page.getByText('The inquiry from Spam Tester is deleted.').isVisible(), { timeout: 10_000 })
        .toBe(true);
      await expect
        .poll(() => page.getByText(`No inquiry matches “${email}”.`).filter({ visible: true }).count())
        .toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await staff.close();
    }
  });

  it('is written with the signed-in shopper’s details already filled in', async () => {
    const context = await browser.newContext(desktop);
    try {
      const page = await context.newPage();
      await signIn(page, server.url, 'customer@example.com', 'Demo#2026');
      await page.goto(`${server.url}/contact-us`, { waitUntil: 'networkidle' });
      const form = page.locator('#write-to-us');
      expect(await form.getByLabel('Your name').inputValue()).toBe('Meera Shah');
      expect(await form.getByLabel('E-mail address').inputValue()).toBe('customer@example.com');
      expect(await form.getByLabel('Phone number (optional)').inputValue()).toBe('+91 98200 00005');
    } finally {
      await context.close();
    }
  });

  it('cannot be read by a Jewellery Manager: /inquiries is refused', async () => {
    const context = await browser.newContext(desktop);
    try {
      const page = await context.newPage();
      await signIn(page, server.url, 'jewellery.manager@example.com', 'Demo#2026');
      const response = await page.goto(`${server.url}/inquiries`);
      expect(response?.status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});
