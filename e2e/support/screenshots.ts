import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Saves a whole-page (or one element's) picture for a person to look at, under `SHOTS_DIR`
 * when it is set; otherwise nothing is taken, so CI spends no time on pictures nobody sees.
 */
export async function saveScreenshot(shown: Page | Locator, name: string): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  if ('goto' in shown) await shown.screenshot({ path: file, fullPage: true });
  else await shown.screenshot({ path: file });
}
