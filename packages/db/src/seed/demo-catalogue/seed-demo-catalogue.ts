import { toBasisPoints, toMilligrams } from '@facet/contracts/money';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import { toHundredths } from '@facet/contracts/product-variants';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { productDiscounts, styleDiscounts } from '../../schema/discounts.ts';
import * as lookupTables from '../../schema/lookups.ts';
import { media } from '../../schema/media.ts';
import { metals as metalsTable } from '../../schema/metals.ts';
import { pricingParameters } from '../../schema/pricing-parameters.ts';
import { productMedia, products, productVariants } from '../../schema/products.ts';
import { users } from '../../schema/users.ts';
import { storeVariantPrices } from '../../variant-prices.ts';
import { demoDiscounts, demoStyleDiscounts } from './discounts.ts';
import { DEMO_MEDIA_KEY_PREFIX, DEMO_PICTURE_SIZE, type DemoPicture, listDemoPictures } from './pictures.ts';
import type { DemoProduct } from './demo-product.ts';
import { demoCatalogue, isDemoProductListed } from './products.ts';
import { buildDemoVariants, type DemoVariant } from './variants.ts';

/*
 * Writes the demo catalogue to the database, as the product service would store it:
 * attributes in API units, variants with SKUs, weights in mg, stone costs in paise, carats and
 * widths in hundredths, pictures by metal colour and centre-stone shape. Prices are not
 * computed here: the variants go in unpriced and storeVariantPrices (the server's repricing)
 * prices them from the rates in this transaction.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const CATALOGUE_AGE_DAYS = 120;

/**
 * When a product was added: spread over the last ~120 days in an order unrelated to the
 * catalogue's, so "newest" mixes rings, earrings and bracelets as a real shop's would.
 */
export function demoCreateDate(index: number, now: Date): Date {
  const days = (index * 53) % CATALOGUE_AGE_DAYS;
  const hours = (index * 7) % 11;
  return new Date(now.getTime() - days * DAY_MS - hours * 60 * 60 * 1000);
}

type LookupTable = (typeof lookupTables)['ringStyles'];
type IdOf = (name: string) => number;

async function readIds(db: Database, table: LookupTable | typeof lookupTables.jewellerySubTypes): Promise<IdOf> {
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (name) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`The demo catalogue needs "${name}": run the reference data first.`);
    return id;
  };
}

/** The rates, with the pricing row locked as any change to a pricing input locks it (the demo adds discounts). */
async function lockAndReadRates(db: Database): Promise<StoredPricingParameters> {
  const [row] = await db.select().from(pricingParameters).for('update');
  if (!row) throw new Error('The demo catalogue needs the pricing parameters: run the reference data first.');
  return { conversion: row.conversion, charge: row.charge, shopDiscount: row.shopDiscount, profitRate: row.profitRate };
}

/** The ids of the demo discounts by name (an existing discount of the same name is kept as staff left it). */
async function ensureDiscounts(db: Database): Promise<Map<string, number>> {
  await db
    .insert(productDiscounts)
    .values(demoDiscounts.map((d) => ({ name: d.name, discount: toBasisPoints(d.percent) })))
    .onConflictDoNothing({ target: productDiscounts.name });
  const rows = await db
    .select({ id: productDiscounts.id, name: productDiscounts.name })
    .from(productDiscounts)
    .where(
      inArray(
        productDiscounts.name,
        demoDiscounts.map((d) => d.name),
      ),
    );
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Adds the demo's style discounts, unless staff set one for the style already. */
async function ensureStyleDiscounts(db: Database, styleId: IdOf): Promise<void> {
  await db
    .insert(styleDiscounts)
    .values(demoStyleDiscounts.map((d) => ({ ringStyleId: styleId(d.style), discount: toBasisPoints(d.percent) })))
    .onConflictDoNothing({ target: styleDiscounts.ringStyleId });
}

interface Ids {
  subType: IdOf;
  gender: IdOf;
  stoneCategory: IdOf;
  ringStyle: IdOf;
  stoneShape: IdOf;
  mediaCategory: IdOf;
  metal: IdOf;
  discount: Map<string, number>;
  creator: string | null;
}

async function readAllIds(db: Database): Promise<Ids> {
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'jewellery.manager@example.com'));
  const metalRows = await db.select({ id: metalsTable.id, name: metalsTable.name }).from(metalsTable);
  const metalIds = new Map(metalRows.map((row) => [row.name, row.id]));
  return {
    subType: await readIds(db, lookupTables.jewellerySubTypes),
    gender: await readIds(db, lookupTables.genders),
    stoneCategory: await readIds(db, lookupTables.stoneCategories),
    ringStyle: await readIds(db, lookupTables.ringStyles),
    stoneShape: await readIds(db, lookupTables.stoneShapes),
    mediaCategory: await readIds(db, lookupTables.mediaCategories),
    metal: (name) => {
      const id = metalIds.get(name);
      if (id === undefined) throw new Error(`The demo catalogue needs the metal ${name}.`);
      return id;
    },
    discount: await ensureDiscounts(db),
    creator: creator?.id ?? null,
  };
}

async function insertProduct(db: Database, ids: Ids, product: DemoProduct, createDate: Date): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      name: product.name,
      description: product.description,
      subTypeId: ids.subType(product.subType),
      stoneCategoryId: product.stone ? ids.stoneCategory(product.stone.category) : null,
      stoneColor: product.stone?.colour ?? null,
      stoneClarity: product.stone?.clarity ?? null,
      stoneCut: product.stone?.cut ?? null,
      baseWeight: toMilligrams(product.baseWeight),
      genderId: ids.gender(product.gender),
      discountId: product.discount ? (ids.discount.get(product.discount) ?? null) : null,
      hasAttachedStone: product.hasAttachedStone,
      isListed: isDemoProductListed(product),
      attributes: product.attributes,
      createdBy: ids.creator,
      createDate,
      updateDate: createDate,
    })
    .returning({ id: products.id });
  return row!.id;
}

const hundredths = (value: number | null) => (value === null ? null : toHundredths(value));

/** The variants, unpriced: storeVariantPrices prices them once they are all in. */
async function insertVariants(
  db: Database,
  ids: Ids,
  productId: number,
  variants: readonly DemoVariant[],
  createDate: Date,
): Promise<void> {
  await db.insert(productVariants).values(
    variants.map(({ combination, sku, weight, stoneCost }, position) => ({
      productId,
      sku,
      metalId: ids.metal(combination.metal),
      ringStyleId: combination.ringStyle ? ids.ringStyle(combination.ringStyle) : null,
      centerStoneShapeId: combination.centerStoneShape ? ids.stoneShape(combination.centerStoneShape) : null,
      centerStoneCarat: hundredths(combination.centerStoneCarat),
      width: hundredths(combination.width),
      totalCarat: hundredths(combination.totalCarat),
      weight,
      stoneCost,
      priceInr: 0,
      listPriceInr: 0,
      priceUsd: 0,
      listPriceUsd: 0,
      position,
      createDate,
      updateDate: createDate,
    })),
  );
}

async function insertPictures(
  db: Database,
  ids: Ids,
  productId: number,
  pictures: readonly DemoPicture[],
  createDate: Date,
): Promise<void> {
  const keys = pictures.map((picture) => `${DEMO_MEDIA_KEY_PREFIX}${picture.name}`);
  await db
    .insert(media)
    .values(
      keys.map((key) => ({
        key,
        width: DEMO_PICTURE_SIZE,
        height: DEMO_PICTURE_SIZE,
        byteSize: 0,
        createDate,
      })),
    )
    .onConflictDoNothing({ target: media.key });
  const mediaRows = await db.select({ id: media.id, key: media.key }).from(media).where(inArray(media.key, keys));
  const mediaId = new Map(mediaRows.map((m) => [m.key, m.id]));
  await db
    .insert(productMedia)
    .values(
      pictures.map((picture, position) => ({
        productId,
        mediaId: mediaId.get(keys[position]!)!,
        mediaCategoryId: ids.mediaCategory(picture.category),
        centerStoneShapeId: picture.shape ? ids.stoneShape(picture.shape) : null,
        position,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Loads the demo catalogue, priced by the rates stored in this transaction. A product whose
 * SKUs are already taken is skipped, so running it twice adds nothing.
 */
export async function seedDemoCatalogue(db: Database): Promise<void> {
  const rates = await lockAndReadRates(db);
  const ids = await readAllIds(db);
  await ensureStyleDiscounts(db, ids.ringStyle);

  const catalogue = demoCatalogue.map((product) => ({ product, variants: buildDemoVariants(product) }));
  const allSkus = catalogue.flatMap(({ variants }) => variants.map((v) => v.sku));
  const taken = new Set(
    (
      await db.select({ sku: productVariants.sku }).from(productVariants).where(inArray(productVariants.sku, allSkus))
    ).map((row) => row.sku),
  );
  const now = new Date();
  for (const [index, { product, variants }] of catalogue.entries()) {
    if (variants.some((variant) => taken.has(variant.sku))) continue;
    const createDate = demoCreateDate(index, now);
    const productId = await insertProduct(db, ids, product, createDate);
    await insertVariants(db, ids, productId, variants, createDate);
    await insertPictures(db, ids, productId, listDemoPictures(product), createDate);
  }
  // Every variant, not only the demo's: its style discount applies to pieces already there too.
  await storeVariantPrices(db, { all: true }, rates);
}
