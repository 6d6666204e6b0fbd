import { metals as metalList } from '@facet/contracts/lookups';
import { breakDownPrice } from '@facet/contracts/pricing';
import { finenessOf, MILLIGRAMS_PER_CARAT, type OrderLineFacts } from '@facet/contracts/tax-documents';
import { queryRows, type Transaction } from '@facet/db/client';
import { intArray } from '@facet/db/sql-helpers';
import { sql } from 'drizzle-orm';

/*
 * What an order line's tax documents print about its thing (decision 024), fixed when the order
 * is placed so that an invoice issued later, or reprinted years on, never reads today's rates
 * or catalogue: a piece's metal and fineness ("18K Yellow Gold, 750"), its net metal weight, its
 * stones' carats, its gross weight (stones at 0.2 g a carat), and its making charge at selling
 * price (the price breakdown's share, as the product page shows it); a loose stone's carats and
 * papers (lab, certificate number, growth method).
 */

interface PieceRow {
  id: number;
  weight: number;
  stone_cost: string | number;
  discount: number;
  total_carat: number | null;
  center_stone_carat: number | null;
  has_attached_stone: boolean;
  metal: string;
  price_per_unit: number;
  labour: number;
  stone_category: string | null;
  conversion: number;
  charge: number;
  shop_discount: number;
  profit_rate: number;
}

interface StoneRow {
  id: number;
  carat: number;
  certificate_lab: string | null;
  certificate_number: string | null;
  category: string;
  growth_method: string | null;
}

/** The facts of each line, by position: `variantId` or `stoneId` says which thing it is. */
export async function lineFactsOf(
  tx: Transaction,
  lines: readonly { variantId: number | null; stoneId: number | null }[],
  currency: 'INR' | 'USD',
): Promise<OrderLineFacts[]> {
  const variantIds = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
  const stoneIds = lines.flatMap((line) => (line.stoneId === null ? [] : [line.stoneId]));
  const pieces =
    variantIds.length === 0
      ? []
      : await queryRows<PieceRow>(
          tx,
          sql`select v.id, v.weight, v.stone_cost, v.discount, v.total_carat, v.center_stone_carat, p.has_attached_stone,
                     m.name as metal, m.price_per_unit, m.labour, sc.name as stone_category,
                     pp.conversion, pp.charge, pp.shop_discount, pp.profit_rate
                from product_variants v
                join products p on p.id = v.product_id
                join metals m on m.id = v.metal_id
                left join stone_categories sc on sc.id = p.stone_category_id
               cross join pricing_parameters pp
               where v.id = any(${intArray(variantIds)}::int[])`,
        );
  // The growth method is read from the row as JSON, so it is null until the column exists.
  const stones =
    stoneIds.length === 0
      ? []
      : await queryRows<StoneRow>(
          tx,
          sql`select s.id, s.carat, s.certificate_lab, s.certificate_number, sc.name as category,
                     to_jsonb(s) ->> 'growth_method' as growth_method
                from stones s join stone_categories sc on sc.id = s.stone_category_id
               where s.id = any(${intArray(stoneIds)}::int[])`,
        );
  const pieceById = new Map(pieces.map((row) => [row.id, row]));
  const stoneById = new Map(stones.map((row) => [row.id, row]));
  return lines.map((line) => {
    const stone = line.stoneId === null ? undefined : stoneById.get(line.stoneId);
    if (stone) return stoneFacts(stone);
    const piece = line.variantId === null ? undefined : pieceById.get(line.variantId);
    return piece ? pieceFacts(piece, currency) : unknownFacts();
  });
}

function pieceFacts(row: PieceRow, currency: 'INR' | 'USD'): OrderLineFacts {
  const purity = metalList.find((metal) => metal.name === row.metal)?.purity ?? null;
  const carats = row.has_attached_stone ? (row.total_carat ?? row.center_stone_carat ?? 0) : (row.total_carat ?? 0);
  const { lines } = breakDownPrice(
    {
      weightMg: row.weight,
      metal: { pricePerUnit: row.price_per_unit, labour: row.labour },
      stoneCost: Number(row.stone_cost),
    },
    { conversion: row.conversion, charge: row.charge, shopDiscount: row.shop_discount, profitRate: row.profit_rate },
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
      carats > 0 ? [{ category: row.stone_category, carats, lab: null, certificate: null, growthMethod: null }] : [],
  };
}

function stoneFacts(row: StoneRow): OrderLineFacts {
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
        lab: row.certificate_lab,
        certificate: row.certificate_number,
        growthMethod: row.growth_method,
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
