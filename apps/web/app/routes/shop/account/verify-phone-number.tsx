import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { verifyPhoneInput } from '@facet/contracts/auth';
import { formatPhoneNumber } from '@facet/contracts/phone';
import { verifyEndpoints } from '@facet/contracts/verify-endpoints';
import { Smartphone } from 'lucide-react';
import { Form, Link, redirect, useFetcher, useNavigation } from 'react-router';
import type { Route } from './+types/verify-phone-number';
import { Field, FormErrors, inputClass, Notice, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { replyWithApiFailure } from '../../../lib/form-errors.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Confirm your phone number',
    description: 'Confirm your phone number.',
    noindex: true,
  });
}

/** Reachable only while the phone number is unconfirmed (the pending-verification guard). */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (!user.phoneNumber) throw redirect('/my-details');
  if (user.phoneNumberConfirmed) throw redirect('/account');
  return { phoneNumber: formatPhoneNumber(user.phoneNumber) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const api = apiFor(context);
  if (formData.get('intent') === 'send') {
    const sent = await api.call(verifyEndpoints.sendPhoneCode);
    return {
      intent: 'send' as const,
      ok: sent.isSuccess,
      message: sent.isSuccess ? sent.data.message : sent.errorMessages[0],
    };
  }
  const submission = parseWithZod(formData, { schema: verifyPhoneInput });
  if (submission.status !== 'success') return { intent: 'code' as const, ok: false, result: submission.reply() };
  const result = await api.call(verifyEndpoints.confirmPhone, { body: submission.value });
  if (!result.isSuccess)
    return { intent: 'code' as const, ok: false, result: replyWithApiFailure(submission, result, ['code']) };
  throw redirect('/account');
}

export default function VerifyPhoneNumber({ loaderData, actionData }: Route.ComponentProps) {
  const sender = useFetcher<typeof action>();
  const navigation = useNavigation();
  const codeOutcome = actionData?.intent === 'code' ? actionData : undefined;
  const [form, fields] = useForm({
    lastResult: codeOutcome?.result,
    constraint: getZodConstraint(verifyPhoneInput),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verifyPhoneInput }),
  });
  const sent = sender.data?.intent === 'send' ? sender.data : undefined;
  return (
    <article className="max-w-xl">
      <Smartphone className="h-8 w-8 text-gold" strokeWidth={1.3} aria-hidden="true" />
      <h1 className="mt-4 text-4xl">Confirm your phone number</h1>
      <p className="mt-4 text-[15px] leading-7 text-graphite">
        We will text a 6-digit code to <strong className="font-medium text-ink">{loaderData.phoneNumber}</strong>. Once
        confirmed, you can also sign in with your phone number.
      </p>
      <div className="mt-6 space-y-6">
        {sent?.message ? <Notice tone={sent.ok ? 'success' : 'info'}>{sent.message}</Notice> : null}
        <sender.Form method="post">
          <input type="hidden" name="intent" value="send" />
          <button type="submit" className="button-secondary" disabled={sender.state !== 'idle'}>
            {sender.state !== 'idle' ? 'Sending…' : sent?.ok ? 'Send another code' : 'Text me a code'}
          </button>
        </sender.Form>
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="code" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field meta={fields.code} label="The 6-digit code" hint="It works for 10 minutes; you have 5 tries.">
            <input
              {...getInputProps(fields.code, { type: 'text' })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className={`${inputClass} max-w-40 text-center tracking-[0.4em]`}
            />
          </Field>
          <div className="sm:w-56">
            <SubmitButton pending={navigation.state === 'submitting'}>Confirm</SubmitButton>
          </div>
        </Form>
        <p className="text-sm text-stone">
          Wrong number?{' '}
          <Link to="/my-details" className="link-underline">
            Change it in your details
          </Link>
          .
        </p>
      </div>
    </article>
  );
}
