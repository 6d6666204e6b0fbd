import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { authEndpoints } from '@facet/contracts/auth-endpoints';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { Field, FormErrors, inputClass, Notice, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { AuthCard } from '../../../features/auth/auth-card.tsx';
import { forgotPasswordForm } from '../../../features/auth/forms.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Forgotten password',
    description: 'Ask for a link to set a new password for your account.',
    noindex: true,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordForm });
  if (submission.status !== 'success') return { result: submission.reply(), sent: null };
  const result = await apiFor(context).call(authEndpoints.forgotPassword, { body: submission.value });
  if (!result.isSuccess) return { result: submission.reply({ formErrors: result.errorMessages }), sent: null };
  return { result: submission.reply({ resetForm: true }), sent: result.data.message };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordForm),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordForm }),
  });
  return (
    <AuthCard
      title="Forgotten your password?"
      lead="Tell us the e-mail address of your account and we will send you a link to set a new password. The link works for one hour."
      footer={
        <Link to="/login" className="link-underline text-ink">
          Back to sign in
        </Link>
      }
    >
      <Form method="post" className="space-y-5" {...getFormProps(form)}>
        {actionData?.sent ? <Notice tone="success">{actionData.sent}</Notice> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.email} label="E-mail address">
          <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className={inputClass} />
        </Field>
        <SubmitButton pending={navigation.state === 'submitting'}>Send me a link</SubmitButton>
      </Form>
    </AuthCard>
  );
}
