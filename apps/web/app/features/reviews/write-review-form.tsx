import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { endpointUrl } from '@facet/contracts/endpoint';
import { reviewEndpoints } from '@facet/contracts/review-endpoints';
import {
  createReviewInput,
  REVIEW_PICTURES_MAX,
  REVIEW_RATING_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
} from '@facet/contracts/reviews';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { FieldErrors, Field, FormErrors, inputClass, SubmitButton } from '../../components/ui/form-controls.tsx';
import { PicturePicker } from '../../components/picture-picker.tsx';
import type { ReviewOutcome } from './write-review.server.ts';

/*
 * The customer's review of one line of a delivered order: a star rating (a radio group, so the
 * arrow keys choose and each star has its words), a title, the review and up to three pictures.
 * It posts to the order page's action.
 */

export const ratingWords = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export function WriteReviewForm({ orderLineId, action }: { orderLineId: number; action: string }) {
  const fetcher = useFetcher<ReviewOutcome>();
  const [uploading, setUploading] = useState(false);
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [form, f] = useForm({
    id: `review-line-${orderLineId}`,
    lastResult: outcome?.result,
    constraint: getZodConstraint(createReviewInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createReviewInput }),
  });
  const refusal = outcome && !outcome.ok && !form.errors?.length && outcome.message ? [outcome.message] : [];
  const chosen = Number(f.rating.value ?? 0);
  return (
    <fetcher.Form method="post" action={action} className="space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="orderLineId" value={orderLineId} />
      <FormErrors id={form.errorId} errors={[...refusal, ...(form.errors ?? [])]} />
      <fieldset aria-describedby={f.rating.errors?.length ? f.rating.errorId : undefined}>
        <legend className="mb-1.5 block text-sm font-medium text-graphite">Your rating</legend>
        <div className="flex flex-wrap gap-1">
          {ratingWords.map((words, index) => {
            const value = index + 1;
            const id = `${f.rating.id}-${value}`;
            return (
              <span key={value}>
                <input
                  type="radio"
                  id={id}
                  name={f.rating.name}
                  value={value}
                  defaultChecked={f.rating.initialValue === String(value)}
                  required
                  className="peer sr-only"
                />
                <label
                  htmlFor={id}
                  title={words}
                  className="flex cursor-pointer flex-col items-center rounded-sm px-1.5 py-1 text-[11px] text-stone peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink"
                >
                  <Star
                    className={`h-7 w-7 ${value <= chosen ? 'text-amber-600' : 'text-line'}`}
                    fill="currentColor"
                    strokeWidth={1}
                    aria-hidden="true"
                  />
                  <span>
                    {value}
                    <span className="sr-only">
                      {' '}
                      of {REVIEW_RATING_MAX} stars: {words}
                    </span>
                  </span>
                </label>
              </span>
            );
          })}
        </div>
        <FieldErrors id={f.rating.errorId} errors={f.rating.errors} />
      </fieldset>
      <Field meta={f.title} label="Title" hint={`A few words, up to ${REVIEW_TITLE_MAX} characters.`}>
        <input {...getInputProps(f.title, { type: 'text' })} className={inputClass} />
      </Field>
      <Field
        meta={f.text}
        label="Your review"
        hint={`${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters: how it looks, how it wears, how it was made.`}
      >
        <textarea {...getTextareaProps(f.text)} rows={4} className={`${inputClass} resize-y`} />
      </Field>
      <PicturePicker
        id={`${form.id}-pictures`}
        errorId={f.pictureIds.errorId}
        errors={f.pictureIds.errors}
        uploadUrl={endpointUrl(reviewEndpoints.picture)}
        name="pictureIds"
        max={REVIEW_PICTURES_MAX}
        legend="Pictures"
        hint="Your piece as you wear it"
        onUploadingChange={setUploading}
      />
      <div className="sm:w-56">
        {/* Sent only with every picture it shows: while one is still on its way, the button waits. */}
        <SubmitButton pending={fetcher.state !== 'idle'} disabled={fetcher.state !== 'idle' || uploading}>
          {uploading ? 'Uploading your pictures…' : 'Send my review'}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
