import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { authEndpoints } from '@facet/contracts/auth-endpoints';
import type { CurrentUser } from '@facet/contracts/users';
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { Field, FormErrors, inputClass, Notice, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { backOfficeNavigation } from '../../../features/navigation/back-office-pages.ts';
import { AuthCard } from '../../../features/auth/auth-card.tsx';
import { signInForm } from '../../../features/auth/forms.ts';
import { noticeFrom } from '../../../features/auth/notices.ts';
import { PendingAddSentence } from '../../../features/auth/pending-add-sentence.tsx';
import { pendingAddWording } from '../../../features/auth/pending-add-wording.server.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { safeRedirectPath } from '../../../lib/guards.server.ts';
import { sessionContext } from '../../../lib/session-context.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Sign in',
    description: 'Sign in to your account to see your orders, wish list, addresses and details.',
    noindex: true,
  });
}

/** Where a person lands when no page asked for the sign-in: customers their account, staff their first back-office page. */
function homeFor(user: Pick<CurrentUser, 'role'>): string {
  return user.role === 'Customer' ? '/account' : (backOfficeNavigation(user.role)[0]?.path ?? '/');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get('redirectTo') ?? '';
  const user = context.get(sessionContext);
  if (user) throw redirect(safeRedirectPath(redirectTo, homeFor(user)));
  return { redirectTo, notice: noticeFrom(url), pending: await pendingAddWording(context, request) };
}

/** E-mail or phone in one box: anything with an @ logs in by e-mail, the rest by phone. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signInForm });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['password'] }) };
  const { login, password, redirectTo } = submission.value;
  const api = apiFor(context);
  const result = login.includes('@')
    ? await api.call(authEndpoints.signInWithEmail, { body: { email: login, password } })
    : await api.call(authEndpoints.signInWithPhone, { body: { PhoneNumber: login, password } });
  if (!result.isSuccess) {
    const message = result.errorMessages.some((m) => /^(email|PhoneNumber): /.test(m))
      ? login.includes('@')
        ? 'Please enter a valid e-mail address.'
        : 'Please enter your e-mail address or a phone number with its country code.'
      : result.errorMessages[0]!;
    return { result: submission.reply({ formErrors: [message], hideFields: ['password'] }) };
  }
  throw redirect(safeRedirectPath(redirectTo, homeFor(result.data)));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(signInForm),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInForm }),
  });
  return (
    <AuthCard
      title="Sign in"
      lead={
        loaderData.pending ? (
          <p data-testid="pending-add">
            <PendingAddSentence pending={loaderData.pending} action="Sign in" /> It will be there as soon as you are in.
          </p>
        ) : (
          'Welcome back. Sign in with your e-mail address, or with your phone number once it is confirmed.'
        )
      }
      footer={
        <>
          New here?{' '}
          <Link
            to={loaderData.redirectTo ? `/signup?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : '/signup'}
            className="link-underline text-ink"
          >
            Create an account
          </Link>
        </>
      }
    >
      <Form method="post" className="space-y-5" {...getFormProps(form)}>
        {loaderData.notice ? <Notice tone="success">{loaderData.notice}</Notice> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field meta={fields.login} label="E-mail or phone number">
          <input
            {...getInputProps(fields.login, { type: 'text' })}
            autoComplete="username"
            inputMode="email"
            autoCapitalize="off"
            className={inputClass}
          />
        </Field>
        <Field meta={fields.password} label="Password">
          <input
            {...getInputProps(fields.password, { type: 'password' })}
            autoComplete="current-password"
            className={inputClass}
          />
        </Field>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="link-underline text-sm text-graphite">
            Forgotten your password?
          </Link>
        </div>
        <SubmitButton pending={navigation.state === 'submitting'}>Sign in</SubmitButton>
      </Form>
    </AuthCard>
  );
}
