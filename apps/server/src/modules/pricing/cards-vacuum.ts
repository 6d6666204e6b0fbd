import type { DatabaseHandle } from '@facet/db/client';

/*
 * A repricing of every variant, or of a metal's (a rate, a pricing parameter or the jewellery
 * tax rate changed), rebuilds those variants' rows in `variant_cards` and their cards in
 * `product_cards` (decision 037): the old rows stay on their pages, dead, until the tables are
 * vacuumed, and the visibility map no longer says the pages hold only visible rows. Until then a
 * walk under a floor or a band visits the table beside its index for every row it passes (a page
 * of price-descending floor cards on 5,000 × 20: 15 ms on rewritten pages, 1.7 ms once
 * vacuumed). The embedded database has no autovacuum at all, and a server's may be off or slow
 * to come. So once such a repricing has committed the shop vacuums (and analyses) the two tables
 * itself, in the background: never inside the change's transaction (VACUUM cannot run in one)
 * and never making the change's request wait. One vacuum at a time; requests that arrive while
 * one runs are answered by a single vacuum after it. A failure is reported, never thrown.
 */

/** The tables a repricing rewrites and the listing walks. */
const VACUUMED = 'vacuum (analyze) variant_cards, product_cards';

export class CardsVacuum {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private vacuums = 0;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'exec'>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Asks for a vacuum after a repricing has committed; the promise settles (never rejects) once a
   * vacuum that began after this call has ended. Callers do not wait for it.
   */
  request(): Promise<void> {
    if (this.running === undefined) {
      this.running = this.run().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    // One is running: it may have read the pages before this change wrote them, so one more runs
    // after it, for every request that arrives meanwhile.
    this.queued ??= this.running.then(() => {
      this.queued = undefined;
      return this.request();
    });
    return this.queued;
  }

  /** Settles when no vacuum is running or waiting (the server waits for it before closing). */
  async idle(): Promise<void> {
    while (this.running !== undefined || this.queued !== undefined) await (this.queued ?? this.running);
  }

  /** How many vacuums have ended since the server started (the failed ones too). */
  get count(): number {
    return this.vacuums;
  }

  private async run(): Promise<void> {
    try {
      await this.database.exec(VACUUMED);
    } catch (error) {
      this.onError(error);
    } finally {
      this.vacuums++;
    }
  }
}
