import type { ShouldRevalidateFunctionArgs } from 'react-router';

/*
 * Back-office pages' shouldRevalidate: after some actions the page leaves at once, and loading
 * its data again would be wasted, or would fail.
 */

type Outcome = { ok?: boolean; intent?: string } | undefined;

/** A detail page: after a delete it leaves for the list, and loading the deleted record again would only fail. */
export function notAfterDelete({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const outcome = actionResult as Outcome;
  return outcome?.ok && outcome.intent === 'delete' ? false : defaultShouldRevalidate;
}

/** A form page: a successful save goes to the record's page, so nothing here needs loading again. */
export function notAfterSave({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return (actionResult as Outcome)?.ok ? false : defaultShouldRevalidate;
}
