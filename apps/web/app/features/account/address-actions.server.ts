import { parseWithZod } from '@conform-to/zod/v4';
import { addressEndpoints } from '@facet/contracts/address-endpoints';
import { addressInput } from '@facet/contracts/addresses';
import type { ApiClient } from '../../lib/api-client.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';

const addressFields = ['fullName', 'phoneNumber', 'line1', 'line2', 'city', 'state', 'postalCode', 'country'];

/** The `add-address` intent of a page's action (My details, checkout): adds to the address book. */
export async function addAddressAction(api: ApiClient, formData: FormData) {
  const submission = parseWithZod(formData, { schema: addressInput });
  if (submission.status !== 'success')
    return { intent: 'add-address' as const, ok: false as const, result: submission.reply() };
  const result = await api.call(addressEndpoints.add, { body: submission.value });
  if (!result.isSuccess) {
    return {
      intent: 'add-address' as const,
      ok: false as const,
      result: replyWithApiFailure(submission, result, addressFields),
    };
  }
  return {
    intent: 'add-address' as const,
    ok: true as const,
    message: 'The address is added.',
    addressId: result.data.id,
    result: submission.reply({ resetForm: true }),
  };
}

export type AddAddressOutcome = Awaited<ReturnType<typeof addAddressAction>>;
