import { type JewellerySubTypeName, normaliseLookupName } from './lookups.ts';
import type { StoneFilters } from './stone-filters.ts';

/*
 * The ring builder: a setting (a product sold without its centre stone) paired with a loose
 * stone. Which stones fit a setting's variant, the diamond-search filters that show them, and
 * the sentence that says why a pair does not fit. Pure: the server answers with them and the
 * browser links with them.
 */

/**
 * The one sub type a setting may be. The ring builder pairs a setting with a loose centre stone
 * into an engagement ring: its words ("see your ring"), the settings a stone's "Add to a setting"
 * lists and the menus' "Start with a setting" are all engagement rings. Other rings sold with a
 * centre stone (a trilogy anniversary ring, a bridal set) come complete with it, and a pendant
 * or a pair of earrings is never a setting.
 */
export const SETTING_SUB_TYPE = 'Engagement Ring' satisfies JewellerySubTypeName;

/** Whether a piece of this sub type may be sold as a setting. */
export function maySellAsSetting(jewellerySubType: string): boolean {
  return jewellerySubType === SETTING_SUB_TYPE;
}

/**
 * Whether a piece is a setting — sold without the centre stone it is made for, which the
 * shopper chooses loose: an engagement ring not sold complete, with a centre stone.
 */
export function isSetting(piece: { hasAttachedStone: boolean; jewellerySubType: string; hasCentreStone: boolean }) {
  return !piece.hasAttachedStone && piece.hasCentreStone && maySellAsSetting(piece.jewellerySubType);
}

/**
 * How far a stone's carat may be from the carat a setting is made for: 10 % lighter to 15 %
 * heavier. A stone's width grows with the cube root of its weight, so this is about −3.5 % to
 * +4.8 % of its width (on a 1 ct round, 6.5 mm: about 6.27 to 6.8 mm) — what a jeweller takes
 * up by tightening or opening the prongs of the head without remaking it. More room above than
 * below because stones are cut to just over the round weights (1.01 ct, 1.02 ct) and a slightly
 * larger stone sits proud in the head, while a much smaller one looks lost and its prongs
 * cannot close far enough to hold it.
 */
export const CARAT_BELOW = 0.1;
export const CARAT_ABOVE = 0.15;

/** The carats a setting made for `carat` takes, 2 decimals, rounded inwards. */
export function caratRangeFor(carat: number): { minCarat: number; maxCarat: number } {
  const hundredths = Math.round(carat * 100);
  return {
    minCarat: Math.ceil((hundredths * (100 - CARAT_BELOW * 100)) / 100) / 100,
    maxCarat: Math.floor((hundredths * (100 + CARAT_ABOVE * 100)) / 100) / 100,
  };
}

/** What of a setting's variant the rules read. */
export interface SettingForPair {
  centerStoneShape: string | null;
  centerStoneCarat: number | null;
}

/** What of a stone the rules read. */
export interface StoneForPair {
  stoneShape: string;
  carat: number;
  /** available, on_hold, sold or unlisted; only an available stone can be paired. */
  state?: string;
}

function sameShape(a: string, b: string): boolean {
  const canonical = (name: string) => normaliseLookupName('stoneShape', name) ?? name.trim().toLowerCase();
  return canonical(a) === canonical(b);
}

/** Whether a stone fits the setting's centre: the same shape, and a carat in the setting's range. */
export function stoneFitsSetting(setting: SettingForPair, stone: StoneForPair): boolean {
  if (!setting.centerStoneShape || setting.centerStoneCarat === null) return false;
  if (!sameShape(setting.centerStoneShape, stone.stoneShape)) return false;
  const { minCarat, maxCarat } = caratRangeFor(setting.centerStoneCarat);
  return stone.carat >= minCarat && stone.carat <= maxCarat;
}

/** The /collections/diamonds filters that show only the stones that fit this setting variant. */
export function fitFilters(setting: SettingForPair): StoneFilters {
  const filters: StoneFilters = {};
  if (setting.centerStoneShape) {
    filters.stoneShapes = [normaliseLookupName('stoneShape', setting.centerStoneShape) ?? setting.centerStoneShape];
  }
  if (setting.centerStoneCarat !== null && setting.centerStoneCarat > 0) {
    Object.assign(filters, caratRangeFor(setting.centerStoneCarat));
  }
  return filters;
}

/**
 * The /collections/diamonds query of fitFilters, written here rather than by stone-filters'
 * writer so the pages that link with it do not download zod (the writer's module defines
 * schemas); a unit test holds the two equal.
 */
export function fitFiltersQuery(setting: SettingForPair): URLSearchParams {
  const filters = fitFilters(setting);
  const params = new URLSearchParams();
  if (filters.stoneShapes) params.set('stoneShape', filters.stoneShapes.join(','));
  if (filters.minCarat !== undefined) params.set('minCarat', String(filters.minCarat));
  if (filters.maxCarat !== undefined) params.set('maxCarat', String(filters.maxCarat));
  return params;
}

/** /collections/diamonds showing only the stones that fit this setting variant. */
export function stonesThatFitPath(setting: SettingForPair): string {
  const query = fitFiltersQuery(setting).toString();
  return query ? `/collections/diamonds?${query}` : '/collections/diamonds';
}

/** A shape in running text, with its article: "an oval", "a round", "an Asscher". */
export function shapeInWords(shape: string): string {
  const name = normaliseLookupName('stoneShape', shape) ?? shape.trim();
  // Asscher is a cutter's name and keeps its capital; the others are ordinary words.
  const word = name === 'Asscher' ? name : name.toLowerCase();
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

const carats = (value: number) => `${value.toFixed(2)} ct`;

/**
 * Why this stone cannot go in this setting, as a sentence a shopper can act on; null when it
 * fits. The stone's availability first (nothing else matters if it cannot be bought), then its
 * shape, then its weight.
 */
export function findPairProblem(setting: SettingForPair, stone: StoneForPair): string | null {
  if (stone.state !== undefined && stone.state !== 'available') {
    return stone.state === 'sold'
      ? 'This stone has been sold: choose another stone.'
      : 'This stone is no longer available: choose another stone.';
  }
  if (!setting.centerStoneShape || setting.centerStoneCarat === null) {
    return 'This piece is not a setting: it is sold with its own stones.';
  }
  if (!sameShape(setting.centerStoneShape, stone.stoneShape)) {
    const made = shapeInWords(setting.centerStoneShape);
    const is = shapeInWords(stone.stoneShape).replace(/^an? /, '');
    return `This setting is made for ${made} stone; this stone is ${is}.`;
  }
  const { minCarat, maxCarat } = caratRangeFor(setting.centerStoneCarat);
  if (stone.carat < minCarat || stone.carat > maxCarat) {
    return `This setting is made for a ${carats(setting.centerStoneCarat)} stone and takes ${minCarat.toFixed(2)} to ${carats(maxCarat)}; this stone is ${carats(stone.carat)}.`;
  }
  return null;
}

/** The stones that fit, in running text: "oval stones of 0.90 to 1.15 ct". */
export function describeFit(setting: SettingForPair): string | null {
  if (!setting.centerStoneShape || setting.centerStoneCarat === null) return null;
  const shape = shapeInWords(setting.centerStoneShape).replace(/^an? /, '');
  const { minCarat, maxCarat } = caratRangeFor(setting.centerStoneCarat);
  return `${shape} stones of ${minCarat.toFixed(2)} to ${carats(maxCarat)}`;
}

/**
 * The centre-stone carats of the settings this stone fits: the inverse of caratRangeFor, found
 * exactly (every hundredth that would take the stone), so the listing shows no setting the
 * review would then refuse. Null when no carat would.
 */
export function settingCaratsFor(stoneCarat: number): { minCarat: number; maxCarat: number } | null {
  const low = Math.floor((stoneCarat / (1 + CARAT_ABOVE)) * 100) - 2;
  const high = Math.ceil((stoneCarat / (1 - CARAT_BELOW)) * 100) + 2;
  const fitting: number[] = [];
  for (let hundredths = Math.max(1, low); hundredths <= high; hundredths++) {
    const { minCarat, maxCarat } = caratRangeFor(hundredths / 100);
    if (stoneCarat >= minCarat && stoneCarat <= maxCarat) fitting.push(hundredths / 100);
  }
  if (fitting.length === 0) return null;
  return { minCarat: fitting[0]!, maxCarat: fitting[fitting.length - 1]! };
}

/**
 * The settings a stone fits: the engagement-ring listing, settings only, of its shape and of
 * centre-stone carats that take it (without a carat: every setting of the shape).
 */
export function settingsForStonePath(stone: { stoneShape: string; carat?: number | null }): string {
  const name = normaliseLookupName('stoneShape', stone.stoneShape) ?? stone.stoneShape;
  const params = new URLSearchParams({ stoneShape: name, hasAttachedStone: 'false' });
  const range = stone.carat ? settingCaratsFor(stone.carat) : null;
  if (range) {
    params.set('minCarat', String(range.minCarat));
    params.set('maxCarat', String(range.maxCarat));
  }
  return `/collections/engagement-rings?${params.toString()}`;
}

/** The review page. */
export const RING_BUILDER_PATH = '/ring-builder';

/**
 * The picture of a setting with a stone in it, drawn by the shop (the server keeps it once
 * drawn): /media/ring/<setting SKU>/<stone SKU>/<width>.webp, at one of the media widths.
 */
export function ringPicturePath(settingSku: string, stoneSku: string, width: 400 | 800 | 1600 = 800): string {
  return `/media/ring/${encodeURIComponent(settingSku)}/${encodeURIComponent(stoneSku)}/${width}.webp`;
}

/** The picture's alt text: what it shows, in words. */
export function ringPictureAlt(setting: { name: string; metal: string }, stone: { name: string }): string {
  return `${setting.name} in ${setting.metal.toLowerCase()} set with the ${stone.name}`;
}

/** The toasts when a stored SKU no longer resolves (docs/product.md, "Ring builder"). */
export const FAILED_SETTING_MESSAGE = 'Failed to fetch setting';
export const FAILED_STONE_MESSAGE = 'Failed to fetch stone';

/** 404: the stored setting SKU names no variant (or one no longer sold). */
export const unknownSettingMessage = (sku: string) => `No setting has the SKU “${sku}”.`;
/** 400: the SKU names a complete piece, not a setting. */
export const notASettingMessage = (sku: string) =>
  `The piece “${sku}” is not a setting: it is sold with its own stones.`;
/** 404: the stored stone SKU names no stone the shop shows. */
export const unknownStoneMessage = (sku: string) => `No stone has the SKU “${sku}”.`;

/** Which half of the pair an API refusal is about: that half no longer resolves. */
export function pairHalfThatFailed(message: string): 'setting' | 'stone' | null {
  if (message.startsWith('No setting has') || / is not a setting:/.test(message)) return 'setting';
  if (message.startsWith('No stone has')) return 'stone';
  return null;
}
