import type { ProductCardPage, ProductForUpdate, ProductVariantDetail } from '@facet/contracts/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * Pictures follow every attribute that changes a piece's look: its metal colour and its
 * centre-stone shape. The demo catalogue's Aurora Halo Ring comes with an oval or a round
 * diamond, and has pictures of each in every colour.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function detailOf(sku: string): Promise<ProductVariantDetail> {
  const response = await t.app.inject({ url: `/api/product-varients/${sku}` });
  expect(response.statusCode, sku).toBe(200);
  return response.json().data as ProductVariantDetail;
}

/** The pictures a variant's page shows, in order. */
async function shownFor(sku: string): Promise<string[]> {
  const detail = await detailOf(sku);
  return picturesForVariant(detail.productMedias, detail.variant).map((picture) => picture.url);
}

const picture = (name: string) => `/media/demo/${name}/800.webp`;

describe('product pictures by centre-stone shape', () => {
  it('shows a round variant its round pictures, and an oval one its oval pictures', async () => {
    expect(await shownFor('aurora-halo-ring-white-gold-halo-1ct-round-1.8mm')).toEqual([
      picture('aurora-halo-ring-white-round'),
      picture('aurora-halo-ring-white-round-side'),
    ]);
    expect(await shownFor('aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm')).toEqual([
      picture('aurora-halo-ring-white'),
      picture('aurora-halo-ring-white-side'),
    ]);
    expect(await shownFor('aurora-halo-ring-rose-gold-halo-1ct-round-1.8mm')).toEqual([
      picture('aurora-halo-ring-rose-round'),
      picture('aurora-halo-ring-rose-round-side'),
    ]);
    expect(await shownFor('aurora-halo-ring-yellow-gold-halo-1.5ct-oval-1.8mm')).toEqual([
      picture('aurora-halo-ring-yellow'),
      picture('aurora-halo-ring-yellow-side'),
    ]);
  });

  it('answers the shape of each picture, and none for a product whose variants share one shape', async () => {
    const aurora = await detailOf('aurora-halo-ring-white-gold-halo-1ct-round-1.8mm');
    const shapeOf = new Map(aurora.productMedias.map((p) => [p.url, p.centerStoneShape]));
    expect(shapeOf.get(picture('aurora-halo-ring-white-round'))).toBe('Round');
    expect(shapeOf.get(picture('aurora-halo-ring-white'))).toBe('Oval');
    expect(aurora.productMedias).toHaveLength(12);
    const zara = await detailOf('zara-hexagon-solitaire-yellow-gold-solitaire-1ct-hexagon-1.8mm');
    expect(zara.productMedias.length).toBeGreaterThan(0);
    expect(zara.productMedias.every((p) => p.centerStoneShape === null)).toBe(true);
  });

  it('keeps a picture’s shape when staff change its colour or order in the editor', async () => {
    const cookie = await t.cookieFor('JewelleryManager');
    const { product } = await detailOf('aurora-halo-ring-white-gold-halo-1ct-round-1.8mm');
    const load = async () => {
      const response = await t.app.inject({ url: `/api/product/forUpdate/${product.id}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.json().data as ProductForUpdate;
    };
    const before = await load();
    const round = before.productMedias.find((p) => p.url === picture('aurora-halo-ring-white-round'))!;
    expect(round.centerStoneShape).toBe('Round');
    const {
      productVarients: _v,
      droppedVariants: _d,
      productMedias: _m,
      createDate: _c,
      updateDate: _u,
      isListed: _l,
      ...fields
    } = before;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/product',
      headers: { cookie },
      payload: {
        ...fields,
        variants: [],
        removedVariantIds: [],
        mediaFile: [{ id: round.id, mediaCategory: 'Yellow', position: 0 }],
        filesToDelete: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await load()).productMedias.find((p) => p.id === round.id)!;
    expect(after).toMatchObject({ mediaCategory: 'Yellow', centerStoneShape: 'Round', position: 0 });
  });
});

describe('listing cards by centre-stone shape', () => {
  async function auroraCard(query: string) {
    const response = await t.app.inject({
      url: `/api/product/for-customer?pageSize=60&subType=Engagement%20Ring&${query}`,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json().data as ProductCardPage;
    const card = page.records.find((record) => record.name === 'Aurora Halo Ring');
    expect(card, query).toBeDefined();
    return card!;
  }

  it('shows the card the pictures its variant shows on its page, from the cards and from the variants', async () => {
    // Another test here reorders Aurora's pictures: the card follows whatever the page shows.
    const round = await auroraCard('stoneShapeName=Round&metalName=White%20Gold');
    expect(round.sku).toContain('-round-');
    const roundPage = await shownFor(round.sku);
    expect(round.image?.url).toBe(roundPage[0]);
    expect(round.hoverImage?.url).toBe(roundPage[1]);
    expect(roundPage.length).toBeGreaterThan(0);
    expect(roundPage.every((url) => url.includes('-round'))).toBe(true);

    const oval = await auroraCard('stoneShapeName=Oval&metalName=White%20Gold');
    expect(oval.sku).toContain('-oval-');
    expect(oval.image?.url).toBe((await shownFor(oval.sku))[0]);
    expect(oval.image?.url).not.toContain('round');

    // Without a shape asked for, the card's own (cheapest) variant decides.
    const any = await auroraCard('metalName=Rose%20Gold');
    expect(any.image?.url).toBe((await shownFor(any.sku))[0]);
  });
});
