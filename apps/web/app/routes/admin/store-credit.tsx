import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  issueMaxInrRange,
  issueMaxUsdRange,
  type StoreCreditSettings,
  storeCreditSettings,
} from '@facet/contracts/store-credit';
import { storeCreditEndpoints } from '@facet/contracts/store-credit-endpoints';
import type { Route } from './+types/store-credit';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { ErrorNotice, Field, FormErrors } from '../../components/ui/form-controls.tsx';
import { AmountInput, rangeHint, SaveRow } from '../../features/pricing/rate-form-parts.tsx';
import { type RateOutcome, useConfirmedForm } from '../../features/pricing/use-confirmed-form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { requireArea } from '../../lib/guards.server.ts';

/*
 * Store credit (Admin, the Metal & Price area like the other money settings): the most staff may
 * give a customer in one grant, per currency (decision 031). PUT /api/store-credit/settings
 * checks and audits it; the grant form on the order and customer pages is held to it.
 */

export function meta() {
  return [{ title: 'Store credit · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'metalAndPrice');
  const answer = await apiFor(context).call(storeCreditEndpoints.settings);
  return { settings: answer.isSuccess ? answer.data : null };
}

export async function action({ request, context }: Route.ActionArgs): Promise<RateOutcome> {
  requireArea(context, request, 'metalAndPrice');
  const formId = 'storeCreditSettings';
  const submission = parseWithZod(await request.formData(), { schema: storeCreditSettings });
  if (submission.status !== 'success') return { formId, ok: false, result: submission.reply() };
  const result = await apiFor(context).call(storeCreditEndpoints.changeSettings, { body: submission.value });
  if (!result.isSuccess) {
    return {
      formId,
      ok: false,
      message: result.errorMessages[0],
      result: replyWithApiFailure(submission, result, ['issueMaxInr', 'issueMaxUsd']),
    };
  }
  return { formId, ok: true, message: 'The store credit limits are saved.', result: submission.reply() };
}

/*
 * The most one grant of store credit may be, in rupees and in dollars (decision 031): staff in
 * the Orders area may give a customer up to it at once. The Admin's; the API audits the change,
 * and the form says it is saved (or each problem beside its field).
 */
function StoreCreditSettingsForm({ settings }: { settings: StoreCreditSettings }) {
  const { fetcher, outcome, form, fields, confirm, busy } = useConfirmedForm<StoreCreditSettings>({
    formId: 'storeCreditSettings',
    schema: storeCreditSettings,
    defaultValue: { issueMaxInr: String(settings.issueMaxInr), issueMaxUsd: String(settings.issueMaxUsd) },
    // Nothing to ask first: the limit governs the next grant only, and the audit log keeps the change.
    describe: (value) =>
      value.issueMaxInr === settings.issueMaxInr && value.issueMaxUsd === settings.issueMaxUsd ? 'unchanged' : null,
  });
  return (
    <div className="max-w-md rounded-md border border-line bg-white p-5" data-testid="store-credit-settings">
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.issueMaxInr!}
          label="Most one grant may be, in rupees"
          hint={<>Whole rupees. {rangeHint(issueMaxInrRange)}</>}
        >
          <AmountInput meta={fields.issueMaxInr!} unit="₹" />
        </Field>
        <Field
          meta={fields.issueMaxUsd!}
          label="Most one grant may be, in dollars"
          hint={<>Whole dollars. {rangeHint(issueMaxUsdRange)}</>}
        >
          <AmountInput meta={fields.issueMaxUsd!} unit="$" />
        </Field>
        <SaveRow outcome={outcome} busy={busy} className="mt-2" />
      </fetcher.Form>
      {confirm}
    </div>
  );
}

export default function StoreCreditPage({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <>
      <PageHeader
        title="Store credit"
        description="Staff with the Orders area give customers store credit as goodwill, from an order’s page or a customer’s. One grant may be at most this much; every grant and every change here is in the audit log."
      />
      {settings ? (
        <StoreCreditSettingsForm settings={settings} />
      ) : (
        <ErrorNotice>The store credit settings could not be read. Please reload the page in a moment.</ErrorNotice>
      )}
    </>
  );
}
