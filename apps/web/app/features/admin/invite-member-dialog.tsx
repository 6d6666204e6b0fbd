import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { roleLabels, staffRoles } from '@facet/contracts/permissions';
import { inviteMemberInput } from '@facet/contracts/users';
import * as Dialog from '@radix-ui/react-dialog';
import { UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
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
  const [open, setOpen] = useState(false);
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
  // A successful invitation closes the dialog; opening it again starts afresh.
  const [openedAfter, setOpenedAfter] = useState<InviteOutcome | undefined>(undefined);
  const closedBySuccess = outcome?.ok === true && outcome !== openedAfter;
  return (
    <Dialog.Root
      open={open && !closedBySuccess}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setOpenedAfter(outcome);
      }}
    >
      <Dialog.Trigger className="button-primary">
        <UserPlus className="h-4 w-4" aria-hidden="true" /> Invite a member
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(94vw,520px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-md bg-white p-6 shadow-xl"
          aria-describedby="invite-description"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl">Invite a member of staff</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-stone hover:text-ink" aria-label="Close">
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <p id="invite-description" className="mt-2 text-sm text-stone">
            They will receive an e-mail with a link to set their password; it works for 7 days.
          </p>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
