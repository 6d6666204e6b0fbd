import { expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.ts';
import { widths } from './accessibility-sweep.ts';
import type { SpecRig } from './spec-setup.ts';

/** The header search's open list, an option active as the arrow keys leave it, checked with axe. */
export function checkHeaderSearchList(rig: () => SpecRig, width: keyof typeof widths): void {
  it(`the header search’s open list at ${width} has no serious or critical problem`, async () => {
    const { server, browser } = rig();
    const box = width === '390 px' ? '#header-search-mobile' : '#header-search';
    const context = await browser.newContext(widths[width]);
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await page.locator(box).click();
      await page.locator(box).pressSequentially('oval', { delay: 20 });
      await page.getByTestId('search-dropdown').waitFor();
      await page.keyboard.press('ArrowDown');
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
