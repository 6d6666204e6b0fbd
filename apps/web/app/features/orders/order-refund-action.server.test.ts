import type { EndpointAddress } from '@facet/contracts/endpoint';
import { orderEndpoints } from '@facet/contracts/order-endpoints';
import type { OrderDetail } from '@facet/contracts/orders';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { runRefundAction } from './order-refund-action.server.ts';

/* The back-office's refund form: what it sends the API, and the sentence it answers with. */

function fakeApi(answer: ApiResult<OrderDetail>) {
  const sent: unknown[] = [];
  const api = {
    call: async (address: EndpointAddress, input: { body?: unknown }) => {
      expect(address).toBe(orderEndpoints.refund);
      sent.push(input.body);
      return answer;
    },
  } as unknown as ApiClient;
  return { api, sent };
}

const form = (fields: [string, string][]) => {
  const data = new FormData();
  const all: [string, string][] = [['intent', 'refund'], ['orderId', '7'], ['requestKey', 'form-key-0001'], ...fields];
  for (const [key, value] of all) data.append(key, value);
  return data;
};

const refunded = {
  isSuccess: true,
  statusCode: 200,
  errorMessages: [],
  data: { currency: 'INR', refunds: [{ amount: 1500, creditNote: { id: 3, number: 'FCN/26-27/000002' } }] },
} as unknown as ApiResult<OrderDetail>;

describe('runRefundAction', () => {
  it('sends the ticked lines: an amount typed, or none for all that is left; an untyped line is left out', async () => {
    const { api, sent } = fakeApi(refunded);
    const outcome = await runRefundAction(
      api,
      form([
        ['line:11', 'on'],
        ['amount:11', ' 1,500 '],
        ['amount:12', '99'],
        ['line:13', 'on'],
        ['amount:13', ''],
        ['reason', 'Clasp loose'],
      ]),
    );
    expect(sent).toEqual([
      {
        orderId: 7,
        lines: [{ lineId: 11, amount: 1500 }, { lineId: 13 }],
        reason: 'Clasp loose',
        requestKey: 'form-key-0001',
      },
    ]);
    expect(outcome).toEqual({
      intent: 'refund',
      ok: true,
      message: 'Refunded ₹1,500; credit note FCN/26-27/000002 issued.',
    });
  });

  it('sends the gift wrap box alone, with no line', async () => {
    const { api, sent } = fakeApi(refunded);
    const outcome = await runRefundAction(
      api,
      form([
        ['giftWrap', 'on'],
        ['reason', 'Torn'],
      ]),
    );
    expect(sent).toEqual([{ orderId: 7, lines: [], giftWrap: true, reason: 'Torn', requestKey: 'form-key-0001' }]);
    expect(outcome.ok).toBe(true);
  });

  it('answers a sentence without calling the API for no line, a bad amount or no reason', async () => {
    const { api, sent } = fakeApi(refunded);
    const none = await runRefundAction(api, form([['reason', 'Clasp loose']]));
    expect(none.message).toBe('Choose at least one line or the gift wrapping to refund.');
    const fraction = await runRefundAction(
      api,
      form([
        ['line:11', 'on'],
        ['amount:11', '10.5'],
        ['reason', 'x'],
      ]),
    );
    expect(fraction.message).toBe('Amount to refund: must be a whole amount.');
    const silent = await runRefundAction(api, form([['line:11', 'on']]));
    expect(silent.message).toBe('Say why the money is given back: the reason is kept with the refund.');
    expect(sent).toEqual([]);
  });

  it('answers with the server’s sentence when it refuses', async () => {
    const sentence = 'Only ₹500 is left to refund of Aurora Ring.';
    const { api } = fakeApi({
      isSuccess: false,
      statusCode: 422,
      errorMessages: [sentence],
      data: null,
      errorKind: 'bad-request',
    } as unknown as ApiResult<OrderDetail>);
    const outcome = await runRefundAction(
      api,
      form([
        ['line:11', 'on'],
        ['reason', 'x'],
      ]),
    );
    expect(outcome).toEqual({ intent: 'refund', ok: false, message: sentence });
  });
});
