import { defineEndpoints } from './endpoint.ts';

/*
 * Return requests under /api/return-requests (docs/product.md, "Returns, resizes and exchanges"): a signed-in customer
 * asks to return, resize or exchange a line of a delivered order, reads their requests, says they
 * sent the parcel and withdraws one (`/for-customer`); staff of the Orders area work the Returns
 * queue, book a pick-up and move each request. Both upload pictures of the piece first
 * (`/picture`, a multipart upload). Their shapes are returnRequestShapes in returns.ts.
 */
export const returnRequestEndpoints = defineEndpoints('returnRequests', {
  picture: { method: 'POST', path: '/api/return-requests/picture', access: 'signedIn' },
  create: { method: 'POST', path: '/api/return-requests', access: 'signedIn' },
  mine: { method: 'GET', path: '/api/return-requests/for-customer', access: 'signedIn' },
  orderOptions: { method: 'GET', path: '/api/return-requests/for-customer/order/:id', access: 'signedIn' },
  myOne: { method: 'GET', path: '/api/return-requests/for-customer/:id', access: 'signedIn' },
  withdraw: { method: 'PUT', path: '/api/return-requests/for-customer/:id/withdraw', access: 'signedIn' },
  myParcel: { method: 'PUT', path: '/api/return-requests/for-customer/:id/parcel', access: 'signedIn' },
  list: { method: 'GET', path: '/api/return-requests', access: 'orders' },
  one: { method: 'GET', path: '/api/return-requests/:id', access: 'orders' },
  bookPickup: { method: 'PUT', path: '/api/return-requests/:id/parcel', access: 'orders' },
  move: { method: 'PUT', path: '/api/return-requests/move', access: 'orders' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { ReturnRequestShapes } from './returns.ts';
