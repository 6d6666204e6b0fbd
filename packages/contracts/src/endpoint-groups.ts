import { addressEndpoints } from './address-endpoints.ts';
import { afterSalePolicyEndpoints } from './after-sale-policy-endpoints.ts';
import { blogEndpoints } from './blog-endpoints.ts';
import { businessDetailsEndpoints } from './business-details-endpoints.ts';
import { carrierEndpoints } from './carrier-endpoints.ts';
import { couponEndpoints } from './coupon-endpoints.ts';
import { inquiryEndpoints } from './inquiry-endpoints.ts';
import { metalEndpoints } from './metal-endpoints.ts';
import { pricingParameterEndpoints } from './pricing-parameter-endpoints.ts';
import { productDiscountEndpoints } from './product-discount-endpoints.ts';
import { productEndpoints } from './product-endpoints.ts';
import { reviewEndpoints } from './review-endpoints.ts';
import { ringBuilderEndpoints } from './ring-builder-endpoints.ts';
import { searchEndpoints } from './search-endpoints.ts';
import { storeCreditEndpoints } from './store-credit-endpoints.ts';
import { styleDiscountEndpoints } from './style-discount-endpoints.ts';
import { taxEndpoints } from './tax-endpoints.ts';
import { wishListEndpoints } from './wish-list-endpoints.ts';
import type { EndpointAddress } from './endpoint.ts';

/*
 * Every module's declared endpoints, by group: what the server's tests hold the registered routes
 * and the API document to. A module that declares its endpoints adds them here.
 */
export const endpointGroups = {
  addresses: addressEndpoints,
  afterSalePolicy: afterSalePolicyEndpoints,
  blog: blogEndpoints,
  businessDetails: businessDetailsEndpoints,
  carriers: carrierEndpoints,
  coupons: couponEndpoints,
  inquiries: inquiryEndpoints,
  metals: metalEndpoints,
  pricingParameters: pricingParameterEndpoints,
  productDiscounts: productDiscountEndpoints,
  products: productEndpoints,
  reviews: reviewEndpoints,
  ringBuilder: ringBuilderEndpoints,
  search: searchEndpoints,
  storeCredit: storeCreditEndpoints,
  styleDiscounts: styleDiscountEndpoints,
  tax: taxEndpoints,
  wishList: wishListEndpoints,
} as const satisfies Record<string, Record<string, EndpointAddress>>;

/** Every declared endpoint, one entry each. */
export function declaredEndpoints(): EndpointAddress[] {
  return Object.values(endpointGroups).flatMap((group) => Object.values(group));
}
