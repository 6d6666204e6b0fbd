import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { registerInput } from '@facet/contracts/auth';
import { authEndpoints } from '@facet/contracts/auth-endpoints';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { NameFields } from '../../../features/account/name-fields.tsx';
import { RingSizeSelect } from '../../../features/account/ring-size-select.tsx';
import type { Route } from './+types/signup';
import { Field, FormErrors, inputClass, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { AuthCard } from '../../../features/auth/auth-card.tsx';
import { PendingAddSentence } from '../../../features/auth/pending-add-sentence.tsx';
import { pendingAddWording } from '../../../features/auth/pending-add-wording.server.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { replyWithApiFailure } from '../../../lib/form-errors.ts';
import { safeRedirectPath } from '../../../lib/guards.server.ts';
import { sessionContext } from '../../../lib/session-context.ts';
import { pageMeta } from '../../../lib/seo.ts';

const fields = ['firstName', 'lastName', 'email', 'password', 'phoneNumber', 'ringSize', 'sendNewsAndOffer'];

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Create an account',
    description: 'Create an account to keep a wish list, check out faster and follow your orders.',
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  if (context.get(sessionContext)) throw redirect(redirectTo);
  return { redirectTo, pending: await pendingAddWording(context, request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: registerInput });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['password'] }) };
  const result = await apiFor(context).call(authEndpoints.register, { body: submission.value });
  if (!result.isSuccess) return { result: replyWithApiFailure(submission, result, fields, ['password']) };
  throw redirect(safeRedirectPath(formData.get('redirectTo')));
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, f] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(registerInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerInput }),
  });
  return (
    <AuthCard
      title="Create an account"
      lead={
        loaderData.pending ? (
          <p data-testid="pending-add">
            <PendingAddSentence pending={loaderData.pending} action="Create an account" /> It will be there as soon as
            your account is made. We will e-mail you a link to confirm your address.
          </p>
        ) : (
          'Keep a wish list, check out faster and follow your orders. We will e-mail you a link to confirm your address.'
        )
      }
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={`/login?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
            className="link-underline text-ink"
          >
            Sign in
          </Link>
        </>
      }
    >
      <Form method="post" className="space-y-5" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <NameFields fields={f} />
        <Field meta={f.email} label="E-mail address">
          <input {...getInputProps(f.email, { type: 'email' })} autoComplete="email" className={inputClass} />
        </Field>
        <Field meta={f.phoneNumber} label="Mobile number" hint="With the country code, e.g. +91 98200 12345.">
          <input {...getInputProps(f.phoneNumber, { type: 'tel' })} autoComplete="tel" className={inputClass} />
        </Field>
        <Field meta={f.password} label="Password" hint="At least 8 characters; avoid the ones everybody uses.">
          <input
            {...getInputProps(f.password, { type: 'password' })}
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <Field
          meta={f.ringSize}
          label="Ring size (optional)"
          hint="Not sure? You can add it later, or ask us for a ring sizer."
        >
          <RingSizeSelect meta={f.ringSize} />
        </Field>
        <label className="flex items-start gap-3 text-sm text-graphite">
          <input {...getInputProps(f.sendNewsAndOffer, { type: 'checkbox' })} className="mt-0.5 h-4 w-4 accent-ink" />
          <span>Send me news of new collections and offers. You can unsubscribe at any time.</span>
        </label>
        <SubmitButton pending={navigation.state === 'submitting'}>Create my account</SubmitButton>
        <p className="text-xs leading-5 text-stone">
          By creating an account you agree to our{' '}
          <Link to="/terms-of-use" className="link-underline">
            terms of use
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="link-underline">
            privacy policy
          </Link>
          .
        </p>
      </Form>
    </AuthCard>
  );
}
