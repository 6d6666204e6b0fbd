import { stoneKindName, stoneKindWithGrowth } from '@facet/contracts/stone-kinds';
import type { Currency } from '@facet/contracts/money';
import type { StoneCard, StoneDetail } from '@facet/contracts/stones';
import { formatCarat } from '../../lib/format.ts';

/*
 * What the shop says about a loose stone, in the words a jeweller uses: its grading line, the
 * full grading table, the measurements, and the price breakdown.
 */

/** "G · VS1 · Excellent cut": what a card says under the stone's name. */
export function gradingLine(stone: Pick<StoneCard, 'color' | 'clarity' | 'cut' | 'certificateLab'>): string {
  return [
    `${stone.color} colour`,
    `${stone.clarity} clarity`,
    stone.cut ? `${stone.cut} cut` : null,
    stone.certificateLab ? `${stone.certificateLab} certified` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface FactRow {
  label: string;
  value: string;
}

/** "6.52 × 4.61 × 2.87 mm", or what is known of it. */
export function measurementsOf(stone: Pick<StoneDetail, 'length' | 'width' | 'depth'>): string | null {
  const sizes = [stone.length, stone.width, stone.depth];
  if (sizes.every((size) => size === null)) return null;
  return `${sizes.map((size) => (size === null ? '–' : size.toFixed(2))).join(' × ')} mm`;
}

const percent = (value: number) => `${Number(value.toFixed(2))} %`;

/** Every grading detail of a stone, only what is known; the same rows on the stone page and the compare table. */
export function gradingRows(stone: StoneDetail): FactRow[] {
  const rows: (FactRow | null)[] = [
    { label: 'Stock number', value: stone.sku },
    { label: 'Type', value: stoneKindWithGrowth(stone.stoneCategory, stone.growthMethod) },
    { label: 'Shape', value: stone.stoneShape },
    { label: 'Carat weight', value: formatCarat(stone.carat) },
    { label: 'Colour', value: stone.color },
    { label: 'Clarity', value: stone.clarity },
    stone.cut ? { label: 'Cut', value: stone.cut } : null,
    stone.polish ? { label: 'Polish', value: stone.polish } : null,
    stone.symmetry ? { label: 'Symmetry', value: stone.symmetry } : null,
    stone.fluorescence ? { label: 'Fluorescence', value: stone.fluorescence } : null,
    stone.laserInscription ? { label: 'Laser inscription', value: stone.laserInscription } : null,
  ];
  return rows.filter((row): row is FactRow => row !== null);
}

export function measurementRows(stone: StoneDetail): FactRow[] {
  const measurements = measurementsOf(stone);
  const rows: (FactRow | null)[] = [
    measurements ? { label: 'Measurements', value: measurements } : null,
    stone.lengthToWidthRatio !== null ? { label: 'Length to width', value: stone.lengthToWidthRatio.toFixed(2) } : null,
    stone.depthPercent !== null ? { label: 'Depth', value: percent(stone.depthPercent) } : null,
    stone.tablePercent !== null ? { label: 'Table', value: percent(stone.tablePercent) } : null,
  ];
  return rows.filter((row): row is FactRow => row !== null);
}

export function certificateRow(stone: Pick<StoneDetail, 'certificateLab' | 'certificateNumber'>): string | null {
  if (!stone.certificateLab) return null;
  return stone.certificateNumber ? `${stone.certificateLab} ${stone.certificateNumber}` : stone.certificateLab;
}

export interface BreakdownLine {
  label: string;
  note?: string;
  amount: number;
}

/**
 * The price breakdown: the stone's value and the tax, each at the price paid, adding up to the
 * price (the server splits it so). Tax is "GST" in rupees and "Taxes" in dollars, as on the
 * jewellery pages.
 */
export function stoneBreakdownLines(
  stone: Pick<StoneDetail, 'stoneCategory' | 'carat' | 'breakdown'>,
  options: { currency: Currency; taxPercent?: number },
): BreakdownLine[] {
  const rate = options.taxPercent !== undefined ? ` (${options.taxPercent}%)` : '';
  return [
    {
      label: `${stoneKindName(stone.stoneCategory)} value`,
      note: `${formatCarat(stone.carat)} ${stoneKindName(stone.stoneCategory).toLowerCase()}`,
      amount: stone.breakdown.stones,
    },
    { label: `${options.currency === 'INR' ? 'GST' : 'Taxes'}${rate}`, amount: stone.breakdown.tax },
  ];
}

/** The meta description of a stone page. */
export function describeStone(stone: StoneDetail): string {
  const parts = [
    `${formatCarat(stone.carat)} ${stone.stoneShape.toLowerCase()} ${stoneKindName(stone.stoneCategory).toLowerCase()}`,
    ...(stone.growthMethod && stone.growthMethod !== 'unknown' ? [`grown by ${stone.growthMethod}`] : []),
    `${stone.color} colour, ${stone.clarity} clarity${stone.cut ? `, ${stone.cut.toLowerCase()} cut` : ''}`,
  ];
  const certificate = certificateRow(stone);
  if (certificate) parts.push(`certified by ${certificate}`);
  const measurements = measurementsOf(stone);
  if (measurements) parts.push(measurements);
  return `${parts.join(', ')}. Hand-checked by our gemmologists, shipped insured, ready to set in a ring of your choice.`;
}

/** The rows of the compare table: the same for every stone, "—" where a grade is not known. */
export const compareRows: readonly { label: string; value: (stone: StoneDetail) => string | null }[] = [
  { label: 'Type', value: (stone) => stoneKindWithGrowth(stone.stoneCategory, stone.growthMethod) },
  { label: 'Shape', value: (stone) => stone.stoneShape },
  { label: 'Carat weight', value: (stone) => formatCarat(stone.carat) },
  { label: 'Colour', value: (stone) => stone.color },
  { label: 'Clarity', value: (stone) => stone.clarity },
  { label: 'Cut', value: (stone) => stone.cut },
  { label: 'Polish', value: (stone) => stone.polish },
  { label: 'Symmetry', value: (stone) => stone.symmetry },
  { label: 'Fluorescence', value: (stone) => stone.fluorescence },
  { label: 'Measurements', value: (stone) => measurementsOf(stone) },
  {
    label: 'Length to width',
    value: (stone) => (stone.lengthToWidthRatio === null ? null : stone.lengthToWidthRatio.toFixed(2)),
  },
  { label: 'Depth', value: (stone) => (stone.depthPercent === null ? null : percent(stone.depthPercent)) },
  { label: 'Table', value: (stone) => (stone.tablePercent === null ? null : percent(stone.tablePercent)) },
  { label: 'Certificate', value: (stone) => certificateRow(stone) },
  { label: 'Laser inscription', value: (stone) => stone.laserInscription },
  { label: 'Stock number', value: (stone) => stone.sku },
];
