import type { Page } from 'playwright-core';

/** Clicks a row action that asks first, then the confirming button of its dialog. */
export async function confirm(page: Page, button: string, confirmLabel: string) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: confirmLabel }).click();
}

/** The toast that says `text`. */
export const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text }).first();
