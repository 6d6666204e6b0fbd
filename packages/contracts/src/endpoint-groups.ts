import { carrierEndpoints } from './carrier-endpoints.ts';
import { couponEndpoints } from './coupon-endpoints.ts';
import { metalEndpoints } from './metal-endpoints.ts';
import { reviewEndpoints } from './review-endpoints.ts';
import { ringBuilderEndpoints } from './ring-builder-endpoints.ts';
import { searchEndpoints } from './search-endpoints.ts';
import { taxEndpoints } from './tax-endpoints.ts';
import type { EndpointAddress } from './endpoint.ts';

/*
 * Every module's declared endpoints, by group: what the server's tests hold the registered routes
 * and the API document to. A module that declares its endpoints adds them here.
 */
export const endpointGroups = {
  carriers: carrierEndpoints,
  coupons: couponEndpoints,
  metals: metalEndpoints,
  reviews: reviewEndpoints,
  ringBuilder: ringBuilderEndpoints,
  search: searchEndpoints,
  tax: taxEndpoints,
} as const satisfies Record<string, Record<string, EndpointAddress>>;

/** Every declared endpoint, one entry each. */
export function declaredEndpoints(): EndpointAddress[] {
  return Object.values(endpointGroups).flatMap((group) => Object.values(group));
}
