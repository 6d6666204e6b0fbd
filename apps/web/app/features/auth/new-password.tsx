import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { Field, FormErrors, inputClass, Notice, SubmitButton } from '../../components/ui/form-controls.tsx';
import { AuthCard } from './auth-card.tsx';
import { newPasswordForm } from './forms.ts';

/*
 * The pages reached from an e-mailed link that sets a password: a forgotten password
 * (/set-new-password) and a staff invitation (/activate-account). They differ in the call they
 * make and in their words.
 */

export function NewPasswordPage({
  token,
  lastResult,
  title,
  lead,
  submitLabel,
  withoutToken,
  expiredHelp,
}: {
  token: string;
  lastResult: SubmissionResult<string[]> | undefined;
  title: string;
  lead: string;
  submitLabel: string;
  withoutToken: ReactNode;
  expiredHelp?: { to: string; label: string };
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(newPasswordForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordForm }),
  });
  if (!token) {
    return (
      <AuthCard title={title}>
        <Notice>{withoutToken}</Notice>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} lead={lead}>
      <Form method="post" className="space-y-5" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {expiredHelp && form.errors?.some((e) => e.includes('expired')) ? (
          <p className="text-sm">
            <Link to={expiredHelp.to} className="link-underline">
              {expiredHelp.label}
            </Link>
          </p>
        ) : null}
        <input type="hidden" name="token" value={token} />
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
        <SubmitButton pending={navigation.state === 'submitting'}>{submitLabel}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
