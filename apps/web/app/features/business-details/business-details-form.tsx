import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  type BusinessDetails,
  COMPLAINT_RESOLUTION_DAYS_MAX,
  updateBusinessDetailsInput,
} from '@facet/contracts/business-details';
import { gstStates } from '@facet/contracts/gst-states';
import { formatPhoneNumber } from '@facet/contracts/phone';
import type { ReactNode } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { FormSection } from '../../components/back-office/form-section.tsx';
import { Field, FormErrors, inputClass } from '../../components/ui/form-controls.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { BusinessDetailsSaveOutcome } from './business-details-save.server.ts';

/*
 * The business details, every field on one form sent to the page's action. The browser checks
 * each field with the API's own schema as it is typed (the GSTIN against the state chosen); the
 * API's refusal shows the same way, beside its field. Works before the scripts load too.
 */

type Meta = FieldMetadata<unknown>;

/** The schema's constraints, but the fields that may be left empty are not `required` (Conform cannot see through their transforms). */
const schemaConstraint = getZodConstraint(updateBusinessDetailsInput);
const constraint = {
  ...schemaConstraint,
  gstin: { ...schemaConstraint.gstin, required: false },
  lutReference: { ...schemaConstraint.lutReference, required: false },
  lutDate: { ...schemaConstraint.lutDate, required: false },
};

function TextField({
  meta,
  label,
  hint,
  type = 'text',
  autoComplete = 'off',
  className = '',
  children,
}: {
  meta: Meta;
  label: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Field meta={meta} label={label} hint={hint}>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        autoComplete={autoComplete}
        className={`${inputClass} ${className}`}
      />
      {children}
    </Field>
  );
}

export function BusinessDetailsForm({ details }: { details: BusinessDetails }) {
  // Keyed: a save remounts the form with what was saved (the page keys it by the record's time),
  // and the new form's fetcher still has the answer for its toast.
  const fetcher = useFetcher<BusinessDetailsSaveOutcome>({ key: 'business-details' });
  const pageOutcome = useActionData<BusinessDetailsSaveOutcome>();
  const outcome = fetcher.state === 'idle' ? (fetcher.data ?? pageOutcome) : undefined;
  useResultToast(fetcher.state === 'idle' ? fetcher.data : undefined);
  const [form, fields] = useForm({
    id: 'business-details',
    lastResult: outcome?.result,
    constraint,
    defaultValue: {
      legalName: details.legalName,
      tradeName: details.tradeName,
      address: {
        line1: details.address.line1,
        line2: details.address.line2,
        city: details.address.city,
        stateCode: details.address.stateCode,
        postalCode: details.address.postalCode,
      },
      gstin: details.gstin ?? '',
      lutReference: details.lutReference ?? '',
      lutDate: details.lutDate ?? '',
      customerCare: { email: details.customerCare.email, phone: formatPhoneNumber(details.customerCare.phone) },
      grievanceOfficer: {
        ...details.grievanceOfficer,
        phone: formatPhoneNumber(details.grievanceOfficer.phone),
      },
      complaintResolutionDays: String(details.complaintResolutionDays),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateBusinessDetailsInput }),
  });
  const address = fields.address.getFieldset();
  const care = fields.customerCare.getFieldset();
  const officer = fields.grievanceOfficer.getFieldset();
  const saving = fetcher.state !== 'idle';

  return (
    <fetcher.Form method="post" className="space-y-6" aria-busy={saving} {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />

      <FormSection
        title="The business"
        description="The legal name is the one the business is registered under, printed on invoices; the trade name is the one shoppers know."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.legalName} label="Legal name" hint="e.g. Facet Fine Jewellery Private Limited" />
          <TextField meta={fields.tradeName} label="Trade name" hint="In the header, the footer and the e-mails." />
        </div>
      </FormSection>

      <FormSection title="Registered address" description="In India; its state decides the GSTIN’s first two digits.">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={address.line1!} label="Address line 1" />
          <TextField meta={address.line2!} label="Address line 2 (optional)" />
          <TextField meta={address.city!} label="City" />
          <Field meta={address.stateCode!} label="State or union territory" hint="With its GST state code.">
            <select
              {...getSelectProps(address.stateCode!, { ariaDescribedBy: address.stateCode!.descriptionId })}
              className={inputClass}
            >
              {gstStates.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name} ({state.code})
                </option>
              ))}
            </select>
          </Field>
          <TextField
            meta={address.postalCode!}
            label="PIN code"
            hint="Six digits."
            className="figures"
            autoComplete="postal-code"
          />
          <div>
            <p className="mb-1.5 text-sm font-medium text-graphite">Country</p>
            <p className="py-2 text-sm text-graphite">India</p>
          </div>
        </div>
      </FormSection>

      <FormSection
        title="Tax registration"
        description="Leave the GSTIN empty until the business has one. The LUT lets exports leave without GST: its reference (ARN) and the day it was filed, renewed every financial year."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            meta={fields.gstin}
            label="GSTIN (optional)"
            hint="15 characters, e.g. 27AAPFU0939F1ZV; checked as you type."
            className="font-mono uppercase"
          />
          <div aria-hidden="true" className="hidden sm:block" />
          <TextField
            meta={fields.lutReference}
            label="LUT reference (optional)"
            hint="e.g. AD270426000123X"
            className="font-mono"
          />
          <TextField meta={fields.lutDate} label="LUT filed on (optional)" type="date" className="figures" />
        </div>
      </FormSection>

      <FormSection title="Customer care" description="On the contact page and in the footer.">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={care.email!} label="E-mail" type="email" />
          <TextField meta={care.phone!} label="Phone" type="tel" hint="e.g. +91 22 4890 2600" />
        </div>
      </FormSection>

      <FormSection
        title="Grievance officer"
        description="The person every complaint can go to, named on the contact and terms pages and in each complaint’s acknowledgement."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={officer.name!} label="Name" />
          <TextField meta={officer.designation!} label="Designation" hint="e.g. Head of Customer Care" />
          <TextField meta={officer.email!} label="E-mail" type="email" />
          <TextField meta={officer.phone!} label="Phone" type="tel" />
          <TextField
            meta={fields.complaintResolutionDays}
            label="Days to resolve a complaint"
            hint={`From the day it arrives, 1 to ${COMPLAINT_RESOLUTION_DAYS_MAX} (the law allows one month). A change applies to complaints that arrive after it.`}
            className="figures"
          />
        </div>
      </FormSection>

      <button type="submit" className="button-primary px-6 py-2.5 disabled:opacity-60" aria-disabled={saving}>
        {saving ? 'Saving…' : 'Save the business details'}
      </button>
    </fetcher.Form>
  );
}
