import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from './support/browser.ts';
import { linkFromOutbox } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * Appointments as a shopper makes them: from a stone's page to the booking page, which carries
 * the stone as the shortlist, a slot picked with the keyboard, the appointment in /my-appointments
 * and cancelled there; and the e-mail's link, which opens the appointment signed out and cancels
 * it, while an altered link finds nothing.
 */

let server: RunningServer;
let browser: Browser;
let customer: Session;
let admin: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  [customer, admin] = await Promise.all([
    sessionOf({ server, browser }, 'customer@example.com'),
    sessionOf({ server, browser }, 'admin@example.com'),
  ]);
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function pageAs(session: Session | undefined, size = desktop): Promise<Page> {
  const context = await browser.newContext({ ...size, ...(session ? { storageState: session } : {}) });
  contexts.push(context);
  return (await openPage(context)).page;
}

describe('booking an appointment', () => {
  it('books from a stone’s page with the stone shortlisted, then cancels it from the account', async () => {
    const page = await pageAs(customer);
    await page.goto(`${server.url}/stone/LG-20002`);
    await page.getByTestId('book-appointment').click();
    await page.waitForURL(/\/book-appointment\?/);
    expect(await page.getByTestId('shortlist-note').textContent()).toContain('LG-20002');
    await saveScreenshot(page, 'book-1440');
    // The first slot, chosen from the keyboard.
    const firstSlot = page.locator('input[name="start"]').first();
    await firstSlot.focus();
    await page.keyboard.press('Space');
    expect(await firstSlot.isChecked()).toBe(true);
    const chosen = await firstSlot.locator('xpath=..').innerText();
    await page.getByRole('button', { name: 'Book this appointment' }).click();
    await page.waitForURL(/\/my-appointments\?booked=/);
    const card = page.getByTestId('appointment').last();
    expect(await page.getByTestId('appointment-outcome').textContent()).toContain('Your appointment is booked');
    expect(await card.textContent()).toContain('LG-20002');
    expect(await card.textContent()).toContain(chosen.split('\n')[0]!.trim());
    await saveScreenshot(page, 'mine-1440');
    await card.getByRole('button', { name: 'Cancel this appointment' }).click();
    await expect
      .poll(() => page.getByTestId('appointment-outcome').textContent())
      .toBe('Your appointment is cancelled.');
    await expect.poll(() => page.getByTestId('appointment').last().textContent()).toContain('Cancelled');
  });

  it('opens the e-mail’s link signed out and cancels there; an altered link finds nothing', async () => {
    const booker = await pageAs(customer, mobile);
    await booker.goto(`${server.url}/book-appointment?source=contact`);
    await saveScreenshot(booker, 'book-390');
    // The open day's last time: later days are folded, and late in India's day the first may have one time only.
    await booker.locator('details[open] input[name="start"]').last().check();
    await booker.getByRole('button', { name: 'Book this appointment' }).click();
    await booker.waitForURL(/\/my-appointments\?booked=/);
    await saveScreenshot(booker, 'mine-390');
    const link = await linkFromOutbox(browser, server.url, 'customer@example.com', '/appointment?token=');
    const token = new URL(link).searchParams.get('token')!;

    const visitor = await pageAs(undefined, mobile);
    const altered = await visitor.goto(`${server.url}/appointment?token=${encodeURIComponent(`${token}x`)}`);
    expect(altered?.status()).toBe(404);
    await visitor.goto(`${server.url}/appointment?token=${encodeURIComponent(token)}`);
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Your appointment');
    await saveScreenshot(visitor, 'link-390');
    await visitor.getByRole('button', { name: 'Cancel this appointment' }).click();
    await expect
      .poll(() => visitor.getByTestId('appointment-outcome').textContent())
      .toBe('Your appointment is cancelled.');
  });

  it('shows the booking on the staff desk, where the shortlist, the notes and the selection are kept', async () => {
    const context = await browser.newContext({ ...desktop, storageState: customer });
    contexts.push(context);
    const slots = (await (
      await context.request.get(`${server.url}/api/appointments/slots?zone=Asia/Kolkata`)
    ).json()) as { data: { days: { slots: { start: string }[] }[] } };
    const start = slots.data.days.flatMap((day) => day.slots)[2]!.start;
    const booking = await context.request.post(`${server.url}/api/appointments`, {
      headers: { origin: server.url },
      data: { kind: 'showroom', start, zone: 'Asia/Kolkata', source: 'contact' },
    });
    expect(booking.status()).toBe(201);

    const page = await pageAs(admin);
    await page.goto(`${server.url}/appointments`);
    const card = page
      .getByTestId('desk-appointment')
      .filter({ hasText: 'In the showroom' })
      .filter({ hasNot: page.getByText('Cancelled') })
      .first();
    await card.getByLabel('Kind').selectOption('stone');
    await card.getByLabel('SKU', { exact: true }).fill('LG-20002');
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByTestId('desk-outcome').textContent()).toBe('Added.');
    await card.getByLabel('Notes').fill('Prefers an oval.');
    await card.getByRole('button', { name: 'Save the notes' }).click();
    await expect.poll(() => page.getByTestId('desk-outcome').textContent()).toBe('The notes are saved.');
    await card.getByRole('button', { name: 'Send this selection' }).click();
    await expect.poll(() => page.getByTestId('desk-outcome').textContent()).toBe('The selection is sent.');
    await saveScreenshot(page, 'desk-1440');

    await page.goto(`${server.url}/appointment-settings`);
    await page.getByLabel('Consultants (bookings per slot)').fill('3');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect.poll(() => page.getByTestId('settings-outcome').textContent()).toBe('The settings are saved.');
    await saveScreenshot(page, 'settings-1440');
  });
});
