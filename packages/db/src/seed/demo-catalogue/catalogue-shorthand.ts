import type { MetalName } from '@facet/contracts/lookups';
import type { ProductAttributes } from '@facet/contracts/product-variants';

/* The shorthand the demo catalogue's lists (products.ts) are written in: metals and attributes. */

export const WG: MetalName = 'White Gold';
export const YG: MetalName = 'Yellow Gold';
export const RG: MetalName = 'Rose Gold';
export const PT: MetalName = 'Platinum';
export const AG: MetalName = '925 Sterling Silver';

export function createAttributes(values: Partial<ProductAttributes>): ProductAttributes {
  return {
    metalAttribute: [],
    ringStyleAttribute: [],
    centerStoneShapeAttribute: [],
    widthAttribute: [],
    totalCaratAttribute: [],
    ...values,
  };
}
