/* The checkout benchmark's settings (bench/checkout.ts says what each does), read from the environment. */

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
/** A shopper's pause between adding, placing and paying (the paced phase; the bar applies there). */
export const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
/** The flat-out phase: no pauses at all, every buyer always waiting on the shop (capacity). */
export const FLAT_OUT_S = Number(process.env.BENCH_FLAT_OUT ?? 10);
export const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
/** Unique stones per buyer: more than a buyer can order in DURATION (a buyer who runs out stops). */
export const STONES_PER_BUYER = Number(process.env.BENCH_STONES_PER_BUYER ?? 400);
export const COUPON_LIMIT = Math.max(1, Math.floor(BUYERS * 0.4));
export const BAR_P95_MS = 150;
