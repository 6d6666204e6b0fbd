import { replyToInquiryInput } from '@facet/contracts/inquiries';
import { recordIdParam } from '@facet/contracts/record-ids';

/** The reply form: the API's reply with the inquiry's id, checked the same in the browser and the action. */
export const replyForm = replyToInquiryInput.extend({ id: recordIdParam });
