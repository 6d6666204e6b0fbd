import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningServer } from './server.ts';

/**
 * A call to the shop's API as the browser context's signed-in person (same origin, a fresh
 * idempotency key), failing the test with the answer when it is not a success; returns `data`.
 */
export async function callApi<T>(
  server: RunningServer,
  context: BrowserContext,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  data?: unknown,
): Promise<T> {
  const answer = await context.request[method](`${server.url}${path}`, {
    headers: { origin: server.url, 'idempotency-key': crypto.randomUUID() },
    data,
  });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The signed-in customer's first address, made (in Mumbai) when they have none. */
export async function addressOf(server: RunningServer, context: BrowserContext): Promise<string> {
  const addresses = await callApi<{ id: string }[]>(server, context, 'get', '/api/address');
  if (addresses[0]) return addresses[0].id;
  const made = await callApi<{ id: string }>(server, context, 'post', '/api/address', {
    fullName: 'Meera Shah',
    phoneNumber: '+91 98200 00005',
    line1: '12 Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400002',
    country: 'IN',
  });
  return made.id;
}
