import { parseWithZod } from '@conform-to/zod/v4';
import { pricingParameterEndpoints } from '@facet/contracts/pricing-parameter-endpoints';
import {
  hallmarkParameterKeys,
  pricingParameterKeys,
  repricesNothing,
  shippingParameterKeys,
} from '@facet/contracts/pricing-parameters';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { metalEndpoints } from '@facet/contracts/metal-endpoints';
import { updateMetalInput } from '@facet/contracts/metals';
import type { Route } from './+types/metal-and-price';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { ErrorNotice } from '../../components/ui/form-controls.tsx';
import { MetalForm } from '../../features/pricing/metal-form.tsx';
import { PricingParameterForm } from '../../features/pricing/pricing-parameter-form.tsx';
import {
  isPricingParameterKey,
  pricingParameterCalls,
  pricingParameterTexts,
} from '../../features/pricing/pricing-parameters.ts';
import type { RateOutcome } from '../../features/pricing/use-confirmed-form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { formatDateTime, plural } from '../../lib/format.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { requireArea } from '../../lib/guards.server.ts';

/*
 * Metal & Price (Admin only): the metal rates and making charges, the pricing
 * parameters, and the weight from which a piece ships with its HUID. Every change reprices the catalogue at once, so the page says what
 * will happen — with a worked example — before it is sent. The forms post to this page's
 * action, so they work before the scripts load too (without the question, then).
 */

export function meta() {
  return [{ title: 'Metal & Price · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'metalAndPrice');
  const api = apiFor(context);
  const [metals, pricing] = await Promise.all([api.call(metalEndpoints.list), api.call(pricingParameterEndpoints.all)]);
  return {
    metals: metals.isSuccess ? metals.data : null,
    pricing: pricing.isSuccess ? pricing.data : null,
  };
}

export async function action({ request, context }: Route.ActionArgs): Promise<RateOutcome> {
  requireArea(context, request, 'metalAndPrice');
  const formData = await request.formData();
  const api = apiFor(context);
  const intent = String(formData.get('intent'));
  if (intent === 'metal') {
    const formId = `metal:${String(formData.get('name'))}`;
    const submission = parseWithZod(formData, { schema: updateMetalInput });
    if (submission.status !== 'success') return { formId, ok: false, result: submission.reply() };
    const result = await api.call(metalEndpoints.update, { body: submission.value });
    if (!result.isSuccess) {
      return {
        formId,
        ok: false,
        message: result.errorMessages[0],
        result: replyWithApiFailure(submission, result, ['pricePerUnit', 'labour']),
      };
    }
    return {
      formId,
      ok: true,
      message: `${result.data.name} is saved; ${plural(result.data.repricedVariants, 'variant')} repriced.`,
      result: submission.reply(),
    };
  }
  if (isPricingParameterKey(intent)) {
    const key = intent;
    const submission = parseWithZod(formData, { schema: pricingParameterCalls[key].schema });
    if (submission.status !== 'success') return { formId: key, ok: false, result: submission.reply() };
    const result = await api.call(pricingParameterCalls[key].endpoint, { body: submission.value });
    if (!result.isSuccess) {
      return {
        formId: key,
        ok: false,
        message: result.errorMessages[0],
        result: replyWithApiFailure(submission, result, [key]),
      };
    }
    const repriced = result.data.repricedVariants;
    return {
      formId: key,
      ok: true,
      message: repricesNothing(key)
        ? `${pricingParameterTexts[key].saved} is saved.`
        : `${pricingParameterTexts[key].saved} is saved; ${plural(repriced, 'variant')} repriced.`,
      result: submission.reply(),
    };
  }
  return { formId: 'unknown', ok: false, message: SOMETHING_IS_WRONG };
}

/** The parameters every price is made from; the shipping and HUID ones have sections of their own. */
const pricedKeys = pricingParameterKeys.filter((key) => !repricesNothing(key));

function Unavailable({ what }: { what: string }) {
  return <ErrorNotice>{what}. Please reload the page in a moment.</ErrorNotice>;
}

export default function MetalAndPrice({ loaderData }: Route.ComponentProps) {
  const { metals, pricing } = loaderData;
  return (
    <>
      <PageHeader
        title="Metal & Price"
        description="The rates every price is made from. A change reprices the whole catalogue at once; the page shows what it does before it is saved."
      />
      <section aria-labelledby="metals-title" className="mb-12">
        <h2 id="metals-title" className="font-display text-2xl text-ink">
          Metals
        </h2>
        <p className="mb-4 text-sm text-stone">
          Rate and making charge per gram, in rupees. A piece’s metal value is its weight times the rate.
        </p>
        {metals && pricing ? (
          <ul className="space-y-3">
            {metals.map((metal) => (
              <MetalForm key={metal.id} metal={metal} pricing={pricing} />
            ))}
          </ul>
        ) : (
          <Unavailable what="Failed to fetch metal" />
        )}
      </section>
      <section aria-labelledby="params-title">
        <h2 id="params-title" className="font-display text-2xl text-ink">
          Pricing parameters
        </h2>
        <p className="mb-4 text-sm text-stone">
          Price = (metal + making + stones) × (1 + margin) × (1 + tax), less the shop discount and the piece’s best
          discount, rounded to a whole rupee or dollar.
          {pricing?.updateDate ? <> Last changed {formatDateTime(pricing.updateDate)}.</> : null}
        </p>
        {pricing && metals ? (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
            {pricedKeys.map((name) => (
              <PricingParameterForm key={name} name={name} pricing={pricing} metals={metals} />
            ))}
          </ul>
        ) : (
          <Unavailable what="Failed to fetch params data" />
        )}
      </section>
      <section aria-labelledby="shipping-title" className="mt-12">
        <h2 id="shipping-title" className="font-display text-2xl text-ink">
          Insured shipping
        </h2>
        <p className="mb-4 text-sm text-stone">
          Set in each currency, never converted: an order ships free once its pieces come to the amount shown, and pays
          the fee below it. Changing these reprices nothing.
        </p>
        {pricing && metals ? (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
            {shippingParameterKeys.map((name) => (
              <PricingParameterForm key={name} name={name} pricing={pricing} metals={metals} />
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="hallmark-title" className="mt-12">
        <h2 id="hallmark-title" className="font-display text-2xl text-ink">
          Hallmark (HUID)
        </h2>
        <p className="mb-4 text-sm text-stone">
          Which pieces ship with their HUID, the code the assaying centre gives each hallmarked gold or silver piece:
          staff enter one per piece when an order ships. Platinum and loose stones never need one; an Admin can let a
          piece off in the jewellery editor. Changing this reprices nothing.
        </p>
        {pricing && metals ? (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
            {hallmarkParameterKeys.map((name) => (
              <PricingParameterForm key={name} name={name} pricing={pricing} metals={metals} />
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
