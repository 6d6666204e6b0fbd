import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { withContext, workerBrowser } from './support/browser.ts';

/*
 * The accessibility check every browser test leans on finds what it must: a picture without a
 * text alternative and grey text on white, on a page of its own, and again when asked a second
 * time on the same page (axe is then already in it, support/axe.ts).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('the accessibility check', () => {
  it('finds a picture without words and text too faint to read, on each look', async () => {
    await withContext(browser, {}, async (context) => {
      const page = await context.newPage();
      await page.setContent(
        `<html lang="en"><head><title>A page with two problems</title></head><body><main>
          <h1>Rings</h1>
          <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">
          <p style="color: #c8c8c8; background: #fff">Free resizing within 60 days</p>
        </main></body></html>`,
      );
      const expected = ['color-contrast: p (1 node)', 'image-alt: img (1 node)'];
      expect(await seriousAxeViolations(page)).toEqual(expected);
      expect(await seriousAxeViolations(page)).toEqual(expected);

      await page.setContent(
        '<html lang="en"><head><title>A clean page</title></head><body><main><h1>Rings</h1></main></body></html>',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
