/* Export: the same columns, so that an exported file imports back as "unchanged". */

/** The export's header, in order; every label is one of the header aliases (stone-feed-columns.ts). */
export const feedHeaderLabels = [
  'Stock #',
  'Category',
  'Growth method',
  'Shape',
  'Carat',
  'Color',
  'Clarity',
  'Cut',
  'Polish',
  'Symmetry',
  'Fluorescence',
  'Measurements',
  'Depth %',
  'Table %',
  'Lab',
  'Certificate #',
  'Certificate URL',
  'Price',
  'Image URL',
  'Video URL',
] as const;

/** A stone as the export writes it (decimal units: carats, mm, %, rupees). */
export interface FeedExportStone {
  sku: string;
  stoneCategory: string;
  growthMethod: string | null;
  stoneShape: string;
  carat: number;
  color: string;
  clarity: string;
  cut: string | null;
  polish: string | null;
  symmetry: string | null;
  fluorescence: string | null;
  length: number | null;
  width: number | null;
  depth: number | null;
  depthPercent: number | null;
  tablePercent: number | null;
  certificateLab: string | null;
  certificateNumber: string | null;
  certificateUrl: string | null;
  price: number;
  imageUrls: string[];
  videoUrl: string | null;
}

const twoDecimals = (value: number) => value.toFixed(2);

/** "6.50 x 6.48 x 4.01"; the leading sizes only when the later ones are unknown. */
export function formatMeasurements(stone: Pick<FeedExportStone, 'length' | 'width' | 'depth'>): string {
  const sizes: number[] = [];
  for (const value of [stone.length, stone.width, stone.depth]) {
    if (value === null) break;
    sizes.push(value);
  }
  return sizes.map(twoDecimals).join(' x ');
}

/** One exported line, in `feedHeaderLabels` order. */
export function stoneToFeedRow(stone: FeedExportStone): string[] {
  const optional = (value: number | null) => (value === null ? '' : String(value));
  return [
    stone.sku,
    stone.stoneCategory,
    stone.growthMethod ?? '',
    stone.stoneShape,
    twoDecimals(stone.carat),
    stone.color,
    stone.clarity,
    stone.cut ?? '',
    stone.polish ?? '',
    stone.symmetry ?? '',
    stone.fluorescence ?? '',
    formatMeasurements(stone),
    optional(stone.depthPercent),
    optional(stone.tablePercent),
    stone.certificateLab ?? '',
    stone.certificateNumber ?? '',
    stone.certificateUrl ?? '',
    String(stone.price),
    stone.imageUrls.join('|'),
    stone.videoUrl ?? '',
  ];
}
