import { toMinor } from '@facet/contracts/money';
import { priceStone } from '@facet/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { checkStoneForm, emptyStoneDraft, movePicture, stoneFormErrors, stonePayload } from './stone-draft.ts';
import { previewStonePrice, stonePricingOf } from './stone-price.ts';

const picture = 'f2b0f1c4-5a8e-4e0e-9d3e-6f1f4e2b9a11';

function formOf(fields: Partial<ReturnType<typeof emptyStoneDraft>>) {
  return { draft: { ...emptyStoneDraft(), ...fields }, pictures: [picture], removedPictures: [] };
}

const complete = {
  stoneCategory: 'Lab Grown Diamond',
  stoneShape: 'Oval',
  carat: '1.01',
  color: 'E',
  clarity: 'VS1',
  price: '45000',
};

describe('the stone form', () => {
  it('sends numbers as numbers, empty optional fields as null, and leaves out an empty stock number', () => {
    const payload = stonePayload(formOf({ ...complete, length: '7,7', width: '5.5', certificateLab: ' ' }));
    expect(payload).toMatchObject({
      stoneCategory: 'Lab Grown Diamond',
      carat: 1.01,
      price: 45000,
      length: 7.7,
      width: 5.5,
      depth: null,
      certificateLab: null,
      productMedias: [picture],
    });
    expect(payload).not.toHaveProperty('sku');
    expect(payload).not.toHaveProperty('productMediasToRemove');
    expect(checkStoneForm(payload, 'new')).toBeNull();
  });

  it('puts each problem beside its field, as the API would', () => {
    const payload = stonePayload(formOf({ ...complete, carat: '1.015', depthPercent: '140', length: 'abc' }));
    const errors = checkStoneForm(payload, 'new');
    expect(errors?.fieldErrors.carat).toEqual(['must have at most 2 decimals']);
    expect(errors?.fieldErrors.depthPercent).toEqual(['must be between 0 and 100 %']);
    expect(errors?.fieldErrors.length).toEqual(['must be a number']);
    // Rules across fields are checked once every field is right, as on the server.
    expect(
      checkStoneForm(stonePayload(formOf({ ...complete, certificateNumber: '2141438171' })), 'new')?.fieldErrors,
    ).toEqual({ certificateLab: ['must name the lab that wrote the certificate'] });
    expect(checkStoneForm(stonePayload(formOf({})), 'new')?.fieldErrors.carat).toEqual(['is required']);
  });

  it('sends the id and the removed pictures when editing', () => {
    const payload = stonePayload({ ...formOf(complete), removedPictures: [picture] }, 12);
    expect(payload).toMatchObject({ id: 12, productMediasToRemove: [picture] });
  });

  it('reads the API’s lines, a picture’s too, and keeps the rest for above the form', () => {
    expect(
      stoneFormErrors([
        'productMedias.1: must be a valid id',
        'sku: is taken',
        'A stone with that stock number exists.',
      ]),
    ).toEqual({
      fieldErrors: { productMedias: ['must be a valid id'], sku: ['is taken'] },
      formErrors: ['A stone with that stock number exists.'],
    });
  });

  it('moves a picture within bounds', () => {
    const pictures = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(movePicture(pictures, 'c', -1).map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(movePicture(pictures, 'a', -1).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('the live selling price of a stone', () => {
  const params = {
    conversion: 88.45,
    charge: 3,
    shippingCost: 1250,
    shippingCostUsd: 25,
    freeShippingFromInr: 25_000,
    freeShippingFromUsd: 300,
    giftWrapInr: 250,
    giftWrapUsd: 5,
    shopDiscount: 5,
    huidMinWeight: 2,
    profitRate: 32,
  };
  const stored = { conversion: 884_500, charge: 300, shopDiscount: 500, profitRate: 3_200 };

  it('is the server’s price of the typed cost', () => {
    const rates = stonePricingOf(params);
    expect(rates).toEqual(stored);
    expect(previewStonePrice('45000', rates)).toEqual(priceStone(toMinor(45_000), stored));
    expect(previewStonePrice('45', rates)).toBeNull();
    expect(previewStonePrice('4.5.0', rates)).toBeNull();
  });

  it('is not shown without the margin', () => {
    const { profitRate: _hidden, ...withoutMargin } = params;
    expect(stonePricingOf(withoutMargin)).toBeNull();
  });
});
