import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { addressEndpoints } from '@facet/contracts/address-endpoints';
import type { AddressRecord } from '@facet/contracts/addresses';
import { authEndpoints } from '@facet/contracts/auth-endpoints';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { formatPhoneNumber } from '@facet/contracts/phone';
import { countryName } from '@facet/contracts/regions';
import { userEndpoints } from '@facet/contracts/user-endpoints';
import { type CurrentUser, updateOwnDetailsInput } from '@facet/contracts/users';
import { z } from '@facet/contracts/zod';
import { Link, useFetcher } from 'react-router';
import { RingSizeSelect } from '../../../features/account/ring-size-select.tsx';
import type { Route } from './+types/my-details';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, FormErrors, inputClass, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { AddAddressForm } from '../../../features/account/add-address-form.tsx';
import { addAddressAction } from '../../../features/account/address-actions.server.ts';
import { NameFields } from '../../../features/account/name-fields.tsx';
import { changePasswordForm } from '../../../features/auth/forms.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { replyWithApiFailure } from '../../../lib/form-errors.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { pageMeta } from '../../../lib/seo.ts';
import { useResultToast } from '../../../lib/use-result-toast.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'My details',
    description: 'Your name, phone, ring size, password and addresses.',
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const addresses = await apiFor(context).call(addressEndpoints.list);
  return { user, addresses: addresses.isSuccess ? addresses.data : [] };
}

const idForm = z.object({ id: z.uuid() });

/** One action for the page's forms, told apart by their `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const api = apiFor(context);
  switch (formData.get('intent')) {
    case 'profile': {
      const submission = parseWithZod(formData, { schema: updateOwnDetailsInput });
      if (submission.status !== 'success') return { intent: 'profile', ok: false, result: submission.reply() };
      const result = await api.call(userEndpoints.updateOwnDetails, { body: submission.value });
      if (!result.isSuccess) {
        return {
          intent: 'profile',
          ok: false,
          result: replyWithApiFailure(submission, result, Object.keys(updateOwnDetailsInput.shape)),
        };
      }
      return { intent: 'profile', ok: true, message: 'Your details are saved.', result: submission.reply() };
    }
    case 'password': {
      const submission = parseWithZod(formData, { schema: changePasswordForm });
      const hide = ['currentPassword', 'newPassword', 'confirmPassword'];
      if (submission.status !== 'success')
        return { intent: 'password', ok: false, result: submission.reply({ hideFields: hide }) };
      const { currentPassword, newPassword } = submission.value;
      const result = await api.call(authEndpoints.changePassword, { body: { currentPassword, newPassword } });
      if (!result.isSuccess) {
        return {
          intent: 'password',
          ok: false,
          result: replyWithApiFailure(submission, result, ['currentPassword', 'newPassword'], hide),
        };
      }
      return {
        intent: 'password',
        ok: true,
        message: 'Your password is changed.',
        result: submission.reply({ resetForm: true }),
      };
    }
    case 'add-address':
      return addAddressAction(api, formData);
    case 'delete-address':
    case 'default-address': {
      const parsed = idForm.safeParse({ id: formData.get('id') });
      if (!parsed.success) return { intent: 'address', ok: false, message: 'There is no such address.' };
      const deleting = formData.get('intent') === 'delete-address';
      const result = deleting
        ? await api.call(addressEndpoints.remove, { params: { id: parsed.data.id } })
        : await api.call(addressEndpoints.makeDefault, { params: { id: parsed.data.id } });
      if (!result.isSuccess) return { intent: 'address', ok: false, message: result.errorMessages[0] };
      return {
        intent: 'address',
        ok: true,
        message: deleting ? 'The address is deleted.' : 'That is now your default address.',
      };
    }
    default:
      return { intent: 'unknown', ok: false, message: SOMETHING_IS_WRONG };
  }
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-md border border-line bg-white p-6 sm:p-8">
      <h2 id={id} className="font-display text-2xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const fetcher = useFetcher<typeof action>();
  const outcome = fetcher.data?.intent === 'profile' ? fetcher.data : undefined;
  useResultToast(outcome);
  const [form, f] = useForm({
    id: 'profile',
    lastResult: outcome?.result,
    constraint: getZodConstraint(updateOwnDetailsInput),
    defaultValue: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber ? formatPhoneNumber(user.phoneNumber) : '',
      ringSize: user.ringSize ?? '',
      sendNewsAndOffer: user.sendNewsAndOffer ? 'on' : undefined,
    },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateOwnDetailsInput }),
  });
  return (
    <fetcher.Form method="post" className="space-y-5" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="profile" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <NameFields fields={f} />
      <div>
        <p className="mb-1.5 text-sm font-medium text-graphite">E-mail address</p>
        <p className="text-[15px] text-ink">{user.email}</p>
      </div>
      <Field meta={f.phoneNumber} label="Mobile number" hint="A new number will need to be confirmed with a code.">
        <input {...getInputProps(f.phoneNumber, { type: 'tel' })} autoComplete="tel" className={inputClass} />
      </Field>
      <Field meta={f.ringSize} label="Ring size">
        <RingSizeSelect meta={f.ringSize} />
      </Field>
      <label className="flex items-start gap-3 text-sm text-graphite">
        <input {...getInputProps(f.sendNewsAndOffer, { type: 'checkbox' })} className="mt-0.5 h-4 w-4 accent-ink" />
        <span>Send me news of new collections and offers.</span>
      </label>
      <div className="sm:w-56">
        <SubmitButton pending={fetcher.state !== 'idle'}>Save my details</SubmitButton>
      </div>
    </fetcher.Form>
  );
}

function PasswordForm() {
  const fetcher = useFetcher<typeof action>();
  const outcome = fetcher.data?.intent === 'password' ? fetcher.data : undefined;
  useResultToast(outcome);
  const [form, f] = useForm({
    id: 'password',
    lastResult: outcome?.result,
    constraint: getZodConstraint(changePasswordForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordForm }),
  });
  return (
    <fetcher.Form method="post" className="space-y-5" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={f.currentPassword} label="Current password">
        <input
          {...getInputProps(f.currentPassword, { type: 'password' })}
          autoComplete="current-password"
          className={inputClass}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={f.newPassword} label="New password">
          <input
            {...getInputProps(f.newPassword, { type: 'password' })}
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <Field meta={f.confirmPassword} label="New password again">
          <input
            {...getInputProps(f.confirmPassword, { type: 'password' })}
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
      </div>
      <p className="text-xs text-stone">Your other devices will be signed out.</p>
      <div className="sm:w-56">
        <SubmitButton pending={fetcher.state !== 'idle'}>Change my password</SubmitButton>
      </div>
    </fetcher.Form>
  );
}

function AddressCard({ address }: { address: AddressRecord }) {
  const fetcher = useFetcher<typeof action>();
  useResultToast(fetcher.data?.intent === 'address' ? fetcher.data : undefined);
  const busy = fetcher.state !== 'idle';
  return (
    <li className="rounded-md border border-line p-5" aria-busy={busy}>
      <div className="flex items-start justify-between gap-3">
        <address className="text-sm leading-6 text-graphite not-italic">
          <strong className="font-medium text-ink">{address.fullName}</strong>
          <br />
          {address.line1}
          {address.line2 ? (
            <>
              <br />
              {address.line2}
            </>
          ) : null}
          <br />
          {address.city} {address.postalCode}, {address.state}
          <br />
          {countryName(address.country)}
          <br />
          {formatPhoneNumber(address.phoneNumber)}
        </address>
        {address.isDefault ? (
          <span className="rounded-full bg-pearl px-2.5 py-1 text-xs font-medium text-gold-deep">Default</span>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-3 text-sm">
        {!address.isDefault ? (
          <button
            type="button"
            className="link-underline text-ink"
            disabled={busy}
            onClick={() => fetcher.submit({ intent: 'default-address', id: address.id }, { method: 'post' })}
          >
            Make default
          </button>
        ) : null}
        <ConfirmDialog
          title="Delete this address?"
          description={`${address.line1}, ${address.city} will be removed from your address book.`}
          confirmLabel="Delete"
          danger
          onConfirm={() => fetcher.submit({ intent: 'delete-address', id: address.id }, { method: 'post' })}
          trigger={
            <button type="button" className="link-underline text-red-800" disabled={busy}>
              Delete
            </button>
          }
        />
      </div>
    </li>
  );
}

export default function MyDetails({ loaderData }: Route.ComponentProps) {
  const { user, addresses } = loaderData;
  return (
    <article className="space-y-8">
      <header>
        <p className="eyebrow">My account</p>
        <h1 className="mt-2 text-4xl">My details</h1>
        {!user.emailConfirmed || (user.phoneNumber && !user.phoneNumberConfirmed) ? (
          <ul className="mt-4 space-y-1 text-sm">
            {!user.emailConfirmed ? (
              <li>
                Your e-mail address is not confirmed yet.{' '}
                <Link to="/verify-email" className="link-underline">
                  Confirm it
                </Link>
              </li>
            ) : null}
            {user.phoneNumber && !user.phoneNumberConfirmed ? (
              <li>
                Your phone number is not confirmed yet.{' '}
                <Link to="/verify-phone-number" className="link-underline">
                  Confirm it
                </Link>
              </li>
            ) : null}
          </ul>
        ) : null}
      </header>
      <Section id="details-title" title="Personal details">
        <ProfileForm user={user} />
      </Section>
      <Section id="addresses-title" title="Address book">
        {addresses.length > 0 ? (
          <ul className="mb-6 grid gap-4 md:grid-cols-2">
            {addresses.map((address) => (
              <AddressCard key={address.id} address={address} />
            ))}
          </ul>
        ) : (
          <p className="mb-6 text-sm text-stone">You have no saved addresses yet. Add one to check out faster.</p>
        )}
        <AddAddressForm first={addresses.length === 0} />
      </Section>
      <Section id="password-title" title="Password">
        <PasswordForm />
      </Section>
    </article>
  );
}
