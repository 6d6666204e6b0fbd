import { metalByName } from '@facet/contracts/lookups';
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
 * What a piece may truthfully say about its metal beside its other assurances. Gold is
 * hallmarked by a BIS-recognised centre (18K, with its HUID); platinum is stamped Pt950 (BIS
 * hallmarking does not cover it); a silver piece is not claimed to be hallmarked. Appraisal is
 * offered for every piece.
 */
export function metalAssurance(metal: string): { title: string; text: string } {
  const purity = metalByName(metal)?.purity ?? '';
  if (/^\d+K$/.test(purity))
    return { title: 'Hallmarked', text: `BIS-hallmarked ${purity} gold, appraisal on request` };
  if (purity === 'PT950') return { title: 'Stamped Pt950', text: 'Platinum stamped for purity, appraisal on request' };
  return { title: 'Appraisal on request', text: 'An independent valuation for your insurer' };
}

export interface BreakdownLine {
  label: string;
  /** A note under the label: what the line is of. */
  note?: string;
  amount: number;
}

function stoneValueLabel(stoneCategory: string | null): string {
  if (stoneCategory === 'Moissanite') return 'Moissanite value';
  if (stoneCategory === null) return 'Stone value';
  return 'Diamond value';
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
  const rows: DetailRow[] = [
    { label: 'Metal', value: metalWithPurity(variant.metal) },
    { label: 'Metal weight', value: `${formatGrams(variant.weight)} (approx.)` },
  ];
  if (variant.ringStyle) rows.push({ label: 'Style', value: variant.ringStyle });
  if (variant.centerStoneShape && variant.centerStoneCarat !== null) {
    const stone = product.stoneCategory ? ` ${product.stoneCategory.toLowerCase()}` : '';
    rows.push({
      label: 'Centre stone',
      value: product.hasAttachedStone
        ? `${formatCarat(variant.centerStoneCarat)} ${variant.centerStoneShape}${stone}`
        : `For a ${formatCarat(variant.centerStoneCarat)} ${variant.centerStoneShape.toLowerCase()} stone, chosen separately`,
    });
  }
  if (variant.totalCarat !== null) rows.push({ label: 'Total carat weight', value: formatCarat(variant.totalCarat) });
  if (variant.width !== null) rows.push({ label: 'Band width', value: formatMillimetres(variant.width) });
  if (product.stoneCategory) rows.push({ label: 'Stones', value: product.stoneCategory });
  const grades = [
    product.stoneColor ? `${product.stoneColor} colour` : null,
    product.stoneClarity ? `${product.stoneClarity} clarity` : null,
    product.stoneCut ? `${product.stoneCut} cut` : null,
  ].filter((grade): grade is string => grade !== null);
  if (grades.length > 0) rows.push({ label: 'Stone quality', value: grades.join(' · ') });
  rows.push({ label: 'For', value: genderWords[product.gender] ?? product.gender });
  return rows;
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
