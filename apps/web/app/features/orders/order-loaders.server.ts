import { orderEndpoints } from '@facet/contracts/order-endpoints';
import type { OrderDetail } from '@facet/contracts/orders';
import { data, type RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';

/**
 * An order for a page's loader: the customer's own (`own`) or any (`all`, staff). An id that
 * cannot be one, an unknown order or another customer's is the not-found page; anything else
 * the API could not answer keeps its status.
 */
export async function loadOrder(
  context: Readonly<RouterContextProvider>,
  id: string,
  scope: 'own' | 'all',
): Promise<OrderDetail> {
  if (!/^[0-9]{1,10}$/.test(id)) throw data(null, { status: 404 });
  const api = apiFor(context);
  const answer =
    scope === 'own'
      ? await api.call(orderEndpoints.myOne, { params: { id } })
      : await api.call(orderEndpoints.one, { params: { id } });
  if (answer.isSuccess) return answer.data;
  if (answer.statusCode === 404 || answer.statusCode === 400) throw data(null, { status: 404 });
  throw data(answer.errorMessages[0] ?? 'The order could not be read.', { status: answer.statusCode });
}
