import type { ProductVariantDetail } from '@facet/contracts/products';
import { describe, expect, it } from 'vitest';
import {
  breakdownLines,
  detailRows,
  enquiryMessage,
  metalAssurance,
  metalWithPurity,
  stonesStatement,
} from './product-facts.ts';

const variant: ProductVariantDetail['variant'] = {
  id: 1,
  sku: 'aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm',
  metal: 'White Gold',
  ringStyle: 'Halo',
  centerStoneShape: 'Oval',
  centerStoneCarat: 1,
  width: 1.8,
  totalCarat: null,
  weight: 3.459,
  price: 7349.02,
  listPrice: 7349.02,
  discount: 0,
  breakdown: { metal: 508.47, making: 49.04, stones: 6577.46, tax: 214.05 },
};

const product: ProductVariantDetail['product'] = {
  id: 1,
  name: 'Aurora Halo Ring',
  description: '',
  jewelleryType: 'Ring',
  jewellerySubType: 'Engagement Ring',
  jewellerySubTypeSlug: 'engagement-rings',
  stoneCategory: 'Natural Diamond',
  stoneColor: 'F',
  stoneClarity: 'VS1',
  stoneCut: null,
  gender: 'Female',
  countryOfOrigin: 'India',
  hasAttachedStone: true,
  canonicalSku: variant.sku,
};

describe('what a product page states', () => {
  it('names metals with their purity', () => {
    expect(metalWithPurity('White Gold')).toBe('18K White Gold');
    expect(metalWithPurity('Platinum')).toBe('PT950 Platinum');
    expect(metalWithPurity('925 Sterling Silver')).toBe('925 Sterling Silver');
  });

  it('breaks the price down as an Indian jeweller does, GST in rupees', () => {
    const inr = breakdownLines(product, variant, { currency: 'INR', taxPercent: 3 });
    expect(inr.map((line) => line.label)).toEqual([
      'Metal value',
      'Making charges',
      'Natural diamond value',
      'GST (3%)',
    ]);
    expect(inr[0]!.note).toBe('18K White Gold, 3.46 g');
    const total = inr.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    expect(total).toBe(Math.round(variant.price * 100));
    expect(breakdownLines(product, variant, { currency: 'USD' }).at(-1)!.label).toBe('Taxes');
  });

  it('leaves out the stone line of a plain band and names moissanite', () => {
    const plain = { ...variant, breakdown: { ...variant.breakdown, stones: 0 } };
    expect(breakdownLines({ stoneCategory: null }, plain, { currency: 'USD' }).map((l) => l.label)).toEqual([
      'Metal value',
      'Making charges',
      'Taxes',
    ]);
    expect(breakdownLines({ stoneCategory: 'Moissanite' }, variant, { currency: 'USD' })[2]!.label).toBe(
      'Moissanite value',
    );
    expect(breakdownLines({ stoneCategory: 'Lab Grown Diamond' }, variant, { currency: 'USD' })[2]!.label).toBe(
      'Laboratory-grown diamond value',
    );
  });

  it('lists only the details that are known', () => {
    const rows = Object.fromEntries(detailRows(product, variant).map((row) => [row.label, row.value]));
    expect(rows).toMatchObject({
      Metal: '18K White Gold',
      Purity: '18K gold, BIS hallmarked 750',
      'Centre stone': '1.00 ct Oval natural diamond',
      'Band width': '1.8 mm',
      Stones: 'Natural diamonds, F colour, VS1 clarity',
      'Country of origin': 'Made in India',
      For: 'Women',
    });
    expect(rows).not.toHaveProperty('Total carat weight');
    expect(rows).not.toHaveProperty('Stone quality');
    const setting = Object.fromEntries(
      detailRows({ ...product, hasAttachedStone: false }, variant).map((row) => [row.label, row.value]),
    );
    expect(setting['Centre stone']).toBe('For a 1.00 ct oval stone, chosen separately');
    expect(setting).toMatchObject({ Stones: 'Natural diamonds', 'Stone quality': 'F colour · VS1 clarity' });
    const platinum = Object.fromEntries(
      detailRows({ ...product, countryOfOrigin: 'Italy' }, { ...variant, metal: 'Platinum' }).map((row) => [
        row.label,
        row.value,
      ]),
    );
    expect(platinum).toMatchObject({ Purity: 'Platinum 950', 'Country of origin': 'Made in Italy' });
  });

  it('says what a complete piece’s stones are: their kind, total carats and grades', () => {
    expect(
      stonesStatement({ ...product, stoneCategory: 'Lab Grown Diamond', stoneCut: 'Excellent' }, { totalCarat: 1.5 }),
    ).toBe('Laboratory-grown diamonds, 1.50 ct total, F colour, VS1 clarity, Excellent cut');
    expect(
      stonesStatement({ ...product, stoneCategory: 'Moissanite', stoneColor: null, stoneClarity: null }, variant),
    ).toBe('Moissanite');
    expect(stonesStatement({ ...product, stoneCategory: null }, variant)).toBeNull();
    expect(stonesStatement({ ...product, hasAttachedStone: false }, variant)).toBeNull();
  });

  it('starts a WhatsApp enquiry with the piece, its variant, the ring size and the page', () => {
    expect(
      enquiryMessage({
        name: 'Aurora Halo Ring',
        description: 'White Gold · 1 ct Oval',
        url: 'https://x/p',
        ringSize: '6.5',
      }),
    ).toBe(
      "Hello! I'd like to know more about the Aurora Halo Ring (White Gold · 1 ct Oval, ring size US 6.5): https://x/p",
    );
  });
});

describe('what a piece says about its metal', () => {
  it('claims a BIS hallmark for gold and sterling silver, never for platinum', () => {
    for (const gold of ['White Gold', 'Yellow Gold', 'Rose Gold']) {
      expect(metalAssurance(gold)).toEqual({
        title: 'BIS hallmarked',
        text: '18K gold, BIS hallmarked 750, appraisal on request',
      });
    }
    expect(metalAssurance('925 Sterling Silver').text).toBe(
      '925 sterling silver, BIS hallmarked 925, appraisal on request',
    );
    expect(JSON.stringify(metalAssurance('Platinum'))).not.toMatch(/hallmark|BIS/i);
    expect(metalAssurance('Platinum').title).toBe('Stamped Pt950');
    expect(JSON.stringify(metalAssurance('Unobtainium'))).not.toMatch(/hallmark/i);
  });
});
