import { getFormProps, getInputProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  createProductDiscountInput,
  createStyleDiscountInput,
  updateProductDiscountInput,
  updateStyleDiscountInput,
} from '@facet/contracts/discounts';
import type { z } from '@facet/contracts/zod';
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { FormDialog } from '../../components/back-office/form-dialog.tsx';
import { Field, FormErrors, inputClass, SubmitButton } from '../../components/ui/form-controls.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';

/*
 * Adding or changing a style discount or a product discount, in a dialog, through the
 * discounts page's action. The same zod schemas as the API check the form in the browser.
 */

export interface DiscountOutcome {
  intent: string;
  ok: boolean;
  message?: string;
  result?: SubmissionResult<string[]>;
}

type Kind = 'style' | 'product';

const schemas = {
  style: { create: createStyleDiscountInput, update: updateStyleDiscountInput },
  product: { create: createProductDiscountInput, update: updateProductDiscountInput },
} as const;

export function DiscountFormDialog({
  kind,
  existing,
  styles = [],
  trigger,
}: {
  kind: Kind;
  /** The discount being changed; none to add one. */
  existing?: { id: number; discount: number; style?: string; name?: string };
  /** The ring styles that can be chosen (style discounts). */
  styles?: readonly string[];
  trigger: ReactNode;
}) {
  const mode = existing ? 'update' : 'create';
  const intent = `${mode}-${kind}`;
  const formId = `${kind}-discount-${existing?.id ?? 'new'}`;
  // One form for four schemas: typed by what they have in common.
  const schema: z.ZodType<Record<string, unknown>> = schemas[kind][mode];
  const fetcher = useFetcher<DiscountOutcome>();
  const outcome = fetcher.data?.intent === intent ? fetcher.data : undefined;
  useResultToast(outcome);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: formId,
    lastResult: outcome?.result,
    constraint: getZodConstraint(schema),
    defaultValue: existing
      ? { id: String(existing.id), discount: String(existing.discount), style: existing.style, name: existing.name }
      : { style: styles[0] },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const title =
    kind === 'style'
      ? existing
        ? `Change the ${existing.style} discount`
        : 'Add a style discount'
      : existing
        ? `Change “${existing.name}”`
        : 'Add a product discount';
  const discountField = fields.discount!;
  return (
    <FormDialog
      trigger={trigger}
      title={title}
      description={
        kind === 'style'
          ? 'Every variant in this ring style is repriced at once. A variant gets the larger of its style’s and its product’s discount.'
          : 'Products choose a product discount in their general information. Changing it reprices them at once.'
      }
      descriptionId={`${formId}-description`}
      width="narrow"
      outcome={outcome}
    >
      <fetcher.Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        {existing ? <input type="hidden" name="id" value={existing.id} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        {kind === 'style' ? (
          <Field meta={fields.style!} label="Ring style">
            <select {...getSelectProps(fields.style!)} className={inputClass}>
              {styles.map((style) => (
                <option key={style} value={style}>
                  {style}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <Field meta={fields.name!} label="Name" hint="Staff see it when they choose a discount for a product.">
            <input {...getInputProps(fields.name!, { type: 'text' })} className={inputClass} />
          </Field>
        )}
        <Field meta={discountField} label="Discount (% off)" hint="From 0.01 to 90, up to two decimals.">
          <input
            {...getInputProps(discountField, { type: 'text' })}
            inputMode="decimal"
            className={`${inputClass} figures`}
          />
        </Field>
        <SubmitButton pending={fetcher.state !== 'idle'}>{existing ? 'Save' : 'Add the discount'}</SubmitButton>
      </fetcher.Form>
    </FormDialog>
  );
}
