import type { EndpointAddress } from '@facet/contracts/endpoint';
import { orderEndpoints } from '@facet/contracts/order-endpoints';
import type { OrderDetail } from '@facet/contracts/orders';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { runOrderAction } from './order-actions.server.ts';

/* The back-office's status change: what it sends the API, and the sentence it answers with. */

function fakeApi(answer: ApiResult<OrderDetail>, order?: Partial<OrderDetail>) {
  const sent: unknown[] = [];
  const api = {
    call: async (address: EndpointAddress, input: { body?: unknown }) => {
      if (address === orderEndpoints.one) return { isSuccess: true, statusCode: 200, errorMessages: [], data: order };
      expect(address).toBe(orderEndpoints.updateStatus);
      sent.push(input.body);
      return answer;
    },
  } as unknown as ApiClient;
  return { api, sent };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries({ intent: 'update-status', id: '7', ...fields })) data.set(key, value);
  return data;
};

const moved = { isSuccess: true, statusCode: 200, errorMessages: [], data: { number: 'FCT-000007', state: 'Shipped' } };

describe('runOrderAction', () => {
  it('leaves out a tracking number that was not given (the API refuses null), and sends one that was', async () => {
    const plain = fakeApi(moved as unknown as ApiResult<OrderDetail>);
    await runOrderAction(plain.api, form({ status: 'Processing', note: 'To the workshop' }));
    expect(plain.sent).toEqual([{ id: 7, status: 'Processing', note: 'To the workshop' }]);

    const shipping = fakeApi(moved as unknown as ApiResult<OrderDetail>);
    const outcome = await runOrderAction(
      shipping.api,
      form({
        status: 'Shipped',
        note: '',
        trackingNumber: ' BD 12-34 ',
        carrierId: '3',
        estimatedDelivery: '2026-12-02',
      }),
    );
    expect(shipping.sent).toEqual([
      { id: 7, status: 'Shipped', note: '', trackingNumber: 'BD 12-34', carrierId: 3, estimatedDelivery: '2026-12-02' },
    ]);
    expect(outcome).toEqual({ intent: 'update-status', ok: true, message: 'Order FCT-000007 is now shipped.' });
  });

  it('answers with the server’s sentence when it refuses the move', async () => {
    const sentence = 'An order that has shipped cannot be cancelled; refund it once it is returned.';
    const { api } = fakeApi({
      isSuccess: false,
      statusCode: 422,
      errorMessages: [sentence],
      data: null,
      errorKind: 'bad-request',
    });
    expect(await runOrderAction(api, form({ status: 'Cancelled' }))).toEqual({
      intent: 'update-status',
      ok: false,
      message: sentence,
    });
  });

  it('sends the HUIDs typed for each piece, by line in piece order, raised to capitals, only when shipping', async () => {
    const shipping = fakeApi(moved as unknown as ApiResult<OrderDetail>);
    await runOrderAction(
      shipping.api,
      form({
        status: 'Shipped',
        trackingNumber: 'BD 1 IN',
        carrierId: '3',
        insuredValue: '150000.50',
        'huid:12:2': 'zz99q1',
        'huid:12:1': ' AB12C3 ',
        'huid:15:1': 'ag9250',
      }),
    );
    expect(shipping.sent).toEqual([
      {
        id: 7,
        status: 'Shipped',
        note: '',
        trackingNumber: 'BD 1 IN',
        carrierId: 3,
        insuredValue: 150000.5,
        huids: [
          { lineId: 12, huids: ['AB12C3', 'ZZ99Q1'] },
          { lineId: 15, huids: ['AG9250'] },
        ],
      },
    ]);
    // Without scripts the fields show beside every move; another move leaves them out.
    const processing = fakeApi(moved as unknown as ApiResult<OrderDetail>);
    await runOrderAction(processing.api, form({ status: 'Processing', 'huid:12:1': 'AB12C3' }));
    expect(processing.sent).toEqual([{ id: 7, status: 'Processing', note: '' }]);
  });

  it('names the pieces whose HUID was left empty, and refuses a malformed one, before moving anything', async () => {
    const ring = { id: 12, name: 'Willow Leaf Ring', details: 'Yellow Gold', quantity: 2 };
    const empty = fakeApi(moved as unknown as ApiResult<OrderDetail>, {
      lines: [ring] as unknown as OrderDetail['lines'],
    });
    const outcome = await runOrderAction(
      empty.api,
      form({ status: 'Shipped', trackingNumber: 'BD 1 IN', carrierId: '3', 'huid:12:1': 'AB12C3', 'huid:12:2': ' ' }),
    );
    expect(outcome.message).toBe('Enter the HUID of Willow Leaf Ring, Yellow Gold (piece 2 of 2).');
    expect(empty.sent).toEqual([]);
    const bad = fakeApi(moved as unknown as ApiResult<OrderDetail>);
    const malformed = await runOrderAction(
      bad.api,
      form({ status: 'Shipped', trackingNumber: 'BD 1 IN', carrierId: '3', 'huid:12:1': 'AB-2C3' }),
    );
    expect(malformed.message).toBe('A HUID is 6 letters or digits.');
    expect(bad.sent).toEqual([]);
  });

  it('asks for the carrier before calling the API to ship', async () => {
    const { api, sent } = fakeApi(moved as unknown as ApiResult<OrderDetail>);
    const outcome = await runOrderAction(api, form({ status: 'Shipped', trackingNumber: '12345678901' }));
    expect(outcome).toEqual({ intent: 'update-status', ok: false, message: 'Choose the carrier of the parcel.' });
    expect(sent).toEqual([]);
  });

  it('asks for a status before calling the API', async () => {
    const { api, sent } = fakeApi(moved as unknown as ApiResult<OrderDetail>);
    expect((await runOrderAction(api, form({ status: '' }))).message).toBe('Choose the new status.');
    expect(sent).toEqual([]);
  });
});
