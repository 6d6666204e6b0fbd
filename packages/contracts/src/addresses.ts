import { phoneField } from './account-fields.ts';
import { addressEndpoints } from './address-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { displayName, freeText } from './plain-text.ts';
import { countryCodes, INDIAN_POSTAL_CODE, indianStates } from './regions.ts';
import { z } from './zod.ts';

/*
 * A postal address in the customer's address book. Checkout, shipping and the payment
 * providers read these, so Indian addresses are checked the way couriers need them: a listed
 * state and a six-digit PIN code. Names (the recipient, city, state, PIN) refuse invisible and
 * direction-changing characters; the lines refuse those that reorder text (plain-text.ts).
 */
export const addressInput = z
  .object({
    fullName: displayName(100),
    phoneNumber: phoneField,
    line1: freeText(120, 1),
    line2: freeText(120).optional().default(''),
    city: displayName(80),
    state: displayName(80),
    postalCode: displayName(16),
    country: z.enum(countryCodes),
    makeDefault: z
      .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('')])
      .optional()
      .transform((v) => v === true || v === 'on' || v === 'true'),
  })
  .superRefine((address, context) => {
    if (address.country !== 'IN') return;
    if (!INDIAN_POSTAL_CODE.test(address.postalCode)) {
      context.addIssue({ code: 'custom', path: ['postalCode'], message: 'must be a 6-digit PIN code' });
    }
    if (!(indianStates as readonly string[]).includes(address.state)) {
      context.addIssue({ code: 'custom', path: ['state'], message: 'must be a state or union territory of India' });
    }
  });
/** As a form fills it in (before the fields' clean-up). */
export type AddressInput = z.input<typeof addressInput>;
/** As the server reads it. */
export type SavedAddressInput = z.infer<typeof addressInput>;
/** `{ id }` of an address in the path. */
export const addressIdParams = z.object({ id: z.uuid() });
export type AddressIdParams = z.infer<typeof addressIdParams>;

export const addressRecord = z.object({
  id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
  createDate: z.string(),
});
export type AddressRecord = z.infer<typeof addressRecord>;

export const addressShapes = defineShapes(addressEndpoints, {
  list: { summary: 'Your addresses, default first', response: z.array(addressRecord) },
  add: {
    summary: 'Add an address (the first becomes the default)',
    body: addressInput,
    response: addressRecord,
    status: 201,
  },
  remove: {
    summary: 'Delete an address (the default passes on)',
    params: addressIdParams,
    response: z.array(addressRecord),
  },
  makeDefault: { summary: 'Make an address the default', params: addressIdParams, response: z.array(addressRecord) },
});
export type AddressShapes = typeof addressShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    addresses: AddressShapes;
  }
}
