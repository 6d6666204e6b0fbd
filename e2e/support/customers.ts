import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningServer } from './server.ts';

let made = 0;

/** A new customer's details, each call its own (so bags and orders of tests never meet). */
export function newCustomer(password: string) {
  made += 1;
  const stamp = `${Date.now()}${made}`;
  return {
    firstName: 'Bela',
    lastName: 'Shah',
    email: `shopper.${stamp}@example.org`,
    password,
    phoneNumber: `+91 9${stamp.slice(-9)}`,
    sendNewsAndOffer: false,
  };
}

/** Registers a new customer through the API in `context`, which is then signed in as them. */
export async function registerIn(server: RunningServer, context: BrowserContext, password: string) {
  const customer = newCustomer(password);
  const answer = await context.request.post(`${server.url}/api/auth/register`, {
    headers: { origin: server.url },
    data: customer,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return customer;
}

/** The PAN test buyers give when checkout asks for one (an order in India above the PAN threshold). */
export const TEST_PAN = 'AAAPL1234C';

/** Fills in the buyer's PAN when the checkout asks for it; nothing when it does not. */
export async function givePanIfAsked(page: Page): Promise<void> {
  const fields = page.getByTestId('pan-fields');
  if ((await fields.count()) > 0) await fields.getByLabel('PAN', { exact: true }).fill(TEST_PAN);
}
