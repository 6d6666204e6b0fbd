import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { roleLabels, staffRoles } from '@facet/contracts/permissions';
import { inviteMemberInput } from '@facet/contracts/users';
import { UserPlus } from 'lucide-react';
import { useFetcher } from 'react-router';
import { FormDialog } from '../../components/back-office/form-dialog.tsx';
import { Field, FormErrors, inputClass, SubmitButton } from '../../components/ui/form-controls.tsx';
import type { SubmissionResult } from '@conform-to/react';
import { useResultToast } from '../../lib/use-result-toast.ts';

interface InviteOutcome {
  intent: string;
  ok: boolean;
  message?: string;
  result?: SubmissionResult<string[]>;
}

/** The invitation form in a dialog; the new member gets an e-mail with a 7-day link. */
export function InviteMemberDialog() {
  const fetcher = useFetcher<InviteOutcome>({ key: 'invite-member' });
  const outcome = fetcher.data?.intent === 'invite' ? fetcher.data : undefined;
  useResultToast(outcome);
  const [form, f] = useForm({
    id: 'invite-member',
    lastResult: outcome?.result,
    constraint: getZodConstraint(inviteMemberInput),
    defaultValue: { role: 'Manager' },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteMemberInput }),
  });
  return (
    <FormDialog
      trigger={
        <button type="button" className="button-primary">
          <UserPlus className="h-4 w-4" aria-hidden="true" /> Invite a member
        </button>
      }
      title="Invite a member of staff"
      description="They will receive an e-mail with a link to set their password; it works for 7 days."
      descriptionId="invite-description"
      width="wide"
      outcome={outcome}
    >
      <fetcher.Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="invite" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={f.firstName} label="First name">
            <input {...getInputProps(f.firstName, { type: 'text' })} className={inputClass} />
          </Field>
          <Field meta={f.lastName} label="Last name">
            <input {...getInputProps(f.lastName, { type: 'text' })} className={inputClass} />
          </Field>
        </div>
        <Field meta={f.email} label="E-mail address">
          <input {...getInputProps(f.email, { type: 'email' })} className={inputClass} />
        </Field>
        <Field meta={f.phoneNumber} label="Mobile number">
          <input {...getInputProps(f.phoneNumber, { type: 'tel' })} className={inputClass} />
        </Field>
        <Field meta={f.role} label="Role">
          <select {...getSelectProps(f.role)} className={inputClass}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </Field>
        <SubmitButton pending={fetcher.state !== 'idle'}>Send the invitation</SubmitButton>
      </fetcher.Form>
    </FormDialog>
  );
}
