import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AgentAnswer, type AgentRequest, sendOverAgent } from '../../e2e/support/raw-http.ts';
import { type Buyer, stoneSku } from './checkout-buyers.ts';
import { STONES_PER_BUYER } from './checkout-settings.ts';

/* A buyer's checkout over the API, step by step (fill the bag, place, capture), each request recorded for the figures. */

export interface Sample {
  step: string;
  status: number;
  ms: number;
}

export type Answer = AgentAnswer;

/** The API's requests of one flow, kept for the figures; the first few failures are printed. */
export class Recorder {
  samples: Sample[] = [];
  private shown = 0;

  async step(
    step: string,
    agent: http.Agent,
    base: URL,
    request: AgentRequest & { cookie: string },
    expected: (answer: Answer) => boolean = (answer) => answer.status === 200,
  ) {
    const answer = await sendOverAgent(agent, base, request);
    this.samples.push({ step, status: answer.status, ms: answer.ms });
    if (!expected(answer) && this.shown++ < 5) console.warn(`  ${step}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return answer;
  }
}

/** Fills the buyer's bag with a piece and their next stone; false when a step failed. */
export async function fillBag(
  recorder: Recorder,
  agent: http.Agent,
  base: URL,
  buyer: Buyer,
  piece: Record<string, unknown>,
  coupon: string | null,
): Promise<boolean> {
  const { cookie } = buyer;
  const added = await recorder.step('add piece', agent, base, {
    method: 'POST',
    path: '/api/shopping-cart',
    cookie,
    body: piece,
  });
  const stone = await recorder.step('add stone', agent, base, {
    method: 'POST',
    path: '/api/shopping-cart',
    cookie,
    body: { kind: 'stone', sku: stoneSku(buyer.index, buyer.round++) },
  });
  if (added.status !== 200 || stone.status !== 200) return false;
  if (!coupon) return true;
  const applied = await recorder.step('apply coupon', agent, base, {
    method: 'POST',
    path: '/api/shopping-cart/apply-coupon',
    cookie,
    body: { couponCode: coupon },
  });
  return applied.status === 200;
}

export function place(
  recorder: Recorder,
  agent: http.Agent,
  base: URL,
  buyer: Buyer,
  expected?: (a: Answer) => boolean,
) {
  return recorder.step(
    'place',
    agent,
    base,
    {
      method: 'POST',
      path: '/api/test-payment/cart/orders',
      cookie: buyer.cookie,
      // A PAN with every order: the shop keeps it only where one is needed (in India, above the threshold).
      body: { addressId: buyer.addressId, currency: buyer.currency, pan: 'AAAPL1234C' },
      headers: { 'idempotency-key': randomUUID() },
    },
    expected,
  );
}

export async function capture(recorder: Recorder, agent: http.Agent, base: URL, buyer: Buyer, placed: Answer) {
  const { payment } = (JSON.parse(placed.body) as { data: { payment: { providerOrderId: string } } }).data;
  return recorder.step('capture', agent, base, {
    method: 'POST',
    path: '/api/test-payment/cart/orders/capture',
    cookie: buyer.cookie,
    body: { paymentId: payment.providerOrderId, outcome: 'success' },
  });
}

/** A shopper's pause between steps: `ms` give or take half, so the buyers do not march in step. */
export function think(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : sleep(ms * (0.5 + Math.random()));
}

/** Each buyer's loop until `seconds` have passed (or `rounds` each): fill, place, capture. Answers the orders paid. */
export async function buyFor(
  { seconds, rounds = Infinity, thinkMs = 0 }: { seconds: number; rounds?: number; thinkMs?: number },
  recorder: Recorder,
  agent: http.Agent,
  base: URL,
  buyers: readonly Buyer[],
  pieces: readonly Record<string, unknown>[],
): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let paid = 0;
  await Promise.all(
    buyers.map(async (buyer) => {
      for (let n = 0; n < rounds && performance.now() < deadline; n++) {
        if (buyer.round >= STONES_PER_BUYER) {
          console.warn(`  buyer ${buyer.index} ran out of stones: raise BENCH_STONES_PER_BUYER`);
          return;
        }
        const piece = pieces[(buyer.index * 7 + buyer.round) % pieces.length]!;
        const coupon = buyer.round % 2 === 1 ? 'BENCH-OPEN' : null;
        if (!(await fillBag(recorder, agent, base, buyer, piece, coupon))) continue;
        await think(thinkMs);
        const placed = await place(recorder, agent, base, buyer);
        if (placed.status !== 200) continue;
        await think(thinkMs);
        if ((await capture(recorder, agent, base, buyer, placed)).status === 200) paid += 1;
        await think(thinkMs);
      }
    }),
  );
  return paid;
}
