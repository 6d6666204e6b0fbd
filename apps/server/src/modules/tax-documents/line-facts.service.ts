import { metals as metalList } from '@facet/contracts/lookups';
import { breakDownPrice } from '@facet/contracts/pricing';
import { finenessOf, MILLIGRAMS_PER_CARAT, type OrderLineFacts } from '@facet/contracts/tax-documents';
import type { Transaction } from '@facet/db/client';
import { listVariantBasisRows, type VariantBasisRow } from '@facet/db/variant-prices';
import { listStoneFactRows, type StoneFactRow } from './tax-documents.queries.ts';

/*
 * What an order line's tax documents print about its thing (decision 024), fixed when the order
 * is placed so that an invoice issued later, or reprinted years on, never reads today's rates
 * or catalogue: a piece's metal and fineness ("18K Yellow Gold, 750"), its net metal weight, its
 * stones' carats, its gross weight (stones at 0.2 g a carat), and its making charge at selling
 * price (the price breakdown's share, as the product page shows it); a loose stone's carats and
 * papers (lab, certificate number, growth method).
 */

/** The facts of each line, by position: `variantId` or `stoneId` says which thing it is. */
export async function lineFactsOf(
  tx: Transaction,
  lines: readonly { variantId: number | null; stoneId: number | null }[],
  currency: 'INR' | 'USD',
): Promise<OrderLineFacts[]> {
  const variantIds = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
  const stoneIds = lines.flatMap((line) => (line.stoneId === null ? [] : [line.stoneId]));
  const pieces = variantIds.length === 0 ? [] : await listVariantBasisRows(tx, variantIds);
  const stones = stoneIds.length === 0 ? [] : await listStoneFactRows(tx, stoneIds);
  const pieceById = new Map(pieces.map((row) => [row.id, row]));
  const stoneById = new Map(stones.map((row) => [row.id, row]));
  return lines.map((line) => {
    const stone = line.stoneId === null ? undefined : stoneById.get(line.stoneId);
    if (stone) return stoneFacts(stone);
    const piece = line.variantId === null ? undefined : pieceById.get(line.variantId);
    return piece ? pieceFacts(piece, currency) : unknownFacts();
  });
}

function pieceFacts(row: VariantBasisRow, currency: 'INR' | 'USD'): OrderLineFacts {
  const purity = metalList.find((metal) => metal.name === row.metal)?.purity ?? null;
  const carats = row.hasAttachedStone ? (row.totalCarat ?? row.centerStoneCarat ?? 0) : (row.totalCarat ?? 0);
  const { lines } = breakDownPrice(
    {
      weightMg: row.weight,
      metal: { pricePerUnit: row.pricePerUnit, labour: row.labour },
      stoneCost: row.stoneCost,
    },
    { conversion: row.conversion, charge: row.charge, shopDiscount: row.shopDiscount, profitRate: row.profitRate },
    row.discount,
    currency,
  );
  return {
    metal: row.metal,
    purity,
    fineness: purity === null ? null : finenessOf(purity),
    netMetalMg: row.weight,
    stoneCarats: carats,
    grossMg: row.weight + (carats * MILLIGRAMS_PER_CARAT) / 100,
    making: lines.making,
    stones:
      carats > 0 ? [{ category: row.stoneCategory, carats, lab: null, certificate: null, growthMethod: null }] : [],
  };
}

function stoneFacts(row: StoneFactRow): OrderLineFacts {
  return {
    metal: null,
    purity: null,
    fineness: null,
    netMetalMg: null,
    stoneCarats: row.carat,
    grossMg: (row.carat * MILLIGRAMS_PER_CARAT) / 100,
    making: null,
    stones: [
      {
        category: row.category,
        carats: row.carat,
        lab: row.certificateLab,
        certificate: row.certificateNumber,
        growthMethod: row.growthMethod,
      },
    ],
  };
}

function unknownFacts(): OrderLineFacts {
  return {
    metal: null,
    purity: null,
    fineness: null,
    netMetalMg: null,
    stoneCarats: 0,
    grossMg: 0,
    making: null,
    stones: [],
  };
}
