import { createReturnRequestInput } from '@facet/contracts/returns';

/*
 * The customer's return request as the form sends it: the API's own checks, so the form says
 * under each field what the API would refuse. Conform turns the typed strings into numbers.
 */

export const returnRequestForm = createReturnRequestInput;

export const returnRequestFields = ['orderLineId', 'kind', 'quantity', 'reason', 'newRingSize', 'pictures', 'pickup'];
