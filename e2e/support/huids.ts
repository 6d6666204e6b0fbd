import type { OrderDetail } from '@facet/contracts/orders';
import type { Page } from 'playwright-core';

/** A HUID no other piece in the spec's shop has: six capitals or digits, by chance. */
export function freshHuid(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** What a move to Shipped through the API needs: a fresh HUID for each piece of each line that needs them. */
export function huidsFor(order: OrderDetail): { lineId: number; huids: string[] }[] {
  return order.lines
    .filter((line) => line.needsHuid)
    .map((line) => ({ lineId: line.id, huids: Array.from({ length: line.quantity }, () => freshHuid()) }));
}

/** Fills every "HUID for …" field of the back-office's Change status form with a fresh HUID. */
export async function fillHuidFields(page: Page): Promise<number> {
  const fields = await page.getByLabel(/^HUID for /).all();
  for (const field of fields) await field.fill(freshHuid());
  return fields.length;
}
