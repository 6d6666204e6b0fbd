import type { AfterSalePolicy, ValueTerms } from './after-sale-policy.ts';
import { metalPurity } from './metal-purity.ts';
import { type Currency, MILLIGRAMS_PER_GRAM, MINOR_PER_MAJOR } from './money.ts';
import { shopDateOf } from './shop-dates.ts';

/*
 * The after-sale policy's arithmetic (decision 030), pure and without zod, so the storefront's
 * pages, the order pages and the returns and exchanges built on them reckon the same figures
 * from the same record: when a return window closes, and what a piece is worth back today.
 */

/** What a shop starts with; the Admin changes it on the After-sale page. */
export const DEFAULT_AFTER_SALE_POLICY: Omit<AfterSalePolicy, 'updateDate'> = {
  returnDays: 30,
  returnable: { engraved: false, custom: false, resized: false },
  freeResizes: 1,
  freeResizeDays: 60,
  ringSizerDays: 30,
  returnPickup: { offered: true, costInr: 0, costUsd: 0 },
  buyback: { metalDeduction: 10, setNatural: 70, setLabGrown: 0, looseNatural: 70, looseLabGrown: 0, moissanite: 0 },
  exchange: { metalDeduction: 0, setNatural: 90, setLabGrown: 25, looseNatural: 90, looseLabGrown: 25, moissanite: 25 },
};

/** The kinds of stone the terms tell apart. */
export const stoneKinds = ['natural', 'lab-grown', 'moissanite'] as const;
export type StoneKind = (typeof stoneKinds)[number];

/** A stone category's kind ("Lab Grown Diamond" → lab-grown); null for none or one not known. */
export function stoneKindOf(category: string | null | undefined): StoneKind | null {
  if (category === 'Natural Diamond') return 'natural';
  if (category === 'Lab Grown Diamond') return 'lab-grown';
  if (category === 'Moissanite') return 'moissanite';
  return null;
}

/**
 * The last day (India's calendar, YYYY-MM-DD) something may be asked for `days` after delivery:
 * the day of delivery in India plus that many days, whatever the hour it arrived.
 */
export function lastDayAfterDelivery(deliveredAt: string | Date, days: number): string {
  const day = new Date(`${shopDateOf(new Date(deliveredAt))}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The last day a delivered piece may be returned (India's calendar). */
export function returnWindowEnds(deliveredAt: string | Date, policy: Pick<AfterSalePolicy, 'returnDays'>): string {
  return lastDayAfterDelivery(deliveredAt, policy.returnDays);
}

/** Whether `now` is still within a window that ends on `lastDay` (India's calendar). */
export function isWithinWindow(lastDay: string, now: Date = new Date()): boolean {
  return shopDateOf(now) <= lastDay;
}

/**
 * A piece or loose stone as its order line recorded it: the metal (name, its fineness and net
 * weight) and what was paid, in paise of rupees for one unit, for its stones — for a loose
 * stone, the whole of what was paid — with their kind.
 */
export interface ValuedThing {
  kind: 'product' | 'stone';
  metal: string | null;
  fineness: number | null;
  netMetalMg: number | null;
  stoneKind: StoneKind | null;
  stonesPaid: number;
}

/** Today's figures: each metal's rate in paise per gram, and rupees per dollar × 10,000. */
export interface TodaysRates {
  metals: readonly { name: string; pricePerUnit: number }[];
  conversion: number;
}

/** What a thing is worth back today, for one unit, in whole units of `currency` (minor units). */
export interface AfterSaleValue {
  currency: Currency;
  buyback: number;
  exchange: number;
}

const BASIS = 10_000n;
const MILLI = BigInt(MILLIGRAMS_PER_GRAM);
const WHOLE = BigInt(MINOR_PER_MAJOR);

const basisPoints = (percent: number) => BigInt(Math.round(percent * 100));

function stoneShare(terms: ValueTerms, thing: ValuedThing): bigint {
  if (thing.stoneKind === 'moissanite') return basisPoints(terms.moissanite);
  const loose = thing.kind === 'stone';
  if (thing.stoneKind === 'natural') return basisPoints(loose ? terms.looseNatural : terms.setNatural);
  if (thing.stoneKind === 'lab-grown') return basisPoints(loose ? terms.looseLabGrown : terms.setLabGrown);
  return 0n;
}

/**
 * One set of terms as an exact fraction of paise: the metal's value at today's rate less the
 * deduction, plus the stones' share. The shop's rate is per gram of the metal as it is sold
 * today (an 18K gold's rate is 18K's), so a piece recorded at another fineness is scaled by its
 * fineness over today's — rate × purity × net weight, the purity counted once.
 */
function exactValue(thing: ValuedThing, terms: ValueTerms, ratePaise: bigint, todayFineness: bigint) {
  const stones = BigInt(thing.stonesPaid) * stoneShare(terms, thing);
  if (thing.kind === 'stone') return { numerator: stones, denominator: BASIS };
  const weight = BigInt(thing.netMetalMg ?? 0);
  const fineness = BigInt(thing.fineness ?? todayFineness);
  const metal = weight * ratePaise * fineness * (BASIS - basisPoints(terms.metalDeduction));
  return {
    numerator: metal + stones * MILLI * todayFineness,
    denominator: BASIS * MILLI * todayFineness,
  };
}

/** numerator / denominator paise in `currency`, rounded half up to a whole rupee or dollar, in minor units. */
function toWholeUnits(value: { numerator: bigint; denominator: bigint }, currency: Currency, conversion: number) {
  const numerator = currency === 'INR' ? value.numerator : value.numerator * BASIS;
  const denominator = (currency === 'INR' ? value.denominator : value.denominator * BigInt(conversion)) * WHOLE;
  return Number(((2n * numerator + denominator) / (2n * denominator)) * WHOLE);
}

/**
 * What the shop would pay for one unit of a delivered thing today: as money back (`buyback`)
 * and towards a new piece (`exchange`), in whole units of `currency` (rupees unless asked,
 * dollars at today's conversion). Null when a piece's metal has no rate today or no weight.
 */
export function buybackValue(
  thing: ValuedThing,
  rates: TodaysRates,
  policy: Pick<AfterSalePolicy, 'buyback' | 'exchange'>,
  currency: Currency = 'INR',
): AfterSaleValue | null {
  let ratePaise = 0n;
  let todayFineness = 1000n;
  if (thing.kind === 'product') {
    const rate = rates.metals.find((metal) => metal.name === thing.metal);
    const purity = thing.metal === null ? null : metalPurity(thing.metal);
    if (!rate || thing.netMetalMg === null) return null;
    ratePaise = BigInt(rate.pricePerUnit);
    todayFineness = BigInt(purity?.fineness ?? thing.fineness ?? 1000);
  }
  if (currency === 'USD' && rates.conversion <= 0) return null;
  const figure = (terms: ValueTerms) =>
    toWholeUnits(exactValue(thing, terms, ratePaise, todayFineness), currency, rates.conversion);
  return { currency, buyback: figure(policy.buyback), exchange: figure(policy.exchange) };
}
