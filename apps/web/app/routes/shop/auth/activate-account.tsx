import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/activate-account';
import { Field, FormErrors, inputClass, Notice, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { AuthCard } from '../../../features/auth/auth-card.tsx';
import { newPasswordForm } from '../../../features/auth/forms.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { replyWithApiFailure } from '../../../lib/form-errors.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Activate your account',
    description: 'Set your password to activate your staff account.',
    noindex: true,
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: newPasswordForm });
  if (submission.status !== 'success')
    return { result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) };
  const { token, password } = submission.value;
  const result = await apiFor(context).post('/api/user/activate', { token, password });
  if (!result.isSuccess) {
    return { result: replyWithApiFailure(submission, result, ['password'], ['password', 'confirmPassword']) };
  }
  throw redirect('/login?notice=account-activated');
}

export default function ActivateAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(newPasswordForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordForm }),
  });
  if (!loaderData.token) {
    return (
      <AuthCard title="Activate your account">
        <Notice>
          This page opens from the link in your invitation e-mail. If it has expired, ask an Admin to send you a new
          one.
        </Notice>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Activate your account"
      lead="Welcome to the team. Choose a password of at least 8 characters that you do not use elsewhere."
    >
      <Form method="post" className="space-y-5" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={loaderData.token} />
        <Field meta={fields.password} label="New password">
          <input
            {...getInputProps(fields.password, { type: 'password' })}
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <Field meta={fields.confirmPassword} label="New password again">
          <input
            {...getInputProps(fields.confirmPassword, { type: 'password' })}
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <SubmitButton pending={navigation.state === 'submitting'}>Activate my account</SubmitButton>
      </Form>
    </AuthCard>
  );
}
