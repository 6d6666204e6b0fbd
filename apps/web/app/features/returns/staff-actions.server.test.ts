import type { EndpointAddress } from '@facet/contracts/endpoint';
import { returnRequestEndpoints } from '@facet/contracts/return-request-endpoints';
import type { ReturnRequestRecord } from '@facet/contracts/returns';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { runReturnAction } from './staff-actions.server.ts';

/* The back-office's return request move: what it sends the API, and the sentence it answers with. */

const PICTURE = '0b6f9d3c-1c4a-4f7e-9a51-3f2d8c7e6a10';

function fakeApi(answer: ApiResult<ReturnRequestRecord>) {
  const sent: unknown[] = [];
  const api = {
    call: async (address: EndpointAddress, input: { body: unknown }) => {
      expect(address).toBe(returnRequestEndpoints.move);
      sent.push(input.body);
      return answer;
    },
  } as unknown as ApiClient;
  return { api, sent };
}

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries({ intent: 'move', id: '7', ...fields })) {
    for (const one of [value].flat()) data.append(key, one);
  }
  return data;
};

const moved = (state: string) =>
  ({
    isSuccess: true,
    statusCode: 200,
    errorMessages: [],
    data: { number: 'RTN-000007', state },
  }) as unknown as ApiResult<ReturnRequestRecord>;

describe('runReturnAction', () => {
  it('sends the move with its note and the inspection’s pictures, and says where the request is now', async () => {
    const { api, sent } = fakeApi(moved('failed'));
    const outcome = await runReturnAction(
      api,
      form({ status: 'failed', note: ' Deep scratches inside. ', pictures: [PICTURE] }),
    );
    expect(sent).toEqual([{ id: 7, status: 'failed', note: 'Deep scratches inside.', pictures: [PICTURE] }]);
    expect(outcome).toEqual({ intent: 'move', ok: true, message: 'Request RTN-000007 is now ‘Inspection failed’.' });
  });

  it('asks for a note before refusing a request or failing an inspection, without calling the API', async () => {
    for (const status of ['rejected', 'failed']) {
      const { api, sent } = fakeApi(moved(status));
      expect(await runReturnAction(api, form({ status, note: '   ' }))).toEqual({
        intent: 'move',
        ok: false,
        message: 'Say why in the note: the customer reads it.',
      });
      expect(sent).toEqual([]);
    }
  });

  it('asks for the next step when none was chosen, and refuses a state that is not one', async () => {
    for (const status of ['', 'lost']) {
      const { api, sent } = fakeApi(moved('approved'));
      expect(await runReturnAction(api, form({ status }))).toEqual({
        intent: 'move',
        ok: false,
        message: 'Choose what happens next.',
      });
      expect(sent).toEqual([]);
    }
  });

  it('answers with the server’s sentence when it refuses the move', async () => {
    const sentence = 'Settling a request (refund, credit, shipping back) is not available yet.';
    const { api } = fakeApi({
      isSuccess: false,
      statusCode: 503,
      errorMessages: [sentence],
      data: null,
      errorKind: 'server',
    } as unknown as ApiResult<ReturnRequestRecord>);
    expect(await runReturnAction(api, form({ status: 'returned-to-customer' }))).toEqual({
      intent: 'move',
      ok: false,
      message: sentence,
    });
  });

  it('answers an unknown intent with the general sentence', async () => {
    const { api, sent } = fakeApi(moved('approved'));
    const outcome = await runReturnAction(api, form({ intent: 'delete' }));
    expect(outcome.ok).toBe(false);
    expect(outcome.intent).toBe('unknown');
    expect(sent).toEqual([]);
  });
});
