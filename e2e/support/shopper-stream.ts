import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AgentAnswer, type AgentRequest, sendOverAgent } from './raw-http.ts';

/*
 * Shoppers who never stop while the shop's instances are restarted behind the load balancer:
 * each signed-in shopper in a loop views a product page, adds the piece to the bag, places the
 * order and pays it with the test provider; an anonymous visitor views pages and their script.
 * Every request is recorded with the phase it started in and every phase it was in flight during
 * (a request sent as one restart ends may be cut off by the next), and every write the shop
 * acknowledged is kept to be looked for in the database afterwards.
 */

export interface Shopper {
  userId: string;
  /** The session cookie (name=value). */
  cookie: string;
  addressId: string;
  /** What goes in the bag each round. */
  piece: { kind: 'product'; sku: string; ringSize?: string };
}

export type Step = 'page' | 'bag add' | 'placement' | 'capture' | 'anonymous page' | 'asset';

export interface Outcome {
  /** The phase the request was sent in. */
  phase: string;
  /** Every phase it was in flight during, from the one it was sent in to the one it was answered in. */
  during: string[];
  step: Step;
  method: string;
  path: string;
  /** The HTTP status; 0 when the request failed without an answer. */
  status: number;
  error?: string;
  /** For a failure: when the request was sent and answered (ISO times, to set beside nginx's log). */
  sentAt?: string;
  answeredAt?: string;
}

export interface Acknowledged {
  userId: string;
  orderId: number;
}

/** The client's patience: longer than any wait the shop may impose (a payment claim's 30 s). */
const CLIENT_TIMEOUT_MS = 60_000;
/*
 * A new connection to nginx for every request. A browser keeps connections open, and sends a
 * request again when the one it reused turns out to have been closed (as nginx's old workers
 * close idle ones when a reload retires them); this client does not imitate that retry.
 */
const newConnections = () => new http.Agent({ keepAlive: false });
/** A shopper's pause between steps, give or take half: a stream, not a flood (the cores are shared). */
const THINK_MS = 100;

export class ShopperStream {
  /** The phases so far, in order: the last is the current one. */
  private readonly phases = ['warm-up'];
  readonly outcomes: Outcome[] = [];
  readonly placed: Acknowledged[] = [];
  readonly captured: Acknowledged[] = [];
  /** Per shopper: bag adds answered 200, and those that failed (which may or may not have been written). */
  readonly adds = new Map<string, { acknowledged: number; failed: number }>();
  private stopping = false;
  private loops: Promise<void>[] = [];
  private readonly base: URL;

  constructor(url: string) {
    this.base = new URL(url);
  }

  start(shoppers: readonly Shopper[], productPaths: readonly string[]) {
    this.loops = [
      ...shoppers.map((shopper, index) => this.shop(shopper, productPaths[index % productPaths.length]!)),
      this.browse(productPaths),
    ];
  }

  async stop() {
    this.stopping = true;
    await Promise.all(this.loops);
  }

  get phase(): string {
    return this.phases.at(-1)!;
  }

  set phase(next: string) {
    this.phases.push(next);
  }

  /** Requests finished so far (in any phase). */
  get count() {
    return this.outcomes.length;
  }

  /** The failed requests, or those in flight during `phase`. */
  failures(phase?: string): Outcome[] {
    return this.outcomes.filter(
      (outcome) => outcome.status !== 200 && (phase === undefined || outcome.during.includes(phase)),
    );
  }

  private async shop(shopper: Shopper, productPath: string) {
    const agent = newConnections();
    const adds = { acknowledged: 0, failed: 0 };
    this.adds.set(shopper.userId, adds);
    const call = (step: Step, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      this.call(agent, step, { method, path, cookie: shopper.cookie, body, headers });
    while (!this.stopping) {
      await call('page', 'GET', productPath);
      await think();
      const added = await call('bag add', 'POST', '/api/shopping-cart', shopper.piece);
      if (added.status !== 200) {
        adds.failed += 1;
        continue;
      }
      adds.acknowledged += 1;
      await think();
      const placed = await call(
        'placement',
        'POST',
        '/api/test-payment/cart/orders',
        { addressId: shopper.addressId, currency: 'INR', pan: 'AAAPL1234C' },
        { 'idempotency-key': randomUUID() },
      );
      if (placed.status !== 200) continue;
      const start = (JSON.parse(placed.body) as { data: PlacementAnswer }).data;
      this.placed.push({ userId: shopper.userId, orderId: start.order.id });
      await think();
      const paid = await call('capture', 'POST', '/api/test-payment/cart/orders/capture', {
        paymentId: start.payment.providerOrderId,
        outcome: 'success',
      });
      if (paid.status === 200) this.captured.push({ userId: shopper.userId, orderId: start.order.id });
      await think();
    }
    agent.destroy();
  }

  private async browse(productPaths: readonly string[]) {
    const agent = newConnections();
    const pages = ['/', '/collections/engagement-rings', ...productPaths];
    for (let round = 0; !this.stopping; round++) {
      const page = await this.call(agent, 'anonymous page', { method: 'GET', path: pages[round % pages.length]! });
      const script = /\/assets\/[\w.-]+\.js/.exec(page.body)?.[0];
      if (script) await this.call(agent, 'asset', { method: 'GET', path: script });
      await think();
    }
    agent.destroy();
  }

  private async call(agent: http.Agent, step: Step, request: AgentRequest): Promise<AgentAnswer> {
    const sentIn = this.phases.length - 1;
    const sentAt = new Date().toISOString();
    const answer = await sendOverAgent(agent, this.base, request, { timeoutMs: CLIENT_TIMEOUT_MS });
    this.outcomes.push({
      phase: this.phases[sentIn]!,
      during: this.phases.slice(sentIn),
      step,
      method: request.method,
      path: request.path,
      status: answer.status,
      ...(answer.status === 200
        ? {}
        : { error: answer.body.slice(0, 300), sentAt, answeredAt: new Date().toISOString() }),
    });
    return answer;
  }
}

interface PlacementAnswer {
  order: { id: number };
  payment: { providerOrderId: string };
}

function think() {
  return sleep(THINK_MS * (0.5 + Math.random()));
}
