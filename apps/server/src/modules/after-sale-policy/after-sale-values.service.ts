import { buybackValue, returnWindowEnds, type StoneKind } from '@facet/contracts/after-sale-values';
import { type Currency, fromMinor } from '@facet/contracts/money';
import type { OrderLineAfterSale } from '@facet/contracts/orders';
import type { Database } from '@facet/db/client';
import { findConversion, listMetalRates } from './after-sale-policy.queries.ts';
import { readAfterSalePolicy } from './after-sale-policy.service.ts';

/*
 * What a delivered order's lines are worth back today (decision 030): reckoned on every read
 * from today's metal rates and conversion and the policy in force, never stored, so a rate
 * change moves it at once. Lines of an order not delivered have none.
 */

/** A line's buyback basis as the order read finds it (order_lines, the metal's name today). */
export interface LineBasis {
  id: number;
  kind: 'product' | 'stone';
  quantity: number;
  basisMetal: string | null;
  metalFineness: number | null;
  netMetalMg: number | null;
  stoneKind: StoneKind | null;
  stonesPaid: number | null;
}

export interface OrderAfterSale {
  /** The last day (India) the order may be returned; null until delivered. */
  returnLastDay: string | null;
  /** Each line's value by its id. */
  values: Map<number, OrderLineAfterSale | null>;
}

/** The after-sale figures of an order in `state`, delivered at `deliveredAt` (its move to Delivered). */
export async function orderAfterSale(
  db: Database,
  order: { state: string; currency: Currency; deliveredAt: string | null; lines: readonly LineBasis[] },
): Promise<OrderAfterSale> {
  if (order.state !== 'Delivered' || order.deliveredAt === null) return { returnLastDay: null, values: new Map() };
  // One after another: `db` may be a transaction, whose one connection takes one query at a time
  // (node-postgres refuses overlapping queries on a client from pg 9).
  const policy = await readAfterSalePolicy(db);
  const metals = await listMetalRates(db);
  const conversion = await findConversion(db);
  const rates = {
    metals: metals.map((metal) => ({ name: metal.name, pricePerUnit: metal.pricePerUnit })),
    conversion: conversion ?? 0,
  };
  const values = new Map<number, OrderLineAfterSale | null>();
  for (const line of order.lines) {
    const value =
      line.stonesPaid === null
        ? null
        : buybackValue(
            {
              kind: line.kind,
              metal: line.basisMetal,
              fineness: line.metalFineness,
              netMetalMg: line.netMetalMg,
              stoneKind: line.stoneKind,
              stonesPaid: line.stonesPaid,
            },
            rates,
            policy,
            order.currency,
          );
    values.set(
      line.id,
      value && {
        currency: value.currency,
        buyback: fromMinor(value.buyback * line.quantity),
        exchange: fromMinor(value.exchange * line.quantity),
      },
    );
  }
  return { returnLastDay: returnWindowEnds(order.deliveredAt, policy), values };
}
