/*
 * The shop's reference lists, spelled right. The original shop's spellings are
 * kept as aliases so its old URLs and API clients still work: `normaliseLookupName` maps them.
 * The order of each list is the order shoppers and staff see.
 */

export const jewelleryTypes = ['Ring', 'Earring', 'Pendant', 'Necklace', 'Bracelet'] as const;
export type JewelleryTypeName = (typeof jewelleryTypes)[number];

/** The 14 values of the `type` filter are sub types, each belonging to a jewellery type. */
export const jewellerySubTypes = [
  { name: 'Engagement Ring', type: 'Ring', slug: 'engagement-rings' },
  { name: 'Wedding Band', type: 'Ring', slug: 'wedding-bands' },
  { name: 'Eternity Ring', type: 'Ring', slug: 'eternity-rings' },
  { name: 'Anniversary Ring', type: 'Ring', slug: 'anniversary-rings' },
  { name: 'Bridal Ring Set', type: 'Ring', slug: 'bridal-ring-set' },
  { name: 'Couple Band', type: 'Ring', slug: 'couple-band' },
  { name: 'Diamond Earring', type: 'Earring', slug: 'diamond-earrings' },
  { name: 'Drop & Dangle', type: 'Earring', slug: 'drop-and-dangle' },
  { name: 'Huggies & Hoops', type: 'Earring', slug: 'huggies-and-hoops' },
  { name: 'Crawler', type: 'Earring', slug: 'crawlers' },
  { name: 'Diamond Pendant', type: 'Pendant', slug: 'diamond-pendants' },
  { name: 'Necklace', type: 'Necklace', slug: 'necklaces' },
  { name: 'Tennis', type: 'Bracelet', slug: 'tennis' },
  { name: 'Bangles', type: 'Bracelet', slug: 'bangles' },
] as const satisfies readonly { name: string; type: JewelleryTypeName; slug: string }[];
export type JewellerySubTypeName = (typeof jewellerySubTypes)[number]['name'];

export type MetalColour = 'white' | 'yellow' | 'rose';

/**
 * Metals with their colour (which pictures to show), a swatch for the colour dot, and their
 * density in g/cm³ (the same ring weighs more in platinum than in gold).
 */
export const metals = [
  { name: 'White Gold', colour: 'white', swatch: '#dfe1e4', purity: '18K', density: 15.6 },
  { name: 'Yellow Gold', colour: 'yellow', swatch: '#e3c67b', purity: '18K', density: 15.5 },
  { name: 'Rose Gold', colour: 'rose', swatch: '#e8b4a0', purity: '18K', density: 15.1 },
  { name: 'Platinum', colour: 'white', swatch: '#c9ccd1', purity: 'PT950', density: 20.7 },
  { name: '925 Sterling Silver', colour: 'white', swatch: '#d4d7db', purity: '925', density: 10.4 },
] as const satisfies readonly { name: string; colour: MetalColour; swatch: string; purity: string; density: number }[];
export type MetalName = (typeof metals)[number]['name'];

export const ringStyles = [
  'Solitaire',
  'Hidden Halo',
  'Halo',
  'Side Stone',
  'Three Stone',
  'Two Stone',
  'Toi Et Moi',
  'Vintage',
  'Nature',
  'Pave',
  'Bridal Ring Set',
  'Diamonds All Around',
  'Diamonds Halfway',
  'Prong',
  'Cigar Band',
  'Open Cuff',
  'Containment',
  'Classic',
  'Solid',
  'Diamonds',
  'Designer',
] as const;
export type RingStyleName = (typeof ringStyles)[number];

/** The styles the menus and the collection filters offer for each kind of ring, in menu order. */
export const engagementRingStyles: readonly RingStyleName[] = [
  'Solitaire',
  'Halo',
  'Hidden Halo',
  'Side Stone',
  'Three Stone',
  'Two Stone',
  'Toi Et Moi',
  'Vintage',
  'Nature',
  'Pave',
];
export const womensBandStyles: readonly RingStyleName[] = [
  'Classic',
  'Diamonds All Around',
  'Diamonds Halfway',
  'Pave',
  'Prong',
  'Cigar Band',
  'Open Cuff',
  'Containment',
  'Nature',
];
export const mensBandStyles: readonly RingStyleName[] = ['Classic', 'Solid', 'Diamonds', 'Designer', 'Cigar Band'];

export const stoneShapes = [
  'Round',
  'Oval',
  'Cushion',
  'Elongated Cushion',
  'Emerald',
  'Radiant',
  'Princess',
  'Pear',
  'Marquise',
  'Heart',
  'Asscher',
  'Hexagon',
] as const;
export type StoneShapeName = (typeof stoneShapes)[number];

export const stoneCategories = ['Natural Diamond', 'Lab Grown Diamond', 'Moissanite'] as const;
export type StoneCategoryName = (typeof stoneCategories)[number];

/** Diamond grades (GIA scales), best first: colour, clarity and cut of a piece's stones. */
export const stoneColours = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
export const stoneClarities = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1'] as const;
export const stoneCuts = ['Ideal', 'Excellent', 'Very Good', 'Good'] as const;
/** Polish and symmetry of a loose stone, best first. */
export const stoneFinishGrades = ['Excellent', 'Very Good', 'Good', 'Fair'] as const;
/** Fluorescence strength under UV light, none first. */
export const stoneFluorescences = ['None', 'Faint', 'Medium', 'Strong', 'Very Strong'] as const;
/** Laboratories whose certificates the shop sells stones with. */
export const certificateLabs = ['GIA', 'IGI', 'HRD', 'AGS', 'GCAL', 'SGL'] as const;
export type StoneFinishGrade = (typeof stoneFinishGrades)[number];
export type StoneFluorescence = (typeof stoneFluorescences)[number];
export type CertificateLab = (typeof certificateLabs)[number];
export type StoneColour = (typeof stoneColours)[number];
export type StoneClarity = (typeof stoneClarities)[number];
export type StoneCut = (typeof stoneCuts)[number];

/** The audience of a piece. New jewellery defaults to Unisex. */
export const genders = ['Female', 'Male', 'Unisex'] as const;
export type GenderName = (typeof genders)[number];

/** Media categories say which metal colour a picture shows: images are per metal colour. */
export const mediaCategories = ['White', 'Yellow', 'Rose'] as const;
export type MediaCategoryName = (typeof mediaCategories)[number];

/** Band profiles (the `profile` lookup): the cross-section of a ring's shank. */
export const profiles = ['Court', 'Flat', 'Comfort Fit', 'Knife Edge'] as const;
export type ProfileName = (typeof profiles)[number];

export type LookupKind =
  | 'metal'
  | 'ringStyle'
  | 'stoneShape'
  | 'stoneCategory'
  | 'subType'
  | 'jewelleryType'
  | 'gender'
  | 'colour'
  | 'clarity'
  | 'cut'
  | 'finish'
  | 'fluorescence'
  | 'certificateLab';

/** The original shop's spellings, accepted as input (URLs, API filters), never shown. */
const aliases: Record<LookupKind, Record<string, string>> = {
  metal: { '925 starling silver': '925 Sterling Silver', 'sterling silver': '925 Sterling Silver' },
  ringStyle: { vinatge: 'Vintage', pavé: 'Pave' },
  // Supplier feeds write shapes, grades and labs in short codes; they are accepted as input too.
  stoneShape: {
    hexagone: 'Hexagon',
    hex: 'Hexagon',
    rd: 'Round',
    br: 'Round',
    rbc: 'Round',
    'round brilliant': 'Round',
    ov: 'Oval',
    cu: 'Cushion',
    cb: 'Cushion',
    'cushion brilliant': 'Cushion',
    'cushion modified': 'Cushion',
    'elongated cushion': 'Elongated Cushion',
    ecu: 'Elongated Cushion',
    em: 'Emerald',
    ra: 'Radiant',
    rad: 'Radiant',
    pr: 'Princess',
    pc: 'Princess',
    ps: 'Pear',
    pe: 'Pear',
    mq: 'Marquise',
    ma: 'Marquise',
    hs: 'Heart',
    ht: 'Heart',
    as: 'Asscher',
    sq: 'Asscher',
  },
  stoneCategory: {
    'lab grown': 'Lab Grown Diamond',
    'lab-grown diamond': 'Lab Grown Diamond',
    'lab created diamond': 'Lab Grown Diamond',
    'lab-created diamond': 'Lab Grown Diamond',
    natural: 'Natural Diamond',
    'natural diamonds': 'Natural Diamond',
    nd: 'Natural Diamond',
    lab: 'Lab Grown Diamond',
    'lab diamond': 'Lab Grown Diamond',
    'lab grown diamonds': 'Lab Grown Diamond',
    lgd: 'Lab Grown Diamond',
    cvd: 'Lab Grown Diamond',
    hpht: 'Lab Grown Diamond',
    mo: 'Moissanite',
  },
  subType: {},
  jewelleryType: {
    rings: 'Ring',
    earrings: 'Earring',
    pendants: 'Pendant',
    necklaces: 'Necklace',
    bracelets: 'Bracelet',
  },
  colour: {},
  clarity: {},
  cut: { id: 'Ideal', ex: 'Excellent', vg: 'Very Good', g: 'Good', gd: 'Good' },
  finish: { ex: 'Excellent', vg: 'Very Good', g: 'Good', gd: 'Good', f: 'Fair', fr: 'Fair' },
  fluorescence: {
    n: 'None',
    non: 'None',
    nil: 'None',
    f: 'Faint',
    fnt: 'Faint',
    fa: 'Faint',
    slight: 'Faint',
    m: 'Medium',
    med: 'Medium',
    s: 'Strong',
    st: 'Strong',
    stg: 'Strong',
    vs: 'Very Strong',
    vst: 'Very Strong',
    vstg: 'Very Strong',
  },
  certificateLab: {},
  gender: { women: 'Female', woman: 'Female', men: 'Male', man: 'Male', her: 'Female', him: 'Male' },
};

const canonical: Record<LookupKind, readonly string[]> = {
  metal: metals.map((m) => m.name),
  ringStyle: ringStyles,
  stoneShape: stoneShapes,
  stoneCategory: stoneCategories,
  subType: jewellerySubTypes.map((s) => s.name),
  jewelleryType: jewelleryTypes,
  gender: genders,
  colour: stoneColours,
  clarity: stoneClarities,
  cut: stoneCuts,
  finish: stoneFinishGrades,
  fluorescence: stoneFluorescences,
  certificateLab: certificateLabs,
};

/** The canonical names of a lookup, in the order shown. */
export function lookupNames(kind: LookupKind): readonly string[] {
  return canonical[kind];
}

/**
 * Maps a value from a URL or an API filter to its canonical name: case-insensitive, old
 * spellings accepted. Returns undefined for a value that names nothing.
 */
export function normaliseLookupName(kind: LookupKind, value: string): string | undefined {
  const key = value.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!key) return undefined;
  const exact = canonical[kind].find((name) => name.toLowerCase() === key);
  return exact ?? aliases[kind][key];
}

export function subTypeBySlug(slug: string) {
  return jewellerySubTypes.find((s) => s.slug === slug);
}

export function metalByName(name: string) {
  return metals.find((m) => m.name === name);
}

export function subTypeByName(name: string) {
  return jewellerySubTypes.find((s) => s.name === name);
}
