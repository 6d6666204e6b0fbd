import { engagementRingStyles, mensBandStyles, type RingStyleName, womensBandStyles } from '@facet/contracts/lookups';
import type { CollectionPage, ProductFilters } from '@facet/contracts/product-filters';

/*
 * What each collection page says and which filters it offers. Filters that cannot narrow a
 * collection (a ring style on earrings, a centre-stone shape on a plain band) are left out, so
 * shoppers are never offered a choice that empties the list for a reason they cannot see.
 */

export type Facet =
  | 'subType'
  | 'metal'
  | 'style'
  | 'stoneShape'
  | 'gender'
  | 'budget'
  | 'carat'
  | 'stoneCategory'
  | 'quality'
  | 'hasAttachedStone';

export interface CollectionContent {
  /** One or two sentences under the title. */
  intro: string;
  /** The meta description. */
  description: string;
  /** The landing page the collection belongs to (breadcrumb). */
  parent: { label: string; to: string };
  facets: readonly Facet[];
}

const bandStyles: readonly RingStyleName[] = [...new Set([...womensBandStyles, ...mensBandStyles])];

const engagement = { label: 'Engagement Rings', to: '/engagement-rings' };
const wedding = { label: 'Wedding Bands', to: '/wedding-bands' };
const fine = { label: 'Fine Jewellery', to: '/fine-jewellery' };

const stones: readonly Facet[] = ['metal', 'stoneShape', 'budget', 'carat', 'stoneCategory', 'quality'];
const noShape: readonly Facet[] = ['metal', 'budget', 'carat', 'stoneCategory', 'quality'];

const contents: Record<string, CollectionContent> = {
  'engagement-rings': {
    intro:
      'Made to order and set by hand in our Mumbai workshop. Choose a ready-to-wear ring, or a setting for a diamond of your choice.',
    description:
      'Engagement rings in 18K gold and platinum: solitaire, halo, three-stone, vintage and more, set with certified natural or lab-grown diamonds.',
    parent: engagement,
    facets: ['metal', 'style', 'stoneShape', 'hasAttachedStone', 'budget', 'carat', 'stoneCategory', 'quality'],
  },
  'wedding-bands': {
    intro:
      'Polished classics, diamonds all the way around, or something entirely your own — made to your ring size and finished by hand.',
    description:
      "Women's and men's wedding bands in 18K gold, platinum and sterling silver: classic, pavé, eternity, cigar and designer bands.",
    parent: wedding,
    facets: ['gender', 'metal', 'style', 'budget', 'carat', 'stoneCategory', 'quality'],
  },
  'complete-product': {
    intro: 'Finished pieces with their stones already set — ready to be made in your size and sent to you.',
    description: 'Ready-to-wear engagement rings and fine jewellery with certified diamonds, set and finished by hand.',
    parent: engagement,
    facets: ['subType', 'metal', 'style', 'stoneShape', 'gender', 'budget', 'carat', 'stoneCategory', 'quality'],
  },
  'eternity-rings': {
    intro: 'Diamonds set all the way, or halfway, around the band — a circle of light for the moments that last.',
    description:
      'Full and half eternity rings in 18K gold and platinum, set with certified natural or lab-grown diamonds.',
    parent: wedding,
    facets: ['metal', 'gender', ...noShape.slice(1)],
  },
  'anniversary-rings': {
    intro: 'Three-stone rings and half eternities to mark the years — each diamond hand-set in our Mumbai workshop.',
    description:
      'Anniversary rings in 18K gold and platinum: three-stone rings and half eternity bands with certified diamonds.',
    parent: wedding,
    facets: ['metal', 'gender', ...noShape.slice(1)],
  },
  'bridal-ring-set': {
    intro: 'An engagement ring and its wedding band, designed to sit perfectly together.',
    description:
      'Bridal ring sets: matching engagement rings and wedding bands in 18K gold and platinum with certified diamonds.',
    parent: fine,
    facets: stones,
  },
  'couple-band': {
    intro: 'Two bands made as a pair — the same metal, the same finish, one for each of you.',
    description: 'Couple bands for him and for her in 18K gold and platinum, made to both your ring sizes.',
    parent: fine,
    facets: noShape,
  },
  'diamond-earrings': {
    intro: 'Studs in every shape, from a quarter carat to a statement pair, matched stone for stone.',
    description:
      'Diamond stud earrings in 18K gold and platinum, with matched certified natural or lab-grown diamonds.',
    parent: fine,
    facets: stones,
  },
  'drop-and-dangle': {
    intro: 'Earrings that move with you: drops and dangles that catch the light with every turn.',
    description: 'Diamond drop and dangle earrings in 18K gold with pear, oval and round diamonds.',
    parent: fine,
    facets: stones,
  },
  'huggies-and-hoops': {
    intro: 'Everyday hoops and huggies, plain or pavé, that stay close and never come off.',
    description: 'Diamond huggies and hoop earrings in 18K gold, pavé or polished, for every day.',
    parent: fine,
    facets: noShape,
  },
  crawlers: {
    intro: 'Climbers that trace the curve of the ear — a constellation of small diamonds in a single piece.',
    description: 'Diamond ear crawlers and climbers in 18K gold, set with certified diamonds.',
    parent: fine,
    facets: noShape,
  },
  'diamond-pendants': {
    intro: 'A single diamond on a fine chain, or a halo that makes it look larger — pendants to wear every day.',
    description: 'Diamond pendants in 18K gold and platinum: solitaires, halos and hearts with certified diamonds.',
    parent: fine,
    facets: stones,
  },
  necklaces: {
    intro: 'Station necklaces and rivières — diamonds by the yard, for every day or for the occasion.',
    description: 'Diamond necklaces in 18K gold: station necklaces and rivières with certified diamonds.',
    parent: fine,
    facets: noShape,
  },
  tennis: {
    intro: 'A line of matched diamonds on a supple, secure clasp — the bracelet that goes with everything.',
    description: 'Diamond tennis bracelets in 18K gold and sterling silver with matched, certified diamonds.',
    parent: fine,
    facets: noShape,
  },
  bangles: {
    intro: 'Diamond bangles and open cuffs, made to your wrist size and finished by hand.',
    description: 'Diamond bangles and cuffs in 18K gold and sterling silver, set with certified diamonds.',
    parent: fine,
    facets: noShape,
  },
};

const fallback: CollectionContent = {
  intro: 'Fine jewellery in 18K gold and platinum, set with certified diamonds and made to order in Mumbai.',
  description: 'Fine jewellery in 18K gold and platinum, set with certified natural and lab-grown diamonds.',
  parent: fine,
  facets: noShape,
};

export function collectionContentFor(slug: string): CollectionContent {
  return contents[slug] ?? fallback;
}

/** The ring styles offered: those of the menus for engagement rings and for her or him in wedding bands. */
export function stylesFor(page: CollectionPage, filters: ProductFilters): readonly RingStyleName[] {
  const subType = filters.subType ?? page.fixed.subType ?? page.defaults.subType;
  if (subType === 'Wedding Band') {
    if (filters.gender === 'Female') return womensBandStyles;
    if (filters.gender === 'Male') return mensBandStyles;
    return bandStyles;
  }
  if (subType === 'Engagement Ring') return engagementRingStyles;
  return [];
}

/** The slugs of every collection page, the loose-stone list aside. */
export const collectionSlugs: readonly string[] = Object.keys(contents);
