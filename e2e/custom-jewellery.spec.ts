import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { toast } from './support/back-office.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * A signed-in shopper asks for a custom piece with two reference pictures on /custom-jewellery;
 * a Jewellery Manager finds it in /custom-jewelleries, quotes it with a note and replies by
 * e-mail; the shopper sees "Quoted" on /account, and the acknowledgement and the reply are in
 * the outbox. A request sent signed out is deleted by staff after they confirm.
 */

let server: RunningServer;
let browser: Browser;
let customer: Session;
let jewelleryManager: Session;
let admin: Session;

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  customer = await sessionOf({ server, browser }, 'customer@example.com');
  jewelleryManager = await sessionOf({ server, browser }, 'jewellery.manager@example.com');
  admin = await sessionOf({ server, browser }, 'admin@example.com');
});

/** A sketch a shopper might photograph: 800 × 600, its own colour so each picture differs. */
async function sketch(hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="${hue}"/><circle cx="400" cy="300" r="180" fill="none" stroke="#7a5c1e" stroke-width="14"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A photograph's worth of detail (noise, which compresses badly): about 60 kB as a JPEG. */
async function photo(): Promise<Buffer> {
  return sharp({
    create: {
      width: 480,
      height: 360,
      channels: 3,
      background: '#969696',
      noise: { type: 'gaussian', mean: 150, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const description = 'An oval halo engagement ring in platinum with milgrain edges, like my grandmother’s.';

describe('a custom jewellery request', () => {
  it('is sent with two pictures by a signed-in shopper, quoted and answered by staff, and followed on /account', async () => {
    const shopper = await browser.newContext({ ...desktop, storageState: customer });
    await shopper.addCookies([{ name: 'currency', value: 'INR', url: server.url }]);
    try {
      const { page, problems } = await openPage(shopper);
      await page.goto(`${server.url}/custom-jewellery`, { waitUntil: 'networkidle' });
      const form = page.locator('#request');
      // Signed in: who is asking is filled in already; the budget is in the shopper's currency.
      expect(await form.getByLabel('Your name').inputValue()).toBe('Meera Shah');
      expect(await form.getByLabel('E-mail address').inputValue()).toBe('customer@example.com');
      expect(await form.getByRole('group', { name: 'Budget (INR)' }).isVisible()).toBe(true);
      expect(await form.getByLabel('From (₹)').isVisible()).toBe(true);

      // Six pictures at once: five are taken, the sixth is refused with a sentence.
      const files = await Promise.all(
        ['#f4efe6', '#e6eef4', '#efe6f4', '#e6f4ea', '#f4e6e6', '#f4f2e6'].map(async (hue, index) => ({
          name: `sketch-${index + 1}.png`,
          mimeType: 'image/png',
          buffer: await sketch(hue),
        })),
      );
      await form.locator('input[type=file]').setInputFiles(files);
      expect(await form.getByText('You can send 5 pictures at most; 1 left out.').isVisible()).toBe(true);
      await form.getByAltText('Your upload 5').waitFor({ timeout: 20_000 });
      expect(await form.getByText('Choose pictures').count()).toBe(0);
      for (const number of [5, 4, 3, 2]) {
        await form.getByRole('button', { name: `Remove picture ${number}` }).click();
      }
      // A file that is not a picture is refused by the server, and says so where it was uploading.
      await form
        .locator('input[type=file]')
        .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
      await expect
        .poll(
          () =>
            form
              .getByRole('alert')
              .filter({ hasText: /not a picture/ })
              .count(),
          { timeout: 15_000 },
        )
        .toBe(1);
      await form.getByRole('button', { name: 'Dismiss notes.png' }).click();
      // On a slow line the upload shows its progress, and the request waits for it.
      const network = await shopper.newCDPSession(page);
      await network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 20_000,
      });
      await form.locator('input[type=file]').setInputFiles({
        name: 'sketch-side.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(),
      });
      await form.getByRole('progressbar', { name: 'Uploading sketch-side.jpg' }).waitFor();
      const send = form.getByRole('button', { name: 'Uploading your pictures…' });
      expect(await send.isDisabled()).toBe(true);
      await form.getByAltText('Your upload 2').waitFor({ timeout: 30_000 });
      await network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      expect(await form.getByRole('button', { name: 'Send my request' }).isEnabled()).toBe(true);
      expect(await form.getByRole('list', { name: 'Your pictures' }).getByRole('listitem').count()).toBe(2);

      await form.getByLabel('Kind of piece').selectOption('engagement_ring');
      await form.getByLabel('Metal').selectOption('Platinum');
      await form.getByLabel('Ring size (optional)').selectOption('6.5');
      await form.getByLabel('Stones (optional)').fill('A 1.5 ct oval lab-grown diamond');
      await form.getByLabel('Your idea').fill(description);
      // The most below the least: told before anything is sent.
      await form.getByLabel('From (₹)').fill('250000');
      await form.getByLabel('To (₹)').fill('150000');
      await form.getByRole('button', { name: 'Send my request' }).click();
      await expect
        .poll(() => form.getByText('The most you would spend must be at least the least you would spend.').isVisible())
        .toBe(true);
      await form.getByLabel('To (₹)').fill('350000');
      await form.getByRole('button', { name: 'Send my request' }).click();
      await expect
        .poll(() => form.getByRole('status').textContent(), { timeout: 15_000 })
        .toContain('Your request is on its way.');
      // The one refusal the browser reports is the upload of notes.png, answered 400 on purpose.
      expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
      expect(problems).toHaveLength(1);
    } finally {
      await shopper.close();
    }

    const staff = await browser.newContext({ ...desktop, storageState: jewelleryManager });
    try {
      const { page, problems } = await openPage(staff);
      await page.goto(`${server.url}/custom-jewelleries`, { waitUntil: 'networkidle' });
      const table = page.getByRole('region', { name: 'Custom jewellery requests' });
      const row = table.getByRole('row', { name: /Meera Shah/ });
      expect(await row.getByText('New', { exact: true }).isVisible()).toBe(true);
      expect(await row.getByText('₹2,50,000 – ₹3,50,000').isVisible()).toBe(true);
      await row.getByRole('link', { name: 'Meera Shah', exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/custom-jewelleries/detail/'));
      await expect.poll(() => page.locator('h1').textContent()).toBe('Engagement ring for Meera Shah');
      expect(await page.getByText(description).isVisible()).toBe(true);
      for (const number of [1, 2]) {
        await page.getByAltText(`Reference ${number} from Meera Shah`).waitFor();
      }
      expect(await page.getByAltText('Reference 3 from Meera Shah').count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Quoted needs a price: the form says so, then keeps the price and the note.
      const state = page.locator('section', { has: page.getByRole('heading', { name: 'State', exact: true }) });
      await state.getByLabel('State').selectOption('quoted');
      await state.getByRole('button', { name: 'Save the state' }).click();
      await expect
        .poll(() => state.getByText('Give the quoted price to mark the request quoted.').isVisible())
        .toBe(true);
      await state.getByLabel('Quoted price (₹, optional)').fill('312500');
      await state.getByLabel('Note for staff (optional)').fill('Platinum, 1.52 ct oval LG; 3D model Friday.');
      await state.getByRole('button', { name: 'Save the state' }).click();
      await toast(page, 'The request from Meera Shah is saved.').waitFor({ timeout: 10_000 });
      const header = page.locator('main header').first();
      await expect.poll(() => header.getByText('Quoted', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('₹3,12,500').first().isVisible()).toBe(true);
      expect(await state.getByLabel('Note for staff (optional)').inputValue()).toBe(
        'Platinum, 1.52 ct oval LG; 3D model Friday.',
      );

      await page
        .getByLabel('Your reply')
        .fill('Dear Meera, we can make it for ₹3,12,500 in platinum. Shall we send you the 3D model on Friday?');
      await page.getByRole('button', { name: 'Send the reply' }).click();
      await toast(page, 'Your reply to Meera Shah is on its way to customer@example.com.').waitFor({
        timeout: 10_000,
      });
      expect(problems).toEqual([]);
    } finally {
      await staff.close();
    }

    const back = await browser.newContext({ ...mobile, storageState: customer });
    try {
      const { page, problems } = await openPage(back);
      await page.goto(`${server.url}/account`, { waitUntil: 'networkidle' });
      const mine = page.locator('section', {
        has: page.getByRole('heading', { name: 'My custom jewellery requests' }),
      });
      const request = mine.getByRole('listitem').filter({ hasText: description });
      expect(await request.getByText('Quoted', { exact: true }).isVisible()).toBe(true);
      expect(await request.textContent()).toContain('Quoted ₹3,12,500');
      // The staff note is the shop's own.
      expect(await page.getByText('3D model Friday').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await back.close();
    }

    const outbox = await browser.newContext({ ...desktop, storageState: admin });
    try {
      const page = await outbox.newPage();
      await page.goto(`${server.url}/outbox?search=${encodeURIComponent('customer@example.com')}`, {
        waitUntil: 'networkidle',
      });
      const subjects = await page
        .getByRole('region', { name: 'Outgoing messages' })
        .locator('tbody tr')
        .allTextContents();
      expect(subjects.some((text) => text.includes('About your custom jewellery request'))).toBe(true);
      expect(subjects.some((text) => text.includes('We have your custom jewellery request'))).toBe(true);
    } finally {
      await outbox.close();
    }
  });

  it('is sent signed out, then deleted by staff after they confirm', async () => {
    const email = `delete.me.${Date.now()}@example.org`;
    const shopper = await browser.newContext(mobile);
    try {
      const { page, problems } = await openPage(shopper);
      await page.goto(`${server.url}/custom-jewellery`, { waitUntil: 'networkidle' });
      const form = page.locator('#request');
      expect(await form.getByLabel('Your name').inputValue()).toBe('');
      await form.getByLabel('Kind of piece').selectOption('pendant');
      expect(await form.getByLabel('Ring size (optional)').count()).toBe(0);
      await form.getByLabel('From ($)').fill('800');
      await form.getByLabel('To ($)').fill('1200');
      await form.getByLabel('Your idea').fill('A small initial pendant, the letter R, for my sister.');
      await form.getByLabel('Your name').fill('Spam Tester');
      await form.getByLabel('E-mail address').fill(email);
      await form.getByRole('button', { name: 'Send my request' }).click();
      await expect
        .poll(() => form.getByRole('status').textContent(), { timeout: 15_000 })
        .toContain('Your request is on its way.');
      expect(problems).toEqual([]);
    } finally {
      await shopper.close();
    }

    const staff = await browser.newContext({ ...mobile, storageState: jewelleryManager });
    try {
      const { page, problems } = await openPage(staff);
      await page.goto(`${server.url}/custom-jewelleries?search=${encodeURIComponent(email)}`, {
        waitUntil: 'networkidle',
      });
      const cards = page.getByRole('list', { name: 'Custom jewellery requests' });
      expect(await cards.getByRole('link', { name: 'Spam Tester', exact: true }).count()).toBe(1);
      expect(await cards.getByText('$800 – $1,200').isVisible()).toBe(true);
      await cards.getByRole('button', { name: 'Delete the request from Spam Tester' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete the request from Spam Tester?' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await cards.getByRole('link', { name: 'Spam Tester', exact: true }).count()).toBe(1);

      await cards.getByRole('button', { name: 'Delete the request from Spam Tester' }).click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'The request from Spam Tester is deleted.').waitFor({ timeout: 10_000 });
      await expect
        .poll(() => page.getByText(`No request matches “${email}”.`).filter({ visible: true }).count())
        .toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await staff.close();
    }
  });
});
