import { defineEndpoints } from './endpoint.ts';

/*
 * The discount coupons' endpoints (the Admin's Discount Coupon area), under the historic
 * /api/discount-coupon. Their shapes are couponShapes in coupons.ts.
 */
export const couponEndpoints = defineEndpoints('coupons', {
  list: { method: 'GET', path: '/api/discount-coupon', access: 'discountCoupon' },
  one: { method: 'GET', path: '/api/discount-coupon/:id', access: 'discountCoupon' },
  create: { method: 'POST', path: '/api/discount-coupon', access: 'discountCoupon' },
  update: { method: 'PUT', path: '/api/discount-coupon', access: 'discountCoupon' },
  end: { method: 'PUT', path: '/api/discount-coupon/end/:id', access: 'discountCoupon' },
  remove: { method: 'DELETE', path: '/api/discount-coupon/:id', access: 'discountCoupon' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { CouponShapes } from './coupons.ts';
