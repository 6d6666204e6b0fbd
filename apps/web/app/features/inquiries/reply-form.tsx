import { INQUIRY_REPLY_MAX } from '@facet/contracts/inquiries';
import { ReplyByEmailForm } from '../../components/back-office/reply-by-email-form.tsx';
import { replyForm } from './forms.ts';

/**
 * Answer an inquiry by e-mail: the text goes to the shopper (queued, so it shows in the outbox
 * at once) and the inquiry is marked answered. A toast says it went.
 */
export function ReplyForm({ inquiry }: { inquiry: { id: number; name: string; email: string; answered: boolean } }) {
  return (
    <ReplyByEmailForm
      record={inquiry}
      schema={replyForm}
      label={inquiry.answered ? 'Another reply' : 'Your reply'}
      hint={`E-mailed to ${inquiry.email}, with their question quoted below it. At most ${INQUIRY_REPLY_MAX} characters.`}
    />
  );
}
