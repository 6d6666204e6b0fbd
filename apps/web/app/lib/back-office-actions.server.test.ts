import type { ApiFetch, ApiFetchInit } from '@facet/contracts/web-context';
import { describe, expect, it } from 'vitest';
import { runCustomJewelleryAction } from '../features/custom-jewellery/staff-actions.server.ts';
import { runInquiryAction } from '../features/inquiries/inquiry-actions.server.ts';
import { createApiClient } from './api-client.ts';

/*
 * Reply and delete, the back-office actions inquiries and custom jewellery requests share: each
 * feature's path, one sentence for the toast, the API's refusal under the field it names.
 */

function apiAnswering(status: number, body: unknown) {
  const calls: { path: string; init: ApiFetchInit | undefined }[] = [];
  const transport: ApiFetch = async (path, init) => {
    calls.push({ path, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { api: createApiClient(transport), calls };
}

const ok = (data: unknown) => ({ statusCode: 200, errorMessages: [], data, isSuccess: true });
const refused = (statusCode: number, errorMessages: string[]) => ({
  statusCode,
  errorMessages,
  data: null,
  isSuccess: false,
});

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const asha = { name: 'Asha Menon', email: 'asha@example.org' };

describe('a reply by e-mail', () => {
  it('goes to each feature’s own address and says where it went', async () => {
    const inquiry = apiAnswering(200, ok(asha));
    const answer = await runInquiryAction(
      inquiry.api,
      form({ intent: 'reply', id: '7', message: 'Yes, on Saturday.' }),
    );
    expect(inquiry.calls[0]!.path).toBe('/api/inquiry/7/reply');
    expect(JSON.parse(String(inquiry.calls[0]!.init?.body))).toEqual({ message: 'Yes, on Saturday.' });
    expect(answer).toMatchObject({
      intent: 'reply',
      ok: true,
      recordId: 7,
      message: 'Your reply to Asha Menon is on its way to asha@example.org.',
    });

    const request = apiAnswering(200, ok(asha));
    await runCustomJewelleryAction(request.api, form({ intent: 'reply', id: '9', message: 'We can make it.' }));
    expect(request.calls[0]!.path).toBe('/api/custom-jewellery/reply');
    expect(JSON.parse(String(request.calls[0]!.init?.body))).toEqual({ id: 9, message: 'We can make it.' });
  });

  it('is not sent when empty, and shows the API’s refusal under the message', async () => {
    const empty = apiAnswering(200, ok(asha));
    const unsent = await runInquiryAction(empty.api, form({ intent: 'reply', id: '7', message: ' ' }));
    expect(empty.calls).toHaveLength(0);
    expect(unsent.ok).toBe(false);
    expect(unsent.result?.error?.message).toHaveLength(1);

    const api = apiAnswering(400, refused(400, ['message: must be at most 5000 characters']));
    const answer = await runCustomJewelleryAction(api.api, form({ intent: 'reply', id: '9', message: 'Hello there' }));
    expect(answer).toMatchObject({ intent: 'reply', ok: false, message: 'message: must be at most 5000 characters' });
    expect(answer.result?.error?.message).toEqual(['must be at most 5000 characters']);
  });
});

describe('a delete', () => {
  it('names what went, at each feature’s own address', async () => {
    const inquiry = apiAnswering(200, ok(null));
    const gone = await runInquiryAction(inquiry.api, form({ intent: 'delete', id: '7', name: 'Asha Menon' }));
    expect(inquiry.calls[0]!.path).toBe('/api/inquiry/7');
    expect(gone).toEqual({
      intent: 'delete',
      ok: true,
      message: 'The inquiry from Asha Menon is deleted.',
      recordId: 7,
    });

    const request = apiAnswering(200, ok(null));
    const deleted = await runCustomJewelleryAction(request.api, form({ intent: 'delete', id: '9', name: 'Ravi' }));
    expect(request.calls[0]!.path).toBe('/api/custom-jewellery/9');
    expect(deleted.message).toBe('The request from Ravi is deleted.');
  });

  it('says there is no such record for an id that cannot be one, and passes the API’s refusal on', async () => {
    const api = apiAnswering(200, ok(null));
    for (const id of ['0', '-1', 'abc', '1.5']) {
      const answer = await runCustomJewelleryAction(api.api, form({ intent: 'delete', id }));
      expect(answer).toEqual({ intent: 'delete', ok: false, message: 'There is no such request.' });
    }
    expect(api.calls).toHaveLength(0);
    const missing = apiAnswering(404, refused(404, ['There is no such inquiry.']));
    expect(await runInquiryAction(missing.api, form({ intent: 'delete', id: '7' }))).toMatchObject({
      ok: false,
      message: 'There is no such inquiry.',
    });
  });
});
