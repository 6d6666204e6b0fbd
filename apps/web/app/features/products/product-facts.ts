import { metalByName } from '@facet/contracts/lookups';
import { metalPurity } from '@facet/contracts/metal-purity';
import { stoneKindName, stoneKindPlural } from '@facet/contracts/stone-kinds';
import type { Currency } from '@facet/contracts/money';
import type { ProductVariantDetail } from '@facet/contracts/products';
import { formatCarat, formatGrams, formatMillimetres } from '../../lib/format.ts';

/*
 * What a product page states about a piece, in the words an Indian jeweller uses: the price
 * breakdown (metal value, making charges, diamond value, GST) and the details (metal and
 * purity, weight, stones and their grades).
 */

type Product = ProductVariantDetail['product'];
type Variant = ProductVariantDetail['variant'];

/** "18K White Gold", "PT950 Platinum", "925 Sterling Silver". */
export function metalWithPurity(metal: string): string {
  const purity = metalByName(metal)?.purity;
  if (!purity || metal.startsWith(purity)) return metal;
  return `${purity} ${metal}`;
}

/**
 * What a piece may truthfully say about its metal beside its other assurances, from its purity
 * statement (`metalPurity`): gold and sterling silver carry the BIS hallmark with their fineness
 * (gold's HUID too); platinum is stamped Pt950 and never claims the BIS mark. Appraisal is offered
 * for every piece.
 */
export function metalAssurance(metal: string): { title: string; text: string } {
  const purity = metalPurity(metal);
  if (purity?.bisHallmarked) return { title: 'BIS hallmarked', text: `${purity.statement}, appraisal on request` };
  if (purity)
    return {
      title: `Stamped Pt${purity.fineness}`,
      text: `${purity.statement}, stamped for purity; appraisal on request`,
    };
  return { title: 'Appraisal on request', text: 'An independent valuation for your insurer' };
}

/**
 * What a complete piece's stones are: their kind, the total carats when the piece has them and
 * the grades staff gave — "Laboratory-grown diamonds, 1.00 ct total, F colour, VS1 clarity".
 * Null for a piece without stones of a known kind, and for a setting (its centre stone is the
 * shopper's choice).
 */
export function stonesStatement(
  product: Pick<Product, 'stoneCategory' | 'stoneColor' | 'stoneClarity' | 'stoneCut' | 'hasAttachedStone'>,
  variant: Pick<Variant, 'totalCarat'>,
): string | null {
  if (!product.stoneCategory || !product.hasAttachedStone) return null;
  return [
    stoneKindPlural(product.stoneCategory),
    variant.totalCarat !== null ? `${formatCarat(variant.totalCarat)} total` : null,
    ...gradesOf(product),
  ]
    .filter((part): part is string => part !== null)
    .join(', ');
}

function gradesOf(product: Pick<Product, 'stoneColor' | 'stoneClarity' | 'stoneCut'>): string[] {
  return [
    product.stoneColor ? `${product.stoneColor} colour` : null,
    product.stoneClarity ? `${product.stoneClarity} clarity` : null,
    product.stoneCut ? `${product.stoneCut} cut` : null,
  ].filter((grade): grade is string => grade !== null);
}

export interface BreakdownLine {
  label: string;
  /** A note under the label: what the line is of. */
  note?: string;
  amount: number;
}

function stoneValueLabel(stoneCategory: string | null): string {
  return stoneCategory === null ? 'Stone value' : `${stoneKindName(stoneCategory)} value`;
}

/**
 * The lines of the price breakdown. Tax is "GST" in rupees — an Indian tax on an Indian sale —
 * and "Taxes" when the price is shown in dollars. A piece without stones has no stone line.
 */
export function breakdownLines(
  product: Pick<Product, 'stoneCategory'>,
  variant: Pick<Variant, 'metal' | 'weight' | 'breakdown'>,
  options: { currency: Currency; taxPercent?: number },
): BreakdownLine[] {
  const { breakdown } = variant;
  const percent = options.taxPercent !== undefined ? ` (${options.taxPercent}%)` : '';
  const lines: BreakdownLine[] = [
    {
      label: 'Metal value',
      note: `${metalWithPurity(variant.metal)}, ${formatGrams(variant.weight)}`,
      amount: breakdown.metal,
    },
    { label: 'Making charges', amount: breakdown.making },
  ];
  if (breakdown.stones > 0) lines.push({ label: stoneValueLabel(product.stoneCategory), amount: breakdown.stones });
  lines.push({ label: `${options.currency === 'INR' ? 'GST' : 'Taxes'}${percent}`, amount: breakdown.tax });
  return lines;
}

export interface DetailRow {
  label: string;
  value: string;
}

const genderWords: Record<string, string> = { Female: 'Women', Male: 'Men', Unisex: 'Everyone' };

/** The details list of a piece: only what is known about it. */
export function detailRows(product: Product, variant: Variant): DetailRow[] {
  const purity = metalPurity(variant.metal);
  const rows: DetailRow[] = [
    { label: 'Metal', value: metalWithPurity(variant.metal) },
    ...(purity ? [{ label: 'Purity', value: purity.statement }] : []),
    { label: 'Metal weight', value: `${formatGrams(variant.weight)} (approx.)` },
  ];
  if (variant.ringStyle) rows.push({ label: 'Style', value: variant.ringStyle });
  if (variant.centerStoneShape && variant.centerStoneCarat !== null) {
    const stone = product.stoneCategory ? ` ${stoneKindName(product.stoneCategory).toLowerCase()}` : '';
    rows.push({
      label: 'Centre stone',
      value: product.hasAttachedStone
        ? `${formatCarat(variant.centerStoneCarat)} ${variant.centerStoneShape}${stone}`
        : `For a ${formatCarat(variant.centerStoneCarat)} ${variant.centerStoneShape.toLowerCase()} stone, chosen separately`,
    });
  }
  if (variant.totalCarat !== null) rows.push({ label: 'Total carat weight', value: formatCarat(variant.totalCarat) });
  if (variant.width !== null) rows.push({ label: 'Band width', value: formatMillimetres(variant.width) });
  const stones = stonesStatement(product, variant);
  if (stones) rows.push({ label: 'Stones', value: stones });
  else if (product.stoneCategory) {
    // A setting's own accent stones: their kind and grades.
    rows.push({ label: 'Stones', value: stoneKindPlural(product.stoneCategory) });
    const grades = gradesOf(product);
    if (grades.length > 0) rows.push({ label: 'Stone quality', value: grades.join(' · ') });
  }
  rows.push({ label: 'Country of origin', value: madeIn(product.countryOfOrigin) });
  rows.push({ label: 'For', value: genderWords[product.gender] ?? product.gender });
  return rows;
}

/** "Made in India": where a piece is made, as its page says it. */
export function madeIn(countryOfOrigin: string): string {
  return `Made in ${countryOfOrigin}`;
}

/** The WhatsApp message a shopper starts with: the piece, the exact variant and the page. */
export function enquiryMessage(input: {
  name: string;
  description: string;
  url: string;
  ringSize?: string | null;
}): string {
  const size = input.ringSize ? `, ring size US ${input.ringSize}` : '';
  return `Hello! I'd like to know more about the ${input.name} (${input.description}${size}): ${input.url}`;
}
