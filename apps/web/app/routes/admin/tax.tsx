import { parseWithZod } from '@conform-to/zod/v4';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { panAboveInput, taxClassAssignmentInput, updateTaxClassInput } from '@facet/contracts/tax-classes';
import { taxEndpoints } from '@facet/contracts/tax-endpoints';
import { documentPrefixesInput } from '@facet/contracts/tax-documents';
import type { Route } from './+types/tax';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { ErrorNotice } from '../../components/ui/form-controls.tsx';
import type { RateOutcome } from '../../features/pricing/use-confirmed-form.tsx';
import { DocumentPrefixesForm } from '../../features/pricing/document-prefixes-form.tsx';
import { PanThresholdForm } from '../../features/pricing/pan-threshold-form.tsx';
import { TaxAssignments } from '../../features/pricing/tax-assignments.tsx';
import { TaxClassForm } from '../../features/pricing/tax-class-form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { requireArea } from '../../lib/guards.server.ts';

/*
 * Tax (Admin, the Metal & Price area): the tax classes — HSN code, description, GST rate — with
 * the sub types and stone categories in each, and the PAN threshold. Every line of a bag, an
 * order and an invoice is taxed at its class; the jewellery class's rate is also the pricing
 * chain's tax, so changing it reprices the shop (the page asks first).
 */

export function meta() {
  return [{ title: 'Tax · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'metalAndPrice');
  const api = apiFor(context);
  const [answer, prefixes] = await Promise.all([
    api.call(taxEndpoints.settings),
    api.call(taxEndpoints.documentPrefixes),
  ]);
  return { tax: answer.isSuccess ? answer.data : null, prefixes: prefixes.isSuccess ? prefixes.data : null };
}

export async function action({ request, context }: Route.ActionArgs): Promise<RateOutcome> {
  requireArea(context, request, 'metalAndPrice');
  const formData = await request.formData();
  const api = apiFor(context);
  const intent = String(formData.get('intent'));
  if (intent === 'class') {
    const key = String(formData.get('key'));
    const formId = `class:${key}`;
    const submission = parseWithZod(formData, { schema: updateTaxClassInput });
    if (submission.status !== 'success') return { formId, ok: false, result: submission.reply() };
    const result = await api.call(taxEndpoints.updateClass, { params: { key }, body: submission.value });
    if (!result.isSuccess) {
      return {
        formId,
        ok: false,
        message: result.errorMessages[0],
        result: replyWithApiFailure(submission, result, ['hsn', 'description', 'rate']),
      };
    }
    return { formId, ok: true, message: `${submission.value.description} is saved.`, result: submission.reply() };
  }
  if (intent === 'assign') {
    const submission = parseWithZod(formData, { schema: taxClassAssignmentInput });
    if (submission.status !== 'success') return { formId: 'assign', ok: false, message: SOMETHING_IS_WRONG };
    const result = await api.call(taxEndpoints.assign, { body: submission.value });
    const name = submission.value.subType ?? submission.value.stoneCategory;
    return result.isSuccess
      ? { formId: 'assign', ok: true, message: `${name} is in its new tax class.` }
      : { formId: 'assign', ok: false, message: result.errorMessages[0] ?? SOMETHING_IS_WRONG };
  }
  if (intent === 'panAbove') {
    const submission = parseWithZod(formData, { schema: panAboveInput });
    if (submission.status !== 'success') return { formId: 'panAbove', ok: false, result: submission.reply() };
    const result = await api.call(taxEndpoints.updatePanAbove, { body: submission.value });
    if (!result.isSuccess) {
      return {
        formId: 'panAbove',
        ok: false,
        message: result.errorMessages[0],
        result: replyWithApiFailure(submission, result, ['panAbove']),
      };
    }
    return { formId: 'panAbove', ok: true, message: 'The PAN threshold is saved.', result: submission.reply() };
  }
  if (intent === 'prefixes') {
    const submission = parseWithZod(formData, { schema: documentPrefixesInput });
    if (submission.status !== 'success') return { formId: 'prefixes', ok: false, result: submission.reply() };
    const result = await api.call(taxEndpoints.updateDocumentPrefixes, { body: submission.value });
    if (!result.isSuccess) {
      return {
        formId: 'prefixes',
        ok: false,
        message: result.errorMessages[0],
        result: replyWithApiFailure(submission, result, ['invoicePrefix', 'creditNotePrefix']),
      };
    }
    return { formId: 'prefixes', ok: true, message: 'The prefixes are saved.', result: submission.reply() };
  }
  return { formId: 'unknown', ok: false, message: SOMETHING_IS_WRONG };
}

export default function Tax({ loaderData }: Route.ComponentProps) {
  const { tax, prefixes } = loaderData;
  return (
    <>
      <PageHeader
        title="Tax"
        description="GST by kind of goods: every line of a bag, an order and an invoice is taxed at its class’s rate. Prices stay tax-inclusive for buyers in India; exports are zero-rated. Confirm every code, rate and threshold with the shop’s accountant."
      />
      {tax ? (
        <>
          <section aria-labelledby="classes-title" className="mb-12">
            <h2 id="classes-title" className="font-display text-2xl text-ink">
              Tax classes
            </h2>
            <p className="mb-4 text-sm text-stone">
              A stone set in a built ring is jewellery. The jewellery class’s rate is also the tax in every price, so
              changing it reprices every piece.
            </p>
            <ul className="space-y-3">
              {tax.classes.map((taxClass) => (
                <TaxClassForm key={taxClass.key} taxClass={taxClass} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="assignments-title" className="mb-12">
            <h2 id="assignments-title" className="mb-4 font-display text-2xl text-ink">
              What is in each class
            </h2>
            <TaxAssignments classes={tax.classes} />
          </section>
          <section aria-labelledby="pan-title">
            <h2 id="pan-title" className="font-display text-2xl text-ink">
              PAN
            </h2>
            <p className="mb-4 text-sm text-stone">
              Above this total, a buyer in India gives their PAN at checkout, or declares Form 60.
            </p>
            <PanThresholdForm panAbove={tax.panAbove} />
          </section>
          {prefixes ? (
            <section aria-labelledby="prefixes-title" className="mt-12">
              <h2 id="prefixes-title" className="font-display text-2xl text-ink">
                Document numbers
              </h2>
              <p className="mb-4 text-sm text-stone">
                Tax invoices and credit notes are numbered in a series of their own per financial year, without gaps. A
                new prefix applies to the next number; issued documents keep theirs.
              </p>
              <DocumentPrefixesForm prefixes={prefixes} />
            </section>
          ) : null}
        </>
      ) : (
        <ErrorNotice>The tax settings could not be read. Please reload the page in a moment.</ErrorNotice>
      )}
    </>
  );
}
