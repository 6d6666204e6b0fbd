import { describe, expect, it } from 'vitest';
import { apiAnswering, ok, refused } from '../../lib/testing/api-answering.ts';
import { runCouponAction } from './coupon-actions.server.ts';
import { readableCouponMessage } from './coupon-form-fields.ts';
import { saveCoupon } from './coupon-save.server.ts';

function couponForm(values: Record<string, string>): FormData {
  const form = new FormData();
  const fields = {
    couponCode: 'diwali-10',
    description: 'Diwali',
    discount: '10',
    limit: '100',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    ...values,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('saving the coupon form', () => {
  it('sends a new coupon as the API takes it: the code in capitals, numbers as numbers', async () => {
    const { api, calls } = apiAnswering(200, ok({ id: 7, couponCode: 'DIWALI-10' }));
    const outcome = await saveCoupon(api, couponForm({ oneUsePerCustomer: 'on' }));
    expect(outcome).toMatchObject({ ok: true, message: 'Coupon DIWALI-10 is added.' });
    expect(calls[0]!.path).toBe('/api/discount-coupon');
    expect(calls[0]!.init!.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({
      couponCode: 'DIWALI-10',
      description: 'Diwali',
      discount: 10,
      limit: 100,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      oneUsePerCustomer: true,
    });
  });

  it('sends a description left empty as an empty one', async () => {
    const { api, calls } = apiAnswering(200, ok({ id: 8, couponCode: 'DIWALI-10' }));
    expect(await saveCoupon(api, couponForm({ description: '' }))).toMatchObject({ ok: true });
    expect(JSON.parse(String(calls[0]!.init!.body))).toMatchObject({ description: '' });
  });

  it('changes the coupon of the page’s address, whatever id the form carries', async () => {
    const { api, calls } = apiAnswering(200, ok({ id: 7, couponCode: 'DIWALI-10' }));
    const outcome = await saveCoupon(api, couponForm({ id: '99' }), 7);
    expect(outcome).toMatchObject({ ok: true, message: 'Coupon DIWALI-10 is saved.' });
    expect(calls[0]!.init!.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.init!.body))).toMatchObject({ id: 7, oneUsePerCustomer: false });
  });

  it('refuses an end before the start beside the end date, without calling the API', async () => {
    const { api, calls } = apiAnswering(200, ok({}));
    const outcome = await saveCoupon(api, couponForm({ endDate: '2026-11-30' }));
    expect(calls).toHaveLength(0);
    expect(outcome.ok).toBe(false);
    expect(outcome.result.error).toEqual({ endDate: ['must not be before startDate'] });
  });

  it('puts each line of the API’s refusal beside its field, and the rest above the form', async () => {
    const { api } = apiAnswering(
      400,
      refused(400, ['endDate: must not be before startDate', 'A coupon with the code DIWALI-10 already exists.']),
    );
    const outcome = await saveCoupon(api, couponForm({}));
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toBe('The coupon is not saved: 2 problems, shown on the form.');
    expect(outcome.result.error).toEqual({
      endDate: ['must not be before startDate'],
      '': ['A coupon with the code DIWALI-10 already exists.'],
    });
  });

  it('tells a lone refusal in the toast in the server’s words', async () => {
    const { api } = apiAnswering(409, refused(409, ['A coupon with the code DIWALI-10 already exists.']));
    const outcome = await saveCoupon(api, couponForm({}));
    expect(outcome.message).toBe('The coupon is not saved: A coupon with the code DIWALI-10 already exists.');
  });

  it('names the fields in staff’s words', () => {
    expect(readableCouponMessage('must not be before startDate')).toBe('must not be before the start date');
  });
});

describe('ending and deleting a coupon', () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return data;
  };

  it('ends a coupon', async () => {
    const { api, calls } = apiAnswering(200, ok({ id: 3, couponCode: 'SPRING' }));
    expect(await runCouponAction(api, form({ intent: 'end', id: '3', code: 'SPRING' }))).toEqual({
      intent: 'end',
      ok: true,
      message: 'Coupon SPRING is ended: shoppers can no longer use it.',
    });
    expect(calls[0]).toMatchObject({ path: '/api/discount-coupon/end/3', init: { method: 'PUT' } });
  });

  it('keeps the server’s words when a used coupon cannot be deleted', async () => {
    const { api, calls } = apiAnswering(409, refused(409, ['This coupon has been used; end it instead.']));
    expect(await runCouponAction(api, form({ intent: 'delete', id: '3', code: 'SPRING' }))).toEqual({
      intent: 'delete',
      ok: false,
      message: 'This coupon has been used; end it instead.',
    });
    expect(calls[0]).toMatchObject({ path: '/api/discount-coupon/3', init: { method: 'DELETE' } });
  });

  it('refuses what names no coupon', async () => {
    const { api, calls } = apiAnswering(200, ok(null));
    expect(await runCouponAction(api, form({ intent: 'delete', id: 'x' }))).toMatchObject({ ok: false });
    expect(calls).toHaveLength(0);
  });
});
