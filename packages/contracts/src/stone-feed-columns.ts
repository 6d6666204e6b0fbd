import { feedHeaderLabels } from './stone-feed-export.ts';

/*
 * A feed's columns: the fields a supplier's header may name, the spellings each is known by, and
 * the header line mapped to them (stone-feed.ts reads the rows under it).
 */

export type FeedField =
  | 'sku'
  | 'stoneCategory'
  | 'growthMethod'
  | 'stoneShape'
  | 'carat'
  | 'color'
  | 'clarity'
  | 'cut'
  | 'polish'
  | 'symmetry'
  | 'fluorescence'
  | 'measurements'
  | 'length'
  | 'width'
  | 'depth'
  | 'depthPercent'
  | 'tablePercent'
  | 'certificateLab'
  | 'certificateNumber'
  | 'certificateUrl'
  | 'price'
  | 'imageUrls'
  | 'videoUrl';

/** How people name each field in messages ("stock number", "colour"). */
export const feedFieldNames: Record<FeedField, string> = {
  sku: 'stock number',
  stoneCategory: 'category',
  growthMethod: 'growth method',
  stoneShape: 'shape',
  carat: 'carat',
  color: 'colour',
  clarity: 'clarity',
  cut: 'cut',
  polish: 'polish',
  symmetry: 'symmetry',
  fluorescence: 'fluorescence',
  measurements: 'measurements',
  length: 'length',
  width: 'width',
  depth: 'depth (mm)',
  depthPercent: 'depth %',
  tablePercent: 'table %',
  certificateLab: 'lab',
  certificateNumber: 'certificate number',
  certificateUrl: 'certificate link',
  price: 'price',
  imageUrls: 'image links',
  videoUrl: 'video link',
};

/** Columns a feed must have; without one of them no row could be a stone. */
export const requiredFeedFields = ['sku', 'stoneShape', 'carat', 'color', 'clarity', 'stoneCategory', 'price'] as const;

/**
 * Header spellings, written as the key `headerKey` makes of them (lower case, "#" → "no",
 * "%" → "percent", everything but letters and digits left out). "Depth" alone is read by
 * `mapFeedHeader` (millimetres beside a "Depth %" column, a percentage otherwise).
 */
const headerAliases: Record<string, FeedField> = {
  stockno: 'sku',
  stocknumber: 'sku',
  stock: 'sku',
  stockid: 'sku',
  sku: 'sku',
  lotno: 'sku',
  refno: 'sku',
  itemno: 'sku',
  shape: 'stoneShape',
  stoneshape: 'stoneShape',
  carat: 'carat',
  carats: 'carat',
  caratweight: 'carat',
  weight: 'carat',
  size: 'carat',
  ct: 'carat',
  cts: 'carat',
  color: 'color',
  colour: 'color',
  col: 'color',
  clarity: 'clarity',
  clar: 'clarity',
  cut: 'cut',
  cutgrade: 'cut',
  polish: 'polish',
  pol: 'polish',
  symmetry: 'symmetry',
  sym: 'symmetry',
  symm: 'symmetry',
  fluorescence: 'fluorescence',
  fluor: 'fluorescence',
  flour: 'fluorescence',
  fluorescenceintensity: 'fluorescence',
  measurements: 'measurements',
  measurement: 'measurements',
  measure: 'measurements',
  dimensions: 'measurements',
  length: 'length',
  len: 'length',
  lengthmm: 'length',
  width: 'width',
  widthmm: 'width',
  depthmm: 'depth',
  height: 'depth',
  depthpercent: 'depthPercent',
  totaldepth: 'depthPercent',
  totaldepthpercent: 'depthPercent',
  tablepercent: 'tablePercent',
  table: 'tablePercent',
  lab: 'certificateLab',
  certificatelab: 'certificateLab',
  certlab: 'certificateLab',
  grading: 'certificateLab',
  certificateno: 'certificateNumber',
  certificatenumber: 'certificateNumber',
  certno: 'certificateNumber',
  certnumber: 'certificateNumber',
  certificate: 'certificateNumber',
  reportno: 'certificateNumber',
  reportnumber: 'certificateNumber',
  price: 'price',
  cost: 'price',
  totalprice: 'price',
  totalpriceinr: 'price',
  priceinr: 'price',
  costinr: 'price',
  amount: 'price',
  category: 'stoneCategory',
  type: 'stoneCategory',
  stonetype: 'stoneCategory',
  origin: 'stoneCategory',
  growthmethod: 'growthMethod',
  growth: 'growthMethod',
  growthtype: 'growthMethod',
  growthprocess: 'growthMethod',
  method: 'growthMethod',
  image: 'imageUrls',
  images: 'imageUrls',
  imageurl: 'imageUrls',
  imageurls: 'imageUrls',
  imagelink: 'imageUrls',
  imagelinks: 'imageUrls',
  picture: 'imageUrls',
  photo: 'imageUrls',
  video: 'videoUrl',
  videourl: 'videoUrl',
  videolink: 'videoUrl',
  certificateurl: 'certificateUrl',
  certificatelink: 'certificateUrl',
  certlink: 'certificateUrl',
  certurl: 'certificateUrl',
  certificatepdf: 'certificateUrl',
};

/** The key a header cell is looked up by: "Stock #" → "stockno", "Depth %" → "depthpercent". */
export function headerKey(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replaceAll('#', 'no')
    .replaceAll('%', 'percent')
    .replace(/[^a-z0-9]/g, '');
}

/** Which column (0-based) holds each field. */
export type FeedColumns = Partial<Record<FeedField, number>>;

export interface FeedHeader {
  columns: FeedColumns;
  /** Required fields no column names. */
  missing: FeedField[];
  /** Header cells that name nothing we keep (ignored). */
  ignored: string[];
}

/** Maps a header line to fields; the first column naming a field wins. */
export function mapFeedHeader(cells: readonly string[]): FeedHeader {
  const columns: FeedColumns = {};
  const ignored: string[] = [];
  const keys = cells.map(headerKey);
  const hasDepthPercent = keys.some((key) => headerAliases[key] === 'depthPercent');
  keys.forEach((key, index) => {
    const field: FeedField | undefined =
      key === 'depth' ? (hasDepthPercent ? 'depth' : 'depthPercent') : headerAliases[key];
    if (!field) {
      if (cells[index]!.trim()) ignored.push(cells[index]!.trim());
      return;
    }
    if (columns[field] === undefined) columns[field] = index;
  });
  // Separate length/width/depth columns stand in for measurements, and the other way round.
  const missing = requiredFeedFields.filter((field) => columns[field] === undefined);
  return { columns, missing, ignored };
}

function listInWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** The refusal of a header without the columns a stone needs; null when it has them all. */
export function feedHeaderProblem(header: FeedHeader): string | null {
  if (header.missing.length === 0) return null;
  const names = header.missing.map((field) => feedFieldNames[field]);
  return (
    `This file has no ${listInWords(names)} column. Its first line must name the columns, ` +
    `for example: ${feedHeaderLabels.join(', ')}.`
  );
}
