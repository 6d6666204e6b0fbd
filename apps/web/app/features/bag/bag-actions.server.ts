import {
  type AddToBagInput,
  addToBagInput,
  applyCouponInput,
  bagQuantityInput,
  bagRingSizeInput,
} from '@facet/contracts/bag';
import { bagEndpoints } from '@facet/contracts/bag-endpoints';
import { recordId } from '@facet/contracts/record-ids';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';
import { isCrossSiteRequest } from '../../lib/cross-site.server.ts';
import { currencyOfRequest } from '../../lib/currency.ts';
import { safeRedirectPath, signInPath } from '../../lib/guards.server.ts';
import { pendingAddSetCookie } from '../../lib/pending-add.server.ts';
import { requestContext } from '../../lib/request-context.ts';
import { sessionContext } from '../../lib/session-context.ts';
import type { BagIntent, BagOutcome } from './bag-outcome.ts';

/*
 * Every change to the bag, posted to /cart with an `intent`: a plain form works before any
 * script, and a fetcher gets the outcome as data. Adding, from any page, also works signed out:
 * the wanted line waits in the pending-add cookie while the shopper signs in.
 */

const intents: readonly BagIntent[] = ['add', 'remove', 'quantity', 'ring-size', 'apply-coupon', 'remove-coupon'];

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function number(form: FormData, name: string): number | undefined {
  const value = text(form, name);
  return value === undefined ? undefined : Number(value);
}

/** The line the form asks for, as the API takes it (or what is wrong with it, in a sentence). */
export function readAddToBag(form: FormData): { input: AddToBagInput } | { message: string } {
  const kind = text(form, 'kind');
  const raw =
    kind === 'product'
      ? {
          kind,
          sku: text(form, 'sku'),
          quantity: number(form, 'quantity'),
          ringSize: text(form, 'ringSize'),
          engraving: text(form, 'engraving'),
        }
      : kind === 'pair'
        ? {
            kind,
            settingSku: text(form, 'settingSku'),
            stoneSku: text(form, 'stoneSku'),
            ringSize: text(form, 'ringSize'),
            engraving: text(form, 'engraving'),
          }
        : { kind, sku: text(form, 'sku') };
  const parsed = addToBagInput.safeParse(raw);
  return parsed.success ? { input: parsed.data } : { message: sentenceFor(parsed.error) };
}

type AddProblem = NonNullable<ReturnType<typeof addToBagInput.safeParse>['error']>;

function sentenceFor(error: AddProblem): string {
  const issue = error.issues[0];
  const field = issue?.path[0];
  if (field === 'ringSize') return 'Choose a ring size.';
  if (field === 'engraving') return `The engraving ${issue!.message}.`;
  if (field === 'quantity') return `The quantity ${issue!.message}.`;
  return 'That could not be added to your bag.';
}

function outcome(intent: BagIntent, ok: boolean, message: string | null, status = 200) {
  return data<BagOutcome>({ intent, ok, message }, { status });
}

/**
 * A refusal's status: the API's for a plain form (the page says why), 200 for a fetcher, whose
 * refusal is an answer the form shows, not a failed request for the console.
 */
function refusalStatus(form: FormData, status: number): number {
  return form.get('enhanced') === '1' ? 200 : status;
}

/** The action of /cart. */
export async function runBagAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const intent = intents.find((known) => known === form.get('intent'));
  if (!intent) return outcome('add', false, 'That is not something the bag can do.', 400);
  const user = context.get(sessionContext);
  // A plain form (no script) that added from another page goes on to the bag; a fetcher stays.
  const enhanced = form.get('enhanced') === '1';

  if (intent === 'add') {
    const read = readAddToBag(form);
    if ('message' in read) return outcome(intent, false, read.message, 400);
    if (!user) {
      // Another site's page may not leave a line waiting for the shopper's next sign-in.
      if (isCrossSiteRequest(request, context.get(requestContext).publicUrl)) {
        return outcome(intent, false, 'Cross-site requests are not accepted.', 403);
      }
      return rememberAndSignIn(context, read.input, safeRedirectPath(form.get('back'), '/cart'));
    }
    const answer = await apiFor(context).call(bagEndpoints.add, {
      query: { currency: currencyOfRequest(request) },
      body: read.input,
    });
    if (!answer.isSuccess) {
      return outcome(intent, false, firstMessage(answer.errorMessages), refusalStatus(form, answer.statusCode));
    }
    if (!enhanced) throw redirect('/cart');
    return outcome(intent, true, addedMessage(read.input));
  }

  if (!user) throw redirect(signInPath(request));
  const api = apiFor(context);
  const query = { currency: currencyOfRequest(request) };
  const answer = await (() => {
    switch (intent) {
      case 'remove': {
        const id = recordId.safeParse(number(form, 'id'));
        return id.success ? api.call(bagEndpoints.removeLine, { params: { id: id.data }, query }) : null;
      }
      case 'quantity': {
        const parsed = bagQuantityInput.safeParse({ id: number(form, 'id'), quantity: number(form, 'quantity') });
        return parsed.success ? api.call(bagEndpoints.setQuantity, { query, body: parsed.data }) : null;
      }
      case 'ring-size': {
        const parsed = bagRingSizeInput.safeParse({ id: number(form, 'id'), ringSize: text(form, 'ringSize') });
        return parsed.success ? api.call(bagEndpoints.setRingSize, { query, body: parsed.data }) : null;
      }
      case 'apply-coupon': {
        const parsed = applyCouponInput.safeParse({ couponCode: text(form, 'couponCode') ?? '' });
        if (!parsed.success)
          return { isSuccess: false as const, statusCode: 400, errorMessages: ['Type a coupon code.'] };
        return api.call(bagEndpoints.applyCoupon, { query, body: parsed.data });
      }
      case 'remove-coupon':
        return api.call(bagEndpoints.removeCoupon, { query });
    }
  })();
  if (answer === null) return outcome(intent, false, 'That is not a change the bag can make.', 400);
  if (!answer.isSuccess) {
    return outcome(intent, false, firstMessage(answer.errorMessages), refusalStatus(form, answer.statusCode));
  }
  return outcome(intent, true, null);
}

function firstMessage(messages: readonly string[]): string {
  return messages[0] ?? 'Something is wrong. Please try again.';
}

function addedMessage(input: AddToBagInput): string {
  if (input.kind === 'pair') return 'Your ring is in your bag.';
  if (input.kind === 'stone') return 'The stone is in your bag.';
  return (input.quantity ?? 1) > 1 ? 'They are in your bag.' : 'It is in your bag.';
}

/** Signed out: the line waits in the pending-add cookie and is added once the shopper is back. */
function rememberAndSignIn(context: Readonly<RouterContextProvider>, input: AddToBagInput, back: string): Response {
  const { publicUrl } = context.get(requestContext);
  return redirect(`/login?redirectTo=${encodeURIComponent(back)}`, {
    status: 303,
    headers: { 'set-cookie': pendingAddSetCookie({ target: 'bag', input }, publicUrl.startsWith('https://')) },
  });
}
