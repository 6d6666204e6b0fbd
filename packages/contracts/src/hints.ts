import { emailField } from './account-fields.ts';
import { holdsAddress } from './addresses-in-text.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { hintEndpoints } from './hint-endpoints.ts';
import { HINT_MESSAGE_MAX } from './hint-limits.ts';
import { currencies } from './money.ts';
import { displayName, freeText } from './plain-text.ts';
import { z } from './zod.ts';

/*
 * A hint (decision 046): one piece a signed-in shopper e-mails to a friend, with the name the
 * friend will see and an optional short message. The shop writes the e-mail; what the shopper
 * types is shown as plain text and may carry no web or e-mail address, so a hint cannot relay
 * a link of anyone's choosing.
 */

export { HINT_MESSAGE_MAX } from './hint-limits.ts';

/** Nothing a mail reader would make a link of (addresses-in-text.ts). */
const hasNoAddress = (text: string) => !holdsAddress(text);

const NO_ADDRESS = 'must not contain a web or e-mail address';

export const sendHintInput = z.object({
  /** The piece: its variant's SKU, as its product page's address names it. */
  sku: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  /** The friend's e-mail address. */
  email: emailField,
  /** The sender's name as the friend will see it. */
  senderName: displayName(80).refine(hasNoAddress, NO_ADDRESS),
  message: freeText(HINT_MESSAGE_MAX)
    .refine(hasNoAddress, NO_ADDRESS)
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
  currency: z.enum(currencies).optional().describe('the price’s currency in the e-mail; the shopper’s unless told'),
});
export type SendHintInput = z.infer<typeof sendHintInput>;

export const sentHint = z.object({ sentTo: z.string(), hintsLeftToday: z.number().int() });
export type SentHint = z.infer<typeof sentHint>;

export const hintShapes = defineShapes(hintEndpoints, {
  send: {
    summary: 'E-mail one piece to a friend (a few a day; the same piece to the same address once a day)',
    body: sendHintInput,
    response: sentHint,
    status: 201,
  },
});
export type HintShapes = typeof hintShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    hints: HintShapes;
  }
}
