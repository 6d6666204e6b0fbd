import { describe, expect, it } from 'vitest';
import { apiAnswering, formOf, ok, refused } from '../../lib/testing/api-answering.ts';
import { runInquiryAction } from './inquiry-actions.server.ts';

/*
 * Reply and delete on the inquiries' back-office (lib/back-office-actions.server.ts, which custom
 * jewellery requests share): the inquiry's own address, one sentence for the toast, the API's
 * refusal passed on.
 */

const asha = { name: 'Asha Menon', email: 'asha@example.org' };

describe('an inquiry’s reply by e-mail', () => {
  it('goes to the inquiry’s address and says where it went', async () => {
    const inquiry = apiAnswering(200, ok(asha));
    const answer = await runInquiryAction(
      inquiry.api,
      formOf({ intent: 'reply', id: '7', message: 'Yes, on Saturday.' }),
    );
    expect(inquiry.calls[0]!.path).toBe('/api/inquiry/7/reply');
    expect(JSON.parse(String(inquiry.calls[0]!.init?.body))).toEqual({ message: 'Yes, on Saturday.' });
    expect(answer).toMatchObject({
      intent: 'reply',
      ok: true,
      recordId: 7,
      message: 'Your reply to Asha Menon is on its way to asha@example.org.',
    });
  });

  it('is not sent when empty', async () => {
    const empty = apiAnswering(200, ok(asha));
    const unsent = await runInquiryAction(empty.api, formOf({ intent: 'reply', id: '7', message: ' ' }));
    expect(empty.calls).toHaveLength(0);
    expect(unsent.ok).toBe(false);
    expect(unsent.result?.error?.message).toHaveLength(1);
  });
});

describe('an inquiry’s delete', () => {
  it('names what went, at the inquiry’s address', async () => {
    const inquiry = apiAnswering(200, ok(null));
    const gone = await runInquiryAction(inquiry.api, formOf({ intent: 'delete', id: '7', name: 'Asha Menon' }));
    expect(inquiry.calls[0]!.path).toBe('/api/inquiry/7');
    expect(gone).toEqual({
      intent: 'delete',
      ok: true,
      message: 'The inquiry from Asha Menon is deleted.',
      recordId: 7,
    });
  });

  it('passes the API’s refusal on', async () => {
    const missing = apiAnswering(404, refused(404, ['There is no such inquiry.']));
    expect(await runInquiryAction(missing.api, formOf({ intent: 'delete', id: '7' }))).toMatchObject({
      ok: false,
      message: 'There is no such inquiry.',
    });
  });
});
