import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * The Admin edits the business details (a mistyped GSTIN refused beside its field, then saved);
 * the contact and terms pages, already kept for anonymous visitors, show the new legal name and
 * grievance officer at once; a shopper sends a complaint from the contact page, and it heads the
 * dashboard's "needs attention" with its deadline. At 390 and 1440 px, with axe.
 */

let server: RunningServer;
let browser: Browser;
let admin: Session;

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  admin = await sessionOf({ server, browser }, 'admin@example.com');
});

async function anonymousText(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

describe('business details', () => {
  it('are edited by the Admin and shown at once on the contact and terms pages', async () => {
    // Kept for anonymous visitors before the change (the kept pages must forget them).
    expect(await anonymousText('/contact-us')).toContain('Grievance Officer');
    expect(await anonymousText('/terms-of-use')).not.toContain('Nalini Deshpande');

    const context = await browser.newContext({ ...desktop, storageState: admin });
    try {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle' });
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Business details' })
        .click();
      await page.waitForURL((url) => url.pathname === '/business-details');
      await expect.poll(() => page.locator('h1').textContent()).toBe('Business details');
      expect(await page.getByLabel('State or union territory').inputValue()).toBe('27');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await fill(page, 'Legal name', 'Facet Fine Jewellery Private Limited');
      await fill(page, 'Name', 'Nalini Deshpande');
      await fill(page, 'Designation', 'Grievance Officer and Head of Care');
      const officerEmail = page.getByRole('region', { name: 'Grievance officer' }).getByLabel('E-mail');
      await officerEmail.fill('grievance@facet.example');
      await page.getByRole('region', { name: 'Grievance officer' }).getByLabel('Phone').fill('+91 98200 77001');
      // A GSTIN with one character mistyped: told beside the field, nothing saved.
      await fill(page, 'GSTIN (optional)', '27AAPFU0939F1ZW');
      await page.getByLabel('GSTIN (optional)').blur();
      await expect
        .poll(() => page.getByText('The GSTIN’s last character does not match the 14 before it').isVisible())
        .toBe(true);
      await page.getByRole('button', { name: 'Save the business details' }).click();
      expect(await page.getByLabel('GSTIN (optional)').getAttribute('aria-invalid')).toBe('true');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await fill(page, 'GSTIN (optional)', '27AAPFU0939F1ZV');
      await page.getByRole('button', { name: 'Save the business details' }).click();
      await expect
        .poll(() => page.getByText('The business details are saved.').first().isVisible(), { timeout: 10_000 })
        .toBe(true);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.getByLabel('Legal name', { exact: true }).inputValue()).toBe(
        'Facet Fine Jewellery Private Limited',
      );
      expect(await page.getByLabel('GSTIN (optional)').inputValue()).toBe('27AAPFU0939F1ZV');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    const contact = await anonymousText('/contact-us');
    for (const words of ['Facet Fine Jewellery Private Limited', 'Nalini Deshpande', 'grievance@facet.example']) {
      expect(contact).toContain(words);
    }
    const terms = await anonymousText('/terms-of-use');
    expect(terms).toContain('Nalini Deshpande');
    expect(terms).toContain('Facet Fine Jewellery Private Limited');
  });

  it.each([
    ['390 px', mobile],
    ['1440 px', desktop],
  ] as const)('their page and the contact page read well at %s', async (_width, viewport) => {
    const staff = await browser.newContext({ ...viewport, storageState: admin });
    try {
      const { page, problems } = await openPage(staff);
      await page.goto(`${server.url}/business-details`, { waitUntil: 'networkidle' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.viewport.width,
      );
      // The keyboard reaches the fields; the one with focus is drawn in the shop's focus colour.
      const legalName = page.getByLabel('Legal name', { exact: true });
      const border = () => legalName.evaluate((element) => getComputedStyle(element).borderColor);
      const resting = await border();
      await page.getByLabel('Legal name', { exact: true }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await legalName.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await border()).not.toBe(resting);
      // Fields that may be left empty are not marked required.
      expect(await page.getByLabel('GSTIN (optional)').getAttribute('required')).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await staff.close();
    }

    const shopper = await browser.newContext(viewport);
    try {
      const { page, problems } = await openPage(shopper);
      await page.goto(`${server.url}/contact-us`, { waitUntil: 'networkidle' });
      const officer = page.getByTestId('grievance-officer');
      expect(await officer.textContent()).toContain('Nalini Deshpande');
      expect(await officer.textContent()).toContain('+91 98200 77001');
      expect(await page.getByRole('heading', { name: 'Grievance officer' }).isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.viewport.width,
      );
      expect(problems).toEqual([]);
    } finally {
      await shopper.close();
    }
  });
});

describe('a complaint', () => {
  it('is sent from the contact page and heads the Admin’s needs attention with its deadline', async () => {
    const shopper = await browser.newContext(mobile);
    const email = `ravi.${Date.now()}@example.org`;
    try {
      const { page, problems } = await openPage(shopper);
      await page.goto(`${server.url}/contact-us`, { waitUntil: 'networkidle' });
      const form = page.locator('#write-to-us');
      await form.getByLabel('A complaint').check();
      await form.getByLabel('Your name').fill('Ravi Kumar');
      await form.getByLabel('E-mail address').fill(email);
      await form.getByLabel('Your complaint').fill('The clasp of my bracelet broke a week after it was delivered.');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Send my complaint' }).click();
      await expect
        .poll(() => form.getByRole('status').textContent(), { timeout: 10_000 })
        .toContain('Your complaint is on its way.');
      expect(await form.getByRole('status').textContent()).toContain('grievance officer');
      expect(problems).toEqual([]);
    } finally {
      await shopper.close();
    }

    const staff = await browser.newContext({ ...desktop, storageState: admin });
    try {
      const { page, problems } = await openPage(staff);
      await page.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle' });
      const complaints = page.locator('div', { has: page.locator('#attention-complaints') }).last();
      const link = complaints.getByRole('link', { name: /Ravi Kumar/ });
      expect(await link.textContent()).toMatch(/^CMP-\d{6} · Ravi Kumar.*due \d{1,2} \w{3} \d{4}$/);

      // Its acknowledgement is in the outbox, with the officer named.
      await page.goto(`${server.url}/outbox?search=${encodeURIComponent(email)}`, { waitUntil: 'networkidle' });
      expect(
        await page
          .getByText(/Your complaint CMP-\d{6}/)
          .first()
          .isVisible(),
      ).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await staff.close();
    }
  });
});
