import type { RouterContextProvider } from 'react-router';
import type { ApiClient, ApiResult } from './api-client.ts';
import { apiFor } from './api.server.ts';

/**
 * One record for a back-office detail page's loader (an inquiry, a custom jewellery request): an
 * id that cannot be one and a record the API does not know are the not-found page, saying
 * `missing`; anything else the API could not answer keeps its status and sentence.
 */
export async function loadRecord<Record>(
  context: Readonly<RouterContextProvider>,
  id: string,
  options: { load: (api: ApiClient, id: string) => Promise<ApiResult<Record>>; missing: string },
): Promise<Record> {
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response(options.missing, { status: 404 });
  const result = await options.load(apiFor(context), id);
  if (result.isSuccess) return result.data;
  if (result.statusCode === 404 || result.statusCode === 400) throw new Response(options.missing, { status: 404 });
  throw new Response(result.errorMessages[0], { status: result.statusCode });
}
