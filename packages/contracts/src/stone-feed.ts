import { normaliseLookupName } from './lookups.ts';
import { type FeedColumns, type FeedField, feedFieldNames } from './stone-feed-columns.ts';
import { type CreateStoneInput, createStoneInput, stoneFieldLabels, webLink } from './stones.ts';
import { z } from './zod.ts';

/*
 * Supplier feeds of loose stones, as CSV. Every supplier names its columns its own way
 * ("Stock #", "StockNumber", "SKU"; "Colour", "Color"; "Measurements" or Length/Width/Depth)
 * and writes grades in short codes, so a header is mapped to our fields by alias (stone-feed-columns.ts), and each row
 * becomes the same draft the stone form sends, checked by the same schema (createStoneInput).
 * Pure: the server streams the file through these functions row by row.
 */

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
