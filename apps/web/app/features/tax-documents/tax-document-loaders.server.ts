import { taxDocumentEndpoints } from '@facet/contracts/tax-document-endpoints';
import type { TaxDocumentRecord } from '@facet/contracts/tax-documents';
import { data, type RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';

/**
 * A tax document for a page's loader, checked to belong to the order in the address: an id that
 * cannot be one, an unknown document, another order's or another customer's is the not-found page.
 */
export async function loadTaxDocument(
  context: Readonly<RouterContextProvider>,
  orderId: number,
  id: string,
): Promise<TaxDocumentRecord> {
  if (!/^[0-9]{1,10}$/.test(id)) throw data(null, { status: 404 });
  const answer = await apiFor(context).call(taxDocumentEndpoints.one, { params: { id } });
  if (answer.isSuccess) {
    if (answer.data.orderId !== orderId) throw data(null, { status: 404 });
    return answer.data;
  }
  if (answer.statusCode === 404 || answer.statusCode === 400) throw data(null, { status: 404 });
  throw data(answer.errorMessages[0] ?? 'The document could not be read.', { status: answer.statusCode });
}
