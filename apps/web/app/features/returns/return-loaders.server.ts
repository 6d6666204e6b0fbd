import { returnRequestEndpoints } from '@facet/contracts/return-request-endpoints';
import type { OrderReturnOptions, ReturnRequestRecord } from '@facet/contracts/returns';
import { data, type RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';

/*
 * Return requests for the customer's pages' loaders: what an order's items may have, and one
 * request. An id that cannot be one, an unknown request or another customer's is the not-found
 * page; anything else the API could not answer keeps its status.
 */

export async function loadOrderReturns(
  context: Readonly<RouterContextProvider>,
  orderId: number,
): Promise<OrderReturnOptions | null> {
  const answer = await apiFor(context).call(returnRequestEndpoints.orderOptions, { params: { id: orderId } });
  return answer.isSuccess ? answer.data : null;
}

export async function loadReturnRequest(
  context: Readonly<RouterContextProvider>,
  id: string,
): Promise<ReturnRequestRecord> {
  if (!/^[0-9]{1,10}$/.test(id)) throw data(null, { status: 404 });
  const answer = await apiFor(context).call(returnRequestEndpoints.myOne, { params: { id } });
  if (answer.isSuccess) return answer.data;
  if (answer.statusCode === 404 || answer.statusCode === 400) throw data(null, { status: 404 });
  throw data(answer.errorMessages[0] ?? 'The request could not be read.', { status: answer.statusCode });
}
