import { randomUUID } from 'node:crypto';
import type { DatabaseHandle, Listener } from '@facet/db/client';

/*
 * A repricing (a metal rate, a pricing parameter, the jewellery tax rate, a discount, a product
 * saved) rebuilds the changed variants' rows in `variant_cards`, their cards in `product_cards`
 * and the band cards they show in (`band_cards`; decisions 037, 048): the old rows stay on their
 * pages, dead, until the tables are vacuumed, and the visibility map no longer says the pages
 * hold only visible rows. Until then a walk under a floor or a band visits the table beside its
 * index for every row it passes (a page of price-descending floor cards on 5,000 × 20: 15 ms on
 * rewritten pages, 1.7 ms once vacuumed). The embedded database has no autovacuum at all, and a
 * server's may be off or slow to come. So the shop vacuums (and analyses) the three tables itself
 * once enough variants have been rewritten, in the background: never inside the change's
 * transaction (VACUUM cannot run in one) and never making the change's request wait. One vacuum
 * at a time; requests that arrive while one runs are answered by a single vacuum after it. A
 * failure is reported, never thrown.
 *
 * The repricing announces how many rows it rewrote with NOTIFY in its own transaction, which
 * PostgreSQL delivers only after the commit (and never for a rolled-back change); the instance
 * that made the change counts them (other instances ignore the message, so two instances do not
 * vacuum twice), and vacuums when they add up to `VACUUM_AFTER_REWRITTEN` since its last one.
 */

/** Where a repricing tells how many variants it rewrote (`repriceVariants`, repricing.service.ts). */
export const CARDS_REWRITTEN_CHANNEL = 'facet_cards_rewritten';
/** This process, in the messages, so that only the instance that rewrote the rows vacuums. */
const THIS_PROCESS = randomUUID();
/**
 * Rewritten variants that ask for a vacuum: a metal's or a ring style's repricing, or a few
 * products saved one after another; one product's save alone seldom does (its handful of dead
 * rows waits for the next). A vacuum reads only the pages not marked all-visible since the last,
 * so a small one is cheap; the figure only spares the analysis after every save.
 */
export const VACUUM_AFTER_REWRITTEN = 25;

/** The message of this instance's repricing of `changed` variants. */
export const cardsRewrittenMessage = (changed: number): string => `${THIS_PROCESS} ${changed}`;

/** The tables a repricing rewrites and the listing walks. */
const VACUUMED = 'vacuum (analyze) variant_cards, product_cards, band_cards';

export class CardsVacuum {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private vacuums = 0;
  private listener: Listener | undefined;
  /** Rows rewritten since the last vacuum was asked for. */
  private rewritten = 0;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'exec'>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Hears this instance's repricings; a dropped listening connection may have lost some, so it vacuums then. */
  async start(database: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    this.listener = await database.listen(
      CARDS_REWRITTEN_CHANNEL,
      (payload) => this.heard(payload),
      () => void this.request(),
    );
  }

  /** Waits for the vacuums asked for, then stops listening (the server's close). */
  async stop(): Promise<void> {
    await this.idle();
    // The database may already be gone (shutdown order, tests); there is nothing left to stop then.
    await this.listener?.stop().catch(() => {});
    this.listener = undefined;
  }

  private heard(payload: string): void {
    const [from, count] = payload.split(' ');
    if (from !== THIS_PROCESS) return;
    this.rewritten += Number(count);
    if (this.rewritten < VACUUM_AFTER_REWRITTEN) return;
    this.rewritten = 0;
    void this.request();
  }

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

  /**
   * Settles once every repricing committed before the call has been heard, and no vacuum is
   * running or waiting.
   */
  async idle(): Promise<void> {
    await this.listener?.sync().catch(() => {});
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
