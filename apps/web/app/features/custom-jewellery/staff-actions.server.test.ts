import { describe, expect, it } from 'vitest';
import { apiAnswering, formOf, ok, refused } from '../../lib/testing/api-answering.ts';
import { runCustomJewelleryAction } from './staff-actions.server.ts';

/*
 * Reply and delete on the custom requests' back-office (lib/back-office-actions.server.ts, which
 * inquiries share): the request's own address, one sentence for the toast, the API's refusal
 * under the field it names.
 */

describe('a custom request’s reply by e-mail', () => {
  it('goes to the requests’ address with the id in the body', async () => {
    const request = apiAnswering(200, ok({ name: 'Asha Menon', email: 'asha@example.org' }));
    await runCustomJewelleryAction(request.api, formOf({ intent: 'reply', id: '9', message: 'We can make it.' }));
    expect(request.calls[0]!.path).toBe('/api/custom-jewellery/reply');
    expect(JSON.parse(String(request.calls[0]!.init?.body))).toEqual({ id: 9, message: 'We can make it.' });
  });

  it('shows the API’s refusal under the message', async () => {
    const api = apiAnswering(400, refused(400, ['message: must be at most 5000 characters']));
    const answer = await runCustomJewelleryAction(
      api.api,
      formOf({ intent: 'reply', id: '9', message: 'Hello there' }),
    );
    expect(answer).toMatchObject({ intent: 'reply', ok: false, message: 'message: must be at most 5000 characters' });
    expect(answer.result?.error?.message).toEqual(['must be at most 5000 characters']);
  });
});

describe('a custom request’s delete', () => {
  it('names what went, at the request’s address', async () => {
    const request = apiAnswering(200, ok(null));
    const deleted = await runCustomJewelleryAction(request.api, formOf({ intent: 'delete', id: '9', name: 'Ravi' }));
    expect(request.calls[0]!.path).toBe('/api/custom-jewellery/9');
    expect(deleted.message).toBe('The request from Ravi is deleted.');
  });

  it('says there is no such request for an id that cannot be one, without asking the API', async () => {
    const api = apiAnswering(200, ok(null));
    for (const id of ['0', '-1', 'abc', '1.5']) {
      const answer = await runCustomJewelleryAction(api.api, formOf({ intent: 'delete', id }));
      expect(answer).toEqual({ intent: 'delete', ok: false, message: 'There is no such request.' });
    }
    expect(api.calls).toHaveLength(0);
  });
});
