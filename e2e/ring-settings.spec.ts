import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * A setting is an engagement ring sold without the centre stone the shopper chooses. The
 * jewellery editor asks how every new piece is sold, with no answer given: the first step does
 * not go on until staff have chosen, and a setting of another kind is refused in words. Done with
 * the keyboard alone, at a phone's width and a desktop's, and axe finds nothing serious.
 */

let server: RunningServer;
let browser: Browser;
let staff: Session;

startForSpec((rig) => ({ server, browser } = rig));

const HOW_SOLD = 'Sold complete with its stones, or a setting for a centre stone the shopper chooses?';
const MISSING =
  'Choose how the piece is sold: complete with its stones, or a setting for a centre stone the shopper chooses';
const PENDANT =
  'Only engagement rings can be settings (sold without the centre stone the shopper chooses); a Diamond Pendant is sold complete with its stones';

describe('how a new piece is sold', () => {
  for (const [size, viewport] of [
    ['390', mobile],
    ['1440', desktop],
  ] as const) {
    it(`is asked on the first step, with no answer given, and answered with the keyboard (${size} px)`, async () => {
      staff ??= await sessionOf({ server, browser }, 'jewellery.manager@example.com');
      const context = await browser.newContext({ ...viewport, storageState: staff });
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/jewelleries/new/general-info`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });

      const question = page.getByRole('radiogroup', { name: HOW_SOLD });
      const complete = question.getByRole('radio', { name: 'Complete, with its stones' });
      const setting = question.getByRole('radio', { name: 'A setting for a centre stone the shopper chooses' });
      expect(await complete.isChecked()).toBe(false);
      expect(await setting.isChecked()).toBe(false);
      expect(await question.getAttribute('aria-required')).toBe('true');

      await page.getByLabel('Name', { exact: true }).fill('Keyboard Pendant');
      await page.getByLabel('Jewellery type').selectOption('Pendant');
      await page.getByLabel('Base weight (g)').fill('2.1');

      // Unanswered, the step does not go on and says why, at the question.
      await page.getByRole('button', { name: 'Continue: Attributes' }).click();
      await question.getByText(MISSING).waitFor();
      expect(new URL(page.url()).pathname).toBe('/jewelleries/new/general-info');
      expect(await question.getAttribute('aria-invalid')).toBe('true');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The keyboard alone: Tab reaches the question from the field before it, the arrows choose.
      await page.getByLabel('Product discount').focus();
      let focused = '';
      for (let tab = 0; tab < 6 && focused !== 'hasAttachedStone'; tab += 1) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
      }
      expect(focused).toBe('hasAttachedStone');
      expect(
        await page.evaluate(() => getComputedStyle(document.activeElement!.closest('label')!).outlineStyle),
      ).not.toBe('none');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => setting.isChecked()).toBe(true);

      // A pendant cannot be a setting: said in words, at the question.
      await page.getByRole('button', { name: 'Continue: Attributes' }).click();
      await question.getByText(PENDANT).waitFor();
      expect(new URL(page.url()).pathname).toBe('/jewelleries/new/general-info');

      await setting.focus();
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => complete.isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Continue: Attributes' }).click();
      await page.waitForURL((url) => url.pathname === '/jewelleries/new/attribute-selection');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('shows the ring builder on an engagement-ring setting only, never on a pendant or its collection', async () => {
    const context = await browser.newContext(mobile);
    const { page, problems } = await openPage(context);
    const cardOf = async (subType: string, name: string) => {
      const query = new URLSearchParams({ jewellerySubTypeName: subType, pageSize: '60' });
      const answer = (await (await fetch(`${server.url}/api/product/for-customer?${query}`)).json()) as {
        data: { records: { name: string; sku: string; isSetting: boolean }[] };
      };
      return answer.data.records.find((card) => card.name === name)!;
    };
    const ringWords = /see your ring|choose a stone for your ring|Choose a setting|This is the setting/i;

    const elara = await cardOf('Engagement Ring', 'Elara Solitaire Ring');
    expect(elara.isSetting).toBe(true);
    await page.goto(`${server.url}/product/${elara.sku}`);
    await page.getByTestId('builder-bar').waitFor();
    expect(await page.locator('main').textContent()).toMatch(ringWords);

    // A ring being built from a stone: the settings collection shows the builder; a pendant's never.
    const stone = (await (await fetch(`${server.url}/api/stone/for-customer?pageSize=1`)).json()) as {
      data: { records: { sku: string }[] };
    };
    await page.evaluate((sku) => localStorage.setItem('pair_stone', sku), stone.data.records[0]!.sku);
    await page.goto(`${server.url}/collections/engagement-rings?hasAttachedStone=false`);
    await page.getByTestId('builder-bar').waitFor();

    const pendant = await cardOf('Diamond Pendant', 'Aanchal Halo Pendant');
    expect(pendant.isSetting).toBe(false);
    for (const address of [`/product/${pendant.sku}`, '/collections/diamond-pendants?hasAttachedStone=false']) {
      await page.goto(`${server.url}${address}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      expect(await page.getByTestId('builder-bar').count()).toBe(0);
      expect(await page.locator('main').textContent()).not.toMatch(ringWords);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
