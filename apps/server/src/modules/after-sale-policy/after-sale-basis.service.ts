import { stoneKindOf, type StoneKind } from '@facet/contracts/after-sale-values';
import { metalPurity } from '@facet/contracts/metal-purity';
import { CONVERSION_SCALE, type Currency } from '@facet/contracts/money';
import { breakDownPrice } from '@facet/contracts/pricing';
import type { Transaction } from '@facet/db/client';
import { listVariantBasisRows, type VariantBasisRow } from '@facet/db/variant-prices';
import { listStoneCategoryRows } from './after-sale-policy.queries.ts';

/*
 * What an order line's buyback and exchange values are reckoned from (decision 030), fixed when
 * it is placed: a piece's metal, fineness and net weight, the kind of its stones, and what the
 * buyer paid for those stones — the stones' share of the piece's price (the product page's
 * breakdown) applied to what the line cost after the coupon, in rupees for one unit. A loose
 * stone's is all of what was paid for it.
 */

export interface AfterSaleBasis {
  metal_id: number | null;
  metal_fineness: number | null;
  net_metal_mg: number | null;
  stone_kind: StoneKind | null;
  stones_paid: number | null;
}

export interface PaidLine {
  variantId: number | null;
  stoneId: number | null;
  quantity: number;
  /** What the line cost after its share of the coupon, minor units of the order's currency. */
  amount: number;
}

/** The basis of each line, by position. */
export async function afterSaleBasisOf(
  tx: Transaction,
  lines: readonly PaidLine[],
  order: { currency: Currency; conversion: number },
): Promise<AfterSaleBasis[]> {
  const variantIds = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
  const stoneIds = lines.flatMap((line) => (line.stoneId === null ? [] : [line.stoneId]));
  const pieces = variantIds.length === 0 ? [] : await listVariantBasisRows(tx, variantIds);
  const stones = stoneIds.length === 0 ? [] : await listStoneCategoryRows(tx, stoneIds);
  const pieceById = new Map(pieces.map((row) => [row.id, row]));
  const stoneById = new Map(stones.map((row) => [row.id, row]));
  return lines.map((line) => {
    // One unit's cost in paise of rupees, at the order's own conversion.
    const paid =
      order.currency === 'INR'
        ? line.amount / line.quantity
        : (line.amount * order.conversion) / CONVERSION_SCALE / line.quantity;
    const stone = line.stoneId === null ? undefined : stoneById.get(line.stoneId);
    if (stone) return { ...nothing, stone_kind: stoneKindOf(stone.category), stones_paid: Math.round(paid) };
    const piece = line.variantId === null ? undefined : pieceById.get(line.variantId);
    return piece ? pieceBasis(piece, paid) : nothing;
  });
}

const nothing: AfterSaleBasis = {
  metal_id: null,
  metal_fineness: null,
  net_metal_mg: null,
  stone_kind: null,
  stones_paid: null,
};

function pieceBasis(row: VariantBasisRow, paid: number): AfterSaleBasis {
  const { price, lines } = breakDownPrice(
    {
      weightMg: row.weight,
      metal: { pricePerUnit: row.pricePerUnit, labour: row.labour },
      stoneCost: row.stoneCost,
    },
    { conversion: row.conversion, charge: row.charge, shopDiscount: row.shopDiscount, profitRate: row.profitRate },
    row.discount,
    'INR',
  );
  return {
    metal_id: row.metalId,
    metal_fineness: metalPurity(row.metal)?.fineness ?? null,
    net_metal_mg: row.weight > 0 ? row.weight : null,
    stone_kind: stoneKindOf(row.stoneCategory),
    stones_paid: price > 0 ? Math.round((paid * lines.stones) / price) : 0,
  };
}
