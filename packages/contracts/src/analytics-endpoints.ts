import { defineEndpoints } from './endpoint.ts';

/*
 * The dashboard's figures: each of /api/analytics/minimal/… belongs to the back-office area that
 * owns the records it counts; the charts' series (/api/dashboard/analytics/…) and the "needs
 * attention" lists belong to the dashboard itself. Their shapes are analyticsShapes in analytics.ts.
 */
export const analyticsEndpoints = defineEndpoints('analytics', {
  customers: { method: 'GET', path: '/api/analytics/minimal/customer', access: 'customers' },
  customJewellery: { method: 'GET', path: '/api/analytics/minimal/custom-jewellery', access: 'customJewelleries' },
  members: { method: 'GET', path: '/api/analytics/minimal/member', access: 'members' },
  inquiries: { method: 'GET', path: '/api/analytics/minimal/inquiry', access: 'inquiries' },
  products: { method: 'GET', path: '/api/analytics/minimal/product', access: 'jewelleries' },
  stones: { method: 'GET', path: '/api/analytics/minimal/stone', access: 'stones' },
  orders: { method: 'GET', path: '/api/analytics/minimal/order-detail', access: 'orders' },
  ordersOverTime: { method: 'GET', path: '/api/dashboard/analytics/orders', access: 'dashboard' },
  ordersByStatus: { method: 'GET', path: '/api/dashboard/analytics/order-status', access: 'dashboard' },
  monthlySales: { method: 'GET', path: '/api/dashboard/analytics/monthly-sales', access: 'dashboard' },
  needsAttention: { method: 'GET', path: '/api/dashboard/needs-attention', access: 'dashboard' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { AnalyticsShapes } from './analytics.ts';
