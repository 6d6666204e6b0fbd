import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import type { ProductCardPage } from '@facet/contracts/products';
import type { BrowserContext } from 'playwright-core';
import { addressOf, callApi } from './api-calls.ts';
import { TEST_PAN } from './customers.ts';
import { huidsFor } from './huids.ts';
import type { RunningServer } from './server.ts';

/*
 * Orders made through the API for a walk-through that starts after the checkout: the bag
 * filled, the order placed and paid with the test provider, and moved on as a Manager would.
 */

/** A demo piece's representative SKU: the card of that name among the jewellery type's, or its first. */
export async function demoSku(server: RunningServer, type: string, name?: string): Promise<string> {
  const answer = (await (
    await fetch(`${server.url}/api/product/for-customer?pageSize=60&jewelleryTypeName=${type}`)
  ).json()) as { data: ProductCardPage };
  const card = name ? answer.data.records.find((record) => record.name === name) : answer.data.records[0];
  if (!card) throw new Error(`no ${name ?? type} in the demo catalogue`);
  return card.sku;
}

export interface BagPiece {
  sku: string;
  ringSize?: string;
}

/** The signed-in customer's order of the pieces, placed and paid in rupees with the test provider. */
export async function placePaidOrder(
  server: RunningServer,
  shopper: BrowserContext,
  pieces: readonly BagPiece[],
  extra: Record<string, unknown> = {},
): Promise<OrderDetail> {
  const addressId = await addressOf(server, shopper);
  for (const piece of pieces) {
    await callApi(server, shopper, 'post', '/api/shopping-cart', { kind: 'product', ...piece });
  }
  const started = await callApi<PaymentStart>(server, shopper, 'post', '/api/test-payment/cart/orders', {
    addressId,
    pan: TEST_PAN,
    currency: 'INR',
    ...extra,
  });
  return callApi<OrderDetail>(server, shopper, 'post', '/api/test-payment/cart/orders/capture', {
    paymentId: started.payment.providerOrderId,
    outcome: 'success',
  });
}

/**
 * Moves a paid order on as a Manager would: to Processing (being made), or on through Shipped
 * (a tracking number, a fresh HUID for every piece that needs one) to Delivered.
 */
export async function moveOrderOn(
  server: RunningServer,
  staff: BrowserContext,
  order: OrderDetail,
  until: 'Processing' | 'Delivered',
): Promise<OrderDetail> {
  const move = (data: Record<string, unknown>) =>
    callApi<OrderDetail>(server, staff, 'put', '/api/order-detail/updateStatus', { id: order.id, ...data });
  const processing = await move({ status: 'Processing' });
  if (until === 'Processing') return processing;
  await move({ status: 'Shipped', trackingNumber: 'BD 13579 IN', huids: huidsFor(order) });
  return move({ status: 'Delivered' });
}
