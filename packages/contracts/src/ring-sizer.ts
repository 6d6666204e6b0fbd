import { orderAddress } from './orders.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { recordIdParams } from './record-ids.ts';
import { ringSizerEndpoints } from './ring-sizer-endpoints.ts';
import { z } from './zod.ts';

/** The papers the printable sizer is drawn for. */
export const sizerPapers = ['a4', 'letter'] as const;
export type SizerPaper = (typeof sizerPapers)[number];

/** The calibration ruler's length: a printed sizer is at true scale when this line measures it. */
export const CALIBRATION_MM = 50;

export const ringSizerQuery = z.object({
  paper: z.enum(sizerPapers, 'must be a4 or letter').optional().describe('the paper to print on; A4 unless told'),
});
export type RingSizerQuery = z.infer<typeof ringSizerQuery>;

export const ringSizerRequestInput = z.object({
  addressId: z.uuid('must be one of your addresses').describe('where to post the sizer: one of your addresses'),
});
export type RingSizerRequestInput = z.infer<typeof ringSizerRequestInput>;

export const ringSizerRequestRecord = z.object({
  id: z.number().int(),
  state: z.enum(['requested', 'sent']),
  customer: z.object({ name: z.string(), email: z.string() }),
  address: orderAddress,
  createDate: z.string(),
  sentAt: z.string().nullable(),
});
export type RingSizerRequestRecord = z.infer<typeof ringSizerRequestRecord>;

export const ringSizerListQuery = z.object({
  state: z.enum(['requested', 'sent'], 'must be requested or sent').optional().describe('waiting (default) or sent'),
});
export type RingSizerListQuery = z.infer<typeof ringSizerListQuery>;

/** The sentences a shopper reads when a request is refused. */
export const ringSizerMessages = {
  noAddress: 'Choose one of your addresses for the sizer.',
  waiting: 'A ring sizer is already on its way to you: we post it within two working days.',
  addressWaiting: 'A ring sizer is already on its way to this address.',
  /** Within the after-sale policy's `ringSizerDays` of the shopper's last request. */
  tooSoon: (days: number) =>
    `We sent you a ring sizer in the last ${days === 1 ? 'day' : `${days} days`}. Print one from the size guide meanwhile, or write to us.`,
  noRequest: 'There is no such ring sizer request.',
  alreadySent: 'This ring sizer was marked as sent already.',
} as const;

export const ringSizerShapes = defineShapes(ringSizerEndpoints, {
  request: {
    summary: 'Send me a free ring sizer, to one of my addresses (one waiting at a time)',
    body: ringSizerRequestInput,
    response: ringSizerRequestRecord,
    status: 201,
  },
  mine: { summary: 'My ring sizer requests, newest first', response: z.array(ringSizerRequestRecord) },
  list: {
    summary: 'Ring sizer requests to post (Orders staff), oldest first',
    query: ringSizerListQuery,
    response: z.array(ringSizerRequestRecord),
  },
  markSent: {
    summary: 'Mark a ring sizer request as posted (Orders staff)',
    params: recordIdParams,
    response: ringSizerRequestRecord,
  },
  printable: {
    summary: 'The printable ring sizer: a strip and circles at true scale, with a 50 mm calibration ruler (PDF)',
    query: ringSizerQuery,
    file: { contentType: 'application/pdf' },
  },
});
export type RingSizerShapes = typeof ringSizerShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    ringSizer: RingSizerShapes;
  }
}
