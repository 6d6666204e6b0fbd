import { accountsEndpoints } from './accounts-endpoints.ts';
import { addressEndpoints } from './address-endpoints.ts';
import { afterSalePolicyEndpoints } from './after-sale-policy-endpoints.ts';
import { analyticsEndpoints } from './analytics-endpoints.ts';
import { appointmentDeskEndpoints } from './appointment-desk-endpoints.ts';
import { appointmentEndpoints } from './appointment-endpoints.ts';
import { authEndpoints } from './auth-endpoints.ts';
import { bagEndpoints } from './bag-endpoints.ts';
import { blogEndpoints } from './blog-endpoints.ts';
import { businessDetailsEndpoints } from './business-details-endpoints.ts';
import { carrierEndpoints } from './carrier-endpoints.ts';
import { checkoutEndpoints } from './checkout-endpoints.ts';
import { companyEndpoints } from './company-endpoints.ts';
import { couponEndpoints } from './coupon-endpoints.ts';
import { customJewelleryEndpoints } from './custom-jewellery-endpoints.ts';
import { healthEndpoints } from './health-endpoints.ts';
import { hintEndpoints } from './hint-endpoints.ts';
import { inquiryEndpoints } from './inquiry-endpoints.ts';
import { lookupEndpoints } from './lookup-endpoints.ts';
import { mediaEndpoints } from './media-endpoints.ts';
import { metalEndpoints } from './metal-endpoints.ts';
import { orderEndpoints } from './order-endpoints.ts';
import { outboxEndpoints } from './outbox-endpoints.ts';
import { checkoutPaymentEndpoints, paymentEndpoints, paymentWebhookEndpoints } from './payment-endpoints.ts';
import { priceHistoryEndpoints } from './price-history-endpoints.ts';
import { pricingParameterEndpoints } from './pricing-parameter-endpoints.ts';
import { productDiscountEndpoints } from './product-discount-endpoints.ts';
import { productEndpoints } from './product-endpoints.ts';
import { recentlyViewedEndpoints } from './recently-viewed-endpoints.ts';
import { returnRequestEndpoints } from './return-request-endpoints.ts';
import { reviewEndpoints } from './review-endpoints.ts';
import { ringBuilderEndpoints } from './ring-builder-endpoints.ts';
import { ringSizerEndpoints } from './ring-sizer-endpoints.ts';
import { savedSearchEndpoints } from './saved-searches-endpoints.ts';
import { searchEndpoints } from './search-endpoints.ts';
import { sharedWishListEndpoints } from './shared-wish-list-endpoints.ts';
import { stoneEndpoints } from './stone-endpoints.ts';
import { storeCreditEndpoints } from './store-credit-endpoints.ts';
import { styleDiscountEndpoints } from './style-discount-endpoints.ts';
import { taxDocumentEndpoints } from './tax-document-endpoints.ts';
import { taxEndpoints } from './tax-endpoints.ts';
import { userEndpoints } from './user-endpoints.ts';
import { verifyEndpoints } from './verify-endpoints.ts';
import { wishListEndpoints } from './wish-list-endpoints.ts';
import type { EndpointAddress } from './endpoint.ts';

/*
 * Every module's declared endpoints, by group: what the server's tests hold the registered routes
 * and the API document to. A module that declares its endpoints adds them here.
 */
export const endpointGroups = {
  accounts: accountsEndpoints,
  addresses: addressEndpoints,
  afterSalePolicy: afterSalePolicyEndpoints,
  analytics: analyticsEndpoints,
  appointmentDesk: appointmentDeskEndpoints,
  appointments: appointmentEndpoints,
  auth: authEndpoints,
  bag: bagEndpoints,
  blog: blogEndpoints,
  businessDetails: businessDetailsEndpoints,
  carriers: carrierEndpoints,
  checkout: checkoutEndpoints,
  checkoutPayments: checkoutPaymentEndpoints,
  company: companyEndpoints,
  coupons: couponEndpoints,
  customJewellery: customJewelleryEndpoints,
  health: healthEndpoints,
  hints: hintEndpoints,
  inquiries: inquiryEndpoints,
  lookups: lookupEndpoints,
  media: mediaEndpoints,
  metals: metalEndpoints,
  orders: orderEndpoints,
  outbox: outboxEndpoints,
  payments: paymentEndpoints,
  paymentWebhooks: paymentWebhookEndpoints,
  priceHistory: priceHistoryEndpoints,
  pricingParameters: pricingParameterEndpoints,
  productDiscounts: productDiscountEndpoints,
  products: productEndpoints,
  recentlyViewed: recentlyViewedEndpoints,
  returnRequests: returnRequestEndpoints,
  reviews: reviewEndpoints,
  ringBuilder: ringBuilderEndpoints,
  ringSizer: ringSizerEndpoints,
  savedSearches: savedSearchEndpoints,
  search: searchEndpoints,
  sharedWishList: sharedWishListEndpoints,
  stones: stoneEndpoints,
  storeCredit: storeCreditEndpoints,
  styleDiscounts: styleDiscountEndpoints,
  tax: taxEndpoints,
  taxDocuments: taxDocumentEndpoints,
  users: userEndpoints,
  verify: verifyEndpoints,
  wishList: wishListEndpoints,
} as const satisfies Record<string, Record<string, EndpointAddress>>;

/** Every declared endpoint, one entry each. */
export function declaredEndpoints(): EndpointAddress[] {
  return Object.values(endpointGroups).flatMap((group) => Object.values(group));
}
