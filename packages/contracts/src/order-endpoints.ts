import { defineEndpoints } from './endpoint.ts';

/*
 * Orders under the original's /api/order-detail (docs/product.md, "Orders"): staff of the Orders
 * area list every order, read one, move it (`/updateStatus`, the historic spelling) and refund
 * lines of it (`/refund`); a signed-in customer lists and reads their own (`/for-customer`). The
 * order's papers (`/:id/packing-slip`, `/:id/certificate`, a gift's `/:id/gift-card` and
 * `/:id/gift-receipt`, the customer's own gift receipt) answer PDF files, registered by the
 * shipments module (order-papers.routes.ts). Their shapes are orderShapes in orders.ts.
 */
export const orderEndpoints = defineEndpoints('orders', {
  list: { method: 'GET', path: '/api/order-detail', access: 'orders' },
  one: { method: 'GET', path: '/api/order-detail/:id', access: 'orders' },
  updateStatus: { method: 'PUT', path: '/api/order-detail/updateStatus', access: 'orders' },
  refund: { method: 'POST', path: '/api/order-detail/refund', access: 'orders' },
  mine: { method: 'GET', path: '/api/order-detail/for-customer', access: 'signedIn' },
  myOne: { method: 'GET', path: '/api/order-detail/for-customer/:id', access: 'signedIn' },
  packingSlip: { method: 'GET', path: '/api/order-detail/:id/packing-slip', access: 'orders' },
  certificate: { method: 'GET', path: '/api/order-detail/:id/certificate', access: 'orders' },
  giftCard: { method: 'GET', path: '/api/order-detail/:id/gift-card', access: 'orders' },
  giftReceipt: { method: 'GET', path: '/api/order-detail/:id/gift-receipt', access: 'orders' },
  myGiftReceipt: { method: 'GET', path: '/api/order-detail/for-customer/:id/gift-receipt', access: 'signedIn' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { OrderShapes } from './order-shapes.ts';
