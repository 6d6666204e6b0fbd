import {
  jewellerySubTypes,
  metalByName,
  metals,
  type StoneCategoryName,
  subTypeByName,
} from '@facet/contracts/lookups';
import {
  collectionFilters,
  collectionPageFor,
  gendersMatching,
  type ProductFilters,
  readUrlFilters,
} from '@facet/contracts/product-filters';
import { fromMinor } from '@facet/contracts/money';
import { attributeKindsByType, findCombinationProblem, slugify } from '@facet/contracts/product-variants';
import { findSettingStoneCostProblems } from '@facet/contracts/product-drafts';
import { describe, expect, it } from 'vitest';
import { mainMenu } from '../../../../apps/web/app/features/navigation/main-menu.ts';
import { demoDiscounts, demoStyleDiscounts } from './demo-catalogue/discounts.ts';
import { listAllDemoPictures, listDemoColours, listDemoPictures } from './demo-catalogue/pictures.ts';
import type { DemoProduct } from './demo-catalogue/demo-product.ts';
import { demoCatalogue, isDemoProductListed } from './demo-catalogue/products.ts';
import { demoCreateDate } from './demo-catalogue/seed-demo-catalogue.ts';
import { accentStoneRates, describeStoneCost, priceCentreStone } from './demo-catalogue/stone-costs.ts';
import { buildDemoVariants } from './demo-catalogue/variants.ts';

const listed = demoCatalogue.filter(isDemoProductListed);
const variantsOf = new Map(demoCatalogue.map((product) => [product, buildDemoVariants(product)]));
const typeOf = (product: DemoProduct) => subTypeByName(product.subType)!.type;

/** The filters the menus use, applied as the listing does: a product matches if one of its variants does. */
const supportedFilters = new Set([
  'subType',
  'jewelleryType',
  'metal',
  'style',
  'stoneShape',
  'gender',
  'hasAttachedStone',
  'stoneCategory',
]);

function matchesFilters(product: DemoProduct, filters: ProductFilters): boolean {
  if (!isDemoProductListed(product)) return false;
  if (filters.subType && product.subType !== filters.subType) return false;
  if (filters.jewelleryType && typeOf(product) !== filters.jewelleryType) return false;
  const genders = gendersMatching(filters.gender);
  if (genders && !genders.includes(product.gender)) return false;
  if (filters.hasAttachedStone !== undefined && product.hasAttachedStone !== filters.hasAttachedStone) return false;
  if (filters.stoneCategory && product.stone?.category !== filters.stoneCategory) return false;
  return variantsOf
    .get(product)!
    .some(
      ({ combination }) =>
        (!filters.metal || combination.metal === filters.metal) &&
        (!filters.style || combination.ringStyle === filters.style) &&
        (!filters.stoneShape || combination.centerStoneShape === filters.stoneShape),
    );
}

/** Every menu link to a jewellery collection (the /collections/diamonds links are loose stones). */
const collectionLinks = mainMenu
  .flatMap((item) => item.groups.flatMap((group) => group.links.map((link) => ({ group: group.title, ...link }))))
  .filter((link) => link.to.startsWith('/collections/') && !link.to.startsWith('/collections/diamonds'));

describe('demo catalogue: the menus', () => {
  it('reads every jewellery link of the main menu', () => {
    // 4 + 12 + 10 + 5 engagement, 10 + 6 + 5 + 2 wedding, 10 fine jewellery, 2 "start with".
    expect(collectionLinks.length).toBeGreaterThanOrEqual(60);
  });

  it.each(collectionLinks.map((link) => [`${link.group} › ${link.label}`, link.to] as const))(
    '%s (%s) shows at least two listed products',
    (_, to) => {
      const url = new URL(to, 'http://localhost');
      const page = collectionPageFor(url.pathname.split('/')[2] ?? '');
      expect(page).toBeDefined();
      const filters = collectionFilters(page!, url.searchParams);
      // Every key the link sets must have been understood, and be one this check applies.
      expect(Object.keys(readUrlFilters(url.searchParams)).length).toBe([...url.searchParams.keys()].length);
      expect(Object.keys(filters).filter((key) => !supportedFilters.has(key))).toEqual([]);
      const matching = listed.filter((product) => matchesFilters(product, filters)).map((p) => p.name);
      expect(matching.length, `${to} matches ${matching.join(', ')}`).toBeGreaterThanOrEqual(2);
    },
  );
});

describe('demo catalogue: the products', () => {
  it('has about sixty products over every sub type and metal', () => {
    expect(demoCatalogue.length).toBeGreaterThanOrEqual(55);
    expect(demoCatalogue.length).toBeLessThanOrEqual(65);
    for (const subType of jewellerySubTypes) {
      expect(listed.filter((p) => p.subType === subType.name).length, subType.name).toBeGreaterThanOrEqual(2);
    }
    const count = (name: string) => demoCatalogue.filter((p) => p.subType === name).length;
    expect(count('Engagement Ring')).toBeGreaterThanOrEqual(16);
    expect(count('Engagement Ring')).toBeLessThanOrEqual(20);
    expect(count('Wedding Band')).toBeGreaterThanOrEqual(10);
    expect(count('Wedding Band')).toBeLessThanOrEqual(13);
    for (const metal of metals) {
      expect(
        listed.filter((p) => p.attributes.metalAttribute.includes(metal.name)).length,
        metal.name,
      ).toBeGreaterThanOrEqual(2);
    }
    const unlisted = demoCatalogue.length - listed.length;
    expect(unlisted).toBeGreaterThanOrEqual(2);
    expect(unlisted).toBeLessThanOrEqual(3);
  });

  it('gives every product its own name and a description of one to three sentences', () => {
    const names = demoCatalogue.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const product of demoCatalogue) {
      const sentences = product.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, product.name).toBeGreaterThanOrEqual(1);
      expect(sentences.length, product.name).toBeLessThanOrEqual(3);
    }
  });

  it('sells engagement-ring settings beside finished rings, and men’s bands to men', () => {
    const rings = demoCatalogue.filter((p) => p.subType === 'Engagement Ring');
    const settings = rings.filter((p) => !p.hasAttachedStone).length;
    expect(settings / rings.length).toBeGreaterThanOrEqual(0.4);
    expect(settings / rings.length).toBeLessThanOrEqual(0.6);
    // Only engagement rings are sold as settings waiting for a stone.
    expect(demoCatalogue.filter((p) => p.subType !== 'Engagement Ring' && !p.hasAttachedStone)).toEqual([]);
    const mensStyles = ['Solid', 'Diamonds', 'Designer'];
    for (const band of demoCatalogue.filter((p) => p.subType === 'Wedding Band')) {
      if (band.attributes.ringStyleAttribute.every((style) => mensStyles.includes(style))) {
        expect(band.gender, band.name).toBe('Male');
      }
    }
  });

  it('uses only the attributes that apply to each kind of jewellery', () => {
    for (const product of demoCatalogue) {
      const kinds = attributeKindsByType[typeOf(product)];
      const { metalAttribute, ringStyleAttribute, centerStoneShapeAttribute, widthAttribute, totalCaratAttribute } =
        product.attributes;
      expect(metalAttribute.length, product.name).toBeGreaterThan(0);
      if (ringStyleAttribute.length) expect(kinds, product.name).toContain('ringStyle');
      if (centerStoneShapeAttribute.length) expect(kinds, product.name).toContain('centerStone');
      if (widthAttribute.length) expect(kinds, product.name).toContain('width');
      if (totalCaratAttribute.length) expect(kinds, product.name).toContain('totalCarat');
      if (typeOf(product) === 'Ring') expect(ringStyleAttribute.length, product.name).toBeGreaterThan(0);
    }
  });

  it('grades the stones of pieces that have them', () => {
    for (const product of demoCatalogue) {
      const hasStones = variantsOf.get(product)!.some((v) => v.stoneCost > 0);
      if (hasStones) expect(product.stone, product.name).toBeDefined();
      if (!product.stone)
        expect(
          variantsOf.get(product)!.every((v) => v.stoneCost === 0),
          product.name,
        ).toBe(true);
    }
  });

  it('uses both product discounts and the style discount', () => {
    for (const discount of demoDiscounts) {
      const using = demoCatalogue.filter((p) => p.discount === discount.name).length;
      expect(using, discount.name).toBeGreaterThanOrEqual(2);
      expect(using, discount.name).toBeLessThanOrEqual(6);
    }
    for (const { style } of demoStyleDiscounts) {
      expect(demoCatalogue.some((p) => p.attributes.ringStyleAttribute.includes(style))).toBe(true);
    }
  });

  it('spreads creation dates over the last four months', () => {
    const now = new Date('2026-11-01T12:00:00Z');
    const dates = demoCatalogue.map((_, index) => demoCreateDate(index, now).getTime());
    const days = dates.map((d) => Math.round((now.getTime() - d) / 86_400_000));
    expect(Math.max(...days)).toBeLessThanOrEqual(121);
    expect(Math.max(...days)).toBeGreaterThan(90);
    expect(new Set(dates).size).toBe(dates.length);
  });
});

describe('demo catalogue: variants', () => {
  const all = [...variantsOf.entries()].flatMap(([product, variants]) => variants.map((v) => ({ product, ...v })));

  it('makes two to twelve variants of each product, every one fitting its attributes', () => {
    for (const [product, variants] of variantsOf) {
      expect(variants.length, product.name).toBeGreaterThanOrEqual(2);
      expect(variants.length, product.name).toBeLessThanOrEqual(12);
      for (const { combination } of variants) {
        expect(findCombinationProblem(combination, product.attributes), product.name).toBeNull();
      }
    }
  });

  it('gives every variant a SKU of its own, in the stored format', () => {
    const skus = all.map((v) => v.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^[a-z0-9][a-z0-9.-]*$/);
  });

  it('weighs what such pieces weigh', () => {
    const grams: Record<string, [number, number]> = {
      Ring: [1.5, 16],
      Earring: [0.8, 6],
      Pendant: [1.5, 6],
      Necklace: [4, 25],
      Bracelet: [5, 25],
    };
    for (const { product, sku, weight } of all) {
      const [min, max] = grams[typeOf(product)]!;
      expect(weight / 1000, sku).toBeGreaterThanOrEqual(min);
      expect(weight / 1000, sku).toBeLessThanOrEqual(max);
      expect(Number.isInteger(weight), sku).toBe(true);
    }
  });

  it('weighs platinum heavier and silver lighter than gold', () => {
    const heirloom = variantsOf.get(demoCatalogue.find((p) => p.name === 'Heirloom Court Band')!)!;
    const at = (metal: string) => heirloom.find((v) => v.combination.metal === metal && v.combination.width === 4)!;
    expect(at('Platinum').weight).toBeGreaterThan(at('Yellow Gold').weight * 1.25);
    const marlowe = variantsOf.get(demoCatalogue.find((p) => p.name === 'Marlowe Cigar Band')!)!;
    const silver = marlowe.find((v) => v.combination.metal === '925 Sterling Silver' && v.combination.width === 6)!;
    const gold = marlowe.find((v) => v.combination.metal === 'Yellow Gold' && v.combination.width === 6)!;
    expect(silver.weight).toBeLessThan(gold.weight * 0.75);
  });

  it('prices centre stones at late-2026 Indian rates', () => {
    // [category, carat, lowest, highest] in INR, for any shape.
    const ranges: [StoneCategoryName, number, number, number][] = [
      ['Natural Diamond', 0.5, 120_000, 180_000],
      ['Natural Diamond', 1, 350_000, 600_000],
      ['Natural Diamond', 1.5, 700_000, 1_000_000],
      ['Lab Grown Diamond', 1, 30_000, 60_000],
      ['Moissanite', 1, 8_000, 15_000],
    ];
    for (const [category, carat, low, high] of ranges) {
      for (const shape of ['Round', 'Oval', 'Emerald', 'Pear'] as const) {
        for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
          const price = priceCentreStone(category, shape, carat, seed);
          expect(price, `${category} ${carat} ct ${shape}`).toBeGreaterThanOrEqual(low);
          expect(price, `${category} ${carat} ct ${shape}`).toBeLessThanOrEqual(high);
        }
      }
    }
    expect(accentStoneRates['Natural Diamond']).toBeGreaterThanOrEqual(70_000);
    expect(accentStoneRates['Natural Diamond']).toBeLessThanOrEqual(90_000);
    expect(accentStoneRates['Lab Grown Diamond']).toBeGreaterThanOrEqual(15_000);
    expect(accentStoneRates['Lab Grown Diamond']).toBeLessThanOrEqual(25_000);
  });

  it('charges settings for their accents only, and finished pieces for every stone', () => {
    for (const { product, combination, stoneCost, sku } of all) {
      const parts = describeStoneCost(product, combination);
      expect(stoneCost, sku).toBe((parts.centre + parts.sides + parts.accents) * 100);
      if (!product.hasAttachedStone) expect(parts.centre, sku).toBe(0);
      if (product.hasAttachedStone && combination.centerStoneCarat) expect(parts.centre, sku).toBeGreaterThan(0);
      expect(stoneCost, sku).toBeLessThanOrEqual(25_00_000 * 100);
    }
    const zara = all.filter((v) => v.product.name === 'Zara Hexagon Solitaire');
    expect(zara.every((v) => v.stoneCost === 0)).toBe(true);
    const aurora = all.find((v) => v.sku === 'aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm')!;
    expect(aurora.stoneCost / 100).toBeGreaterThan(350_000);
    expect(aurora.stoneCost / 100).toBeLessThan(650_000);
  });

  it('keeps a setting’s stone cost the same for every centre stone, as the server requires at save', () => {
    // Each variant as the server reads it back: its combination and its stone cost in rupees.
    const problems = [...variantsOf].flatMap(([product, variants]) =>
      findSettingStoneCostProblems(
        { hasAttachedStone: product.hasAttachedStone, ...product.attributes },
        variants.map(({ combination, stoneCost }) => ({ ...combination, stoneCost: fromMinor(stoneCost) })),
      ).map((problem) => `${product.name}: ${problem.message}`),
    );
    expect(problems).toEqual([]);
    // The rule has settings to apply to: ones offered with more than one centre stone.
    const settings = demoCatalogue.filter(
      (p) => !p.hasAttachedStone && p.attributes.centerStoneShapeAttribute.flatMap((s) => s.carats).length > 1,
    );
    expect(settings.length).toBeGreaterThanOrEqual(5);
  });

  it('gives the same stone the same price in every metal', () => {
    const aurora = all.filter((v) => v.product.name === 'Aurora Halo Ring' && v.combination.centerStoneCarat === 1.5);
    expect(new Set(aurora.map((v) => v.stoneCost)).size).toBe(1);
    expect(aurora.length).toBe(3);
  });
});

describe('demo catalogue: pictures', () => {
  it('has a picture for each metal colour a product comes in (for each centre-stone shape, see below)', () => {
    for (const product of demoCatalogue) {
      const colours = new Set(product.attributes.metalAttribute.map((m) => metalByName(m)!.colour));
      const pictures = listDemoPictures(product);
      // The first set of pictures, the one cards show, is in every colour.
      const fronts = pictures.filter((p) => p.view === 'front' && p.shape === pictures[0]!.shape);
      expect(new Set(fronts.map((p) => p.colour)), product.name).toEqual(colours);
      expect(fronts.length, product.name).toBe(colours.size);
      expect(listDemoColours(product)[0], product.name).toBe(
        metalByName(product.attributes.metalAttribute[0]!)!.colour,
      );
      for (const picture of pictures) {
        expect(picture.category.toLowerCase(), picture.name).toBe(picture.colour);
      }
    }
  });

  it('pictures each centre-stone shape a product comes in, in every colour it comes in with that shape', () => {
    let multiShape = 0;
    for (const product of demoCatalogue) {
      const variants = variantsOf.get(product)!;
      const shapes = new Set(variants.flatMap((v) => v.combination.centerStoneShape ?? []));
      const pictures = listDemoPictures(product);
      const pictured = new Set(pictures.map((p) => p.shape));
      if (shapes.size < 2 || !('shape' in product.picture)) {
        // One shape (or none): one set of pictures suits every variant.
        expect([...pictured], product.name).toEqual([null]);
        continue;
      }
      multiShape += 1;
      expect(pictured, product.name).toEqual(shapes);
      // The shape the spec draws comes first, under the names it always had.
      expect(pictures[0]!.shape, product.name).toBe(product.picture.shape);
      expect(pictures[0]!.name, product.name).toBe(`${slugify(product.name)}-${pictures[0]!.colour}`);
      for (const shape of shapes) {
        const coloursWithShape = new Set(
          variants
            .filter((v) => v.combination.centerStoneShape === shape)
            .map((v) => metalByName(v.combination.metal)!.colour),
        );
        const ofShape = pictures.filter((p) => p.shape === shape);
        const fronts = ofShape.filter((p) => p.view === 'front');
        expect(new Set(fronts.map((p) => p.colour)), `${product.name} ${shape}`).toEqual(coloursWithShape);
        expect(fronts.length, `${product.name} ${shape}`).toBe(coloursWithShape.size);
        // Each picture draws the shape it is filed under; nothing else about the piece changes.
        for (const picture of ofShape) expect(picture.spec, picture.name).toEqual({ ...product.picture, shape });
        if (product.picture.kind === 'ring') {
          expect(ofShape.filter((p) => p.view === 'side').length, `${product.name} ${shape}`).toBe(fronts.length);
        }
      }
    }
    expect(multiShape).toBeGreaterThanOrEqual(10);
  });

  it('names every picture uniquely, as a safe media key', () => {
    const names = listAllDemoPictures().map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('pictures each piece as what it is', () => {
    const kindByType: Record<string, readonly string[]> = {
      Ring: ['ring', 'band', 'bridal-set', 'band-pair'],
      Earring: ['earrings'],
      Pendant: ['pendant'],
      Necklace: ['necklace'],
      Bracelet: ['bracelet'],
    };
    for (const product of demoCatalogue) {
      const { picture } = product;
      expect(kindByType[typeOf(product)], product.name).toContain(picture.kind);
      if (product.subType === 'Engagement Ring') expect(picture.kind, product.name).toBe('ring');
      if (product.subType === 'Bridal Ring Set') expect(picture.kind, product.name).toBe('bridal-set');
      if (product.subType === 'Couple Band') expect(picture.kind, product.name).toBe('band-pair');
      if (
        (picture.kind === 'ring' || picture.kind === 'bridal-set') &&
        product.attributes.centerStoneShapeAttribute.length
      ) {
        const shapes = product.attributes.centerStoneShapeAttribute.map((s) => s.shape);
        expect(shapes, product.name).toContain(picture.shape);
      }
      if ('category' in picture && picture.category) {
        const expected = { lab: 'Lab Grown Diamond', moissanite: 'Moissanite', natural: 'Natural Diamond' }[
          picture.category
        ];
        expect(product.stone?.category, product.name).toBe(expected);
      }
      if (product.stone?.category === 'Moissanite' && 'category' in picture) {
        expect(picture.category, product.name).toBe('moissanite');
      }
    }
  });
});
