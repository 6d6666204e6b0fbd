import type { StoneCardPage } from '@facet/contracts/stones';
import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage, withContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * The ring builder's review shows the setting drawn with the chosen stone in it
 * (/media/ring/<setting>/<stone>/<width>.webp), described in words; a pair that does not fit
 * shows no picture (the address would refuse it) but says why.
 */

let server: RunningServer;
let browser: Browser;
/** A demo setting: Elara Solitaire Ring in white gold, made for a 1 ct round stone. */
const ELARA = 'elara-solitaire-ring-white-gold-solitaire-1ct-round-1.8mm';

startForSpec((rig) => ({ server, browser } = rig));

async function firstStone(query: string): Promise<{ sku: string; name: string }> {
  const answer = await fetch(`${server.url}/api/stone/for-customer?${query}&pageSize=1`);
  return ((await answer.json()) as { data: StoneCardPage }).data.records[0]!;
}

async function choosePair(context: BrowserContext, setting: string, stone: string) {
  await context.addInitScript(
    ([s, t]) => {
      localStorage.setItem('pair_setting', s!);
      localStorage.setItem('pair_stone', t!);
    },
    [setting, stone],
  );
}

describe('the ring builder’s picture of the ring', () => {
  for (const [name, viewport] of [
    ['mobile', mobile],
    ['desktop', desktop],
  ] as const) {
    it(`shows the setting with the chosen stone on the review, described in words (${name})`, async () => {
      const round = await firstStone('stoneShapeName=Round&minCarats=0.9&maxCarats=1.15');
      await withContext(browser, viewport, async (context) => {
        await choosePair(context, ELARA, round.sku);
        const { page, problems } = await openPage(context);
        await page.goto(`${server.url}/ring-builder`);
        const picture = page.getByTestId('ring-picture');
        await picture.waitFor();
        expect(await picture.getAttribute('alt')).toBe(`Elara Solitaire Ring in white gold set with the ${round.name}`);
        // The picture arrived and was decoded: a drawing, not a broken image.
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const source = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(new URL(source).pathname).toMatch(
          new RegExp(`^/media/ring/${ELARA.replace(/\./g, '\\.')}/${round.sku}/(400|800|1600)\\.webp$`),
        );
        const box = (await picture.boundingBox())!;
        expect(box.width).toBeGreaterThan(200);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.viewport.width);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `review-${viewport.viewport.width}`);
        expect(problems).toEqual([]);
      });
    });
  }

  it('shows no picture for a stone that does not fit the setting, and says why', async () => {
    const oval = await firstStone('stoneShapeName=Oval&minCarats=0.9&maxCarats=1.15');
    await withContext(browser, desktop, async (context) => {
      await choosePair(context, ELARA, oval.sku);
      const { page } = await openPage(context);
      await page.goto(`${server.url}/ring-builder`);
      await page.getByTestId('pair-problem').waitFor();
      expect(await page.getByTestId('ring-picture').count()).toBe(0);
    });
  });
});
