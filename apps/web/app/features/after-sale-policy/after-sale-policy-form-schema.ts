import { updateAfterSalePolicyInput } from '@facet/contracts/after-sale-policy';
import { z } from '@facet/contracts/zod';

/*
 * The API's schema as the After-sale form sends it: a box left unticked sends nothing, which
 * here means "no" (the API itself asks for every yes or no).
 */
const no = z.boolean().default(false);
const { returnPickup } = updateAfterSalePolicyInput.shape;

export const afterSalePolicyFormInput = updateAfterSalePolicyInput.extend({
  returnable: z.object({ engraved: no, custom: no, resized: no }),
  returnPickup: returnPickup.extend({ offered: no }),
});
