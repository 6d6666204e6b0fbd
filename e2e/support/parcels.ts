import { shopDateOf } from '@facet/contracts/shop-dates';
import type { Page } from 'playwright-core';

/** A Delhivery number no other parcel of this run has: 13 digits from the clock and a serial. */
let serial = 0;
export function freshDelhiveryNumber(): string {
  serial += 1;
  return `${Date.now() % 10 ** 10}`.padStart(10, '0') + String(serial).padStart(3, '0');
}

/**
 * Fills the ship form's parcel fields on the back-office order page: the carrier, its tracking
 * number and the day it should arrive (three days on, India). The insured value is left to the
 * order's total.
 */
export async function fillParcelFields(page: Page, carrier: string, trackingNumber: string): Promise<string> {
  const arrives = shopDateOf(new Date(Date.now() + 3 * 86_400_000));
  await page.getByLabel('Carrier').selectOption({ label: carrier });
  await page.getByLabel(/Tracking number/).fill(trackingNumber);
  await page.getByLabel(/Expected delivery/).fill(arrives);
  return arrives;
}
