import { normaliseLookupName } from './lookups.ts';
import { type CreateStoneInput, createStoneInput, stoneFieldLabels, webLink } from './stones.ts';
import { z } from './zod.ts';

/*
 * Supplier feeds of loose stones, as CSV. Every supplier names its columns its own way
 * ("Stock #", "StockNumber", "SKU"; "Colour", "Color"; "Measurements" or Length/Width/Depth)
 * and writes grades in short codes, so a header is mapped to our fields by alias, and each row
 * becomes the same draft the stone form sends, checked by the same schema (createStoneInput).
 * Pure: the server streams the file through these functions row by row.
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

/**
 * "6.50 x 6.48 x 4.01", "6.50-6.48x4.01", "6.50*6.48*4.01 mm", "6.5 × 6.48": length, width and
 * depth in millimetres (1 to 3 of them); null when the text is not measurements.
 */
export function parseMeasurements(text: string): { length: number; width?: number; depth?: number } | null {
  const cleaned = text
    .trim()
    .replace(/\s*mm\s*$/i, '')
    .trim();
  if (!cleaned) return null;
  const parts = cleaned.split(/\s*[x×X*]\s*|\s*-\s*|\s+/).filter((part) => part !== '');
  if (parts.length === 0 || parts.length > 3) return null;
  const numbers = parts.map((part) => (/^\d+(\.\d+)?$|^\.\d+$/.test(part) ? Number(part) : Number.NaN));
  if (numbers.some((value) => !Number.isFinite(value))) return null;
  const [length, width, depth] = numbers as [number, number?, number?];
  return {
    length,
    ...(width === undefined ? {} : { width }),
    ...(depth === undefined ? {} : { depth }),
  };
}

/** "₹1,23,456.50", "INR 12000", "12,000/-", "61.5%": a number, or NaN when it is not one. */
export function parseFeedNumber(text: string): number {
  const cleaned = text
    .trim()
    .replace(/^(₹|rs\.?|inr|\$|usd)\s*/i, '')
    .replace(/\s*(inr|%|\/-|ct|cts|mm)$/i, '')
    .replace(/[,\s]/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Picture links of one cell: several separated by |, comma, semicolon or spaces. */
export function splitImageLinks(text: string): string[] {
  return text
    .split(/[|,;\s]+/)
    .map((link) => link.trim())
    .filter(Boolean);
}

/** At most this many picture links per stone (the form keeps 20 pictures; feeds send a few). */
export const MAX_FEED_IMAGES = 10;

/** A valid row: the stone form's draft with a stock number, and the picture links to fetch. */
export type FeedStone = CreateStoneInput & { sku: string; imageUrls: string[] };
export type FeedRowResult = { stone: FeedStone; problem?: undefined } | { problem: string; stone?: undefined };

const imageLinks = z.array(webLink).max(MAX_FEED_IMAGES, `must be at most ${MAX_FEED_IMAGES} links`);

/** The form's field names → how a feed's reader names them in a problem. */
const draftFieldNames: Record<string, string> = {
  ...stoneFieldLabels,
  depth: 'Depth (mm)',
  certificateLab: 'Lab',
  price: 'Price',
  imageUrls: 'Image links',
};

/** Category spellings feeds use beyond the lookup's aliases ("Lab-Grown", "LAB_GROWN"). */
function feedCategory(value: string): string {
  return normaliseLookupName('stoneCategory', value) ?? value.replace(/[-_]+/g, ' ');
}

/**
 * A growth method as feeds write it ("cvd", "Hpht", "UNKNOWN"), passed on for the schema to read;
 * a category written as the method itself ("CVD", "HPHT") says it too when no column does.
 */
function feedGrowthMethod(growthCell: string, categoryCell: string | undefined): string | null {
  if (growthCell) return growthCell;
  const category = (categoryCell ?? '').trim().toLowerCase();
  return category === 'cvd' || category === 'hpht' ? category : null;
}

/**
 * One data row → the stone it describes, or the one sentence saying what is wrong with it
 * ("Carat: must be at least 0.01; Colour: must be one of: D, E, …").
 */
export function mapFeedRow(columns: FeedColumns, cells: readonly string[]): FeedRowResult {
  const cell = (field: FeedField): string => {
    const index = columns[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const problems: string[] = [];
  const number = (field: FeedField): number | null | undefined => {
    const text = cell(field);
    if (!text) return null;
    const value = parseFeedNumber(text);
    if (Number.isNaN(value)) {
      problems.push(`${draftFieldNames[field] ?? feedFieldNames[field]}: "${shorten(text)}" is not a number`);
      return undefined;
    }
    return value;
  };
  const required = (field: FeedField): string | undefined => {
    const text = cell(field);
    if (!text) problems.push(`${draftFieldNames[field]}: is missing`);
    return text || undefined;
  };

  const sku = required('sku');
  const category = required('stoneCategory');
  const shape = required('stoneShape');
  const colour = required('color');
  const clarity = required('clarity');
  const carat = cell('carat') ? number('carat') : (required('carat'), undefined);
  const price = cell('price') ? number('price') : (required('price'), undefined);

  let length = number('length');
  let width = number('width');
  let depth = number('depth');
  const measurementText = cell('measurements');
  if (measurementText) {
    const measured = parseMeasurements(measurementText);
    if (!measured) {
      problems.push(`Measurements: "${shorten(measurementText)}" is not length × width × depth in mm`);
    } else {
      length ??= measured.length;
      width ??= measured.width ?? null;
      depth ??= measured.depth ?? null;
    }
  }
  if (problems.length > 0) return { problem: problems.join('; ') };

  const draft = {
    sku,
    stoneCategory: category === undefined ? undefined : feedCategory(category),
    growthMethod: feedGrowthMethod(cell('growthMethod'), category),
    stoneShape: shape,
    carat,
    color: colour,
    clarity,
    cut: cell('cut') || null,
    polish: cell('polish') || null,
    symmetry: cell('symmetry') || null,
    fluorescence: cell('fluorescence') || null,
    length,
    width,
    depth,
    depthPercent: number('depthPercent'),
    tablePercent: number('tablePercent'),
    certificateLab: cell('certificateLab') || null,
    certificateNumber: cell('certificateNumber') || null,
    certificateUrl: cell('certificateUrl') || null,
    videoUrl: cell('videoUrl') || null,
    price,
  };
  if (problems.length > 0) return { problem: problems.join('; ') };
  const parsed = createStoneInput.safeParse(draft);
  const links = imageLinks.safeParse(splitImageLinks(cell('imageUrls')));
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues),
    ...(links.success ? [] : links.error.issues.map((issue) => ({ ...issue, path: ['imageUrls'] }))),
  ];
  if (issues.length > 0) {
    return {
      problem: issues
        .map((issue) => {
          const key = String(issue.path[0] ?? '');
          return `${draftFieldNames[key] ?? key}: ${issue.message}`;
        })
        .join('; '),
    };
  }
  return { stone: { ...parsed.data!, sku: parsed.data!.sku!, imageUrls: links.data! } };
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/* Export: the same columns, so that an exported file imports back as "unchanged". */

/** The export's header, in order; every label is one of the aliases above. */
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

/* The import calls: POST /api/stone/import, GET /api/stone/import/{id}, …/apply, …/cancel, GET /api/stone/imports. */

export const stoneImportModes = ['upsert', 'full_feed'] as const;
export type StoneImportMode = (typeof stoneImportModes)[number];
export const stoneImportModeLabels: Record<StoneImportMode, string> = {
  upsert: 'Add and update the stones in the file',
  full_feed: 'Full feed: also unlist available stones missing from the file',
};
export const stoneImportStates = ['checking', 'checked', 'importing', 'imported', 'failed', 'cancelled'] as const;
export type StoneImportState = (typeof stoneImportStates)[number];

/** Limits of an import file, named in its refusals. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 200_000;
export const MAX_IMPORT_LINE_CHARACTERS = 20_000;
/** Problems kept per import (all bad rows are counted). */
export const MAX_IMPORT_PROBLEMS = 1_000;

/** The mode field of the upload ("upsert" when left out). */
export const stoneImportModeField = z.enum(stoneImportModes, {
  error: 'mode must be "upsert" or "full_feed"',
});

export const stoneImportProblem = z.object({ line: z.number().int(), message: z.string() });
export type StoneImportProblem = z.infer<typeof stoneImportProblem>;

export const stoneImportRecord = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mode: z.enum(stoneImportModes),
  state: z.enum(stoneImportStates),
  /** The progress bar: rows read (while checking) or applied (while importing) of rowsTotal. */
  rowsRead: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  unlisted: z.number().int(),
  badRows: z.number().int(),
  picturesQueued: z.number().int(),
  failure: z.string().nullable(),
  createdBy: z.string().nullable().describe('the member who uploaded the file'),
  createDate: z.string(),
  finishDate: z.string().nullable(),
  /** The first problems (at most 1,000), by line. */
  problems: z.array(stoneImportProblem),
});
export type StoneImportRecord = z.infer<typeof stoneImportRecord>;

export const stoneImportListRecord = stoneImportRecord.omit({ problems: true });
export type StoneImportListRecord = z.infer<typeof stoneImportListRecord>;
