import { redirect } from 'react-router';
import type { Route } from './+types/inquiry';
import { sendInquiry } from '../features/inquiries/inquiry-action.server.ts';

/**
 * POST /inquiry: where InquiryForm posts by default, so that any page (a stone page's "Ask
 * about this stone") can offer the form without an action of its own. Answers the fetcher
 * with the outcome (thanks, or the problems under their fields).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return sendInquiry(context, await request.formData());
}

/** Nothing to show here: the form lives on the contact page. */
export function loader() {
  return redirect('/contact-us');
}
