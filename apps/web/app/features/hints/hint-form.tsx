import { HINT_MESSAGE_MAX } from '@facet/contracts/hint-limits';
import { useState } from 'react';
import { Form } from 'react-router';
import { inputClass } from '../../components/ui/input-class.ts';

/** What /drop-a-hint's action answers. */
export interface HintOutcome {
  ok: boolean;
  message: string;
}

/**
 * The hint's form (decision 046): the friend's address, the name they will see (the shopper's
 * own to start with) and an optional message of plain text without addresses. A plain form: it
 * works before any script; the server's refusal is shown above the button.
 */
export function HintForm({
  senderName,
  outcome,
  sending,
}: {
  senderName: string;
  outcome: HintOutcome | undefined;
  sending: boolean;
}) {
  const [length, setLength] = useState(0);
  return (
    <Form method="post" className="mt-8 space-y-5" aria-busy={sending}>
      <div>
        <label htmlFor="hint-email" className="mb-1.5 block text-sm font-medium text-graphite">
          Your friend’s e-mail address
        </label>
        <input id="hint-email" name="email" type="email" required autoComplete="off" className={inputClass} />
      </div>
      <div>
        <label htmlFor="hint-sender" className="mb-1.5 block text-sm font-medium text-graphite">
          Your name, as they will see it
        </label>
        <input
          id="hint-sender"
          name="senderName"
          required
          maxLength={80}
          defaultValue={senderName}
          autoComplete="name"
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="hint-message" className="mb-1.5 block text-sm font-medium text-graphite">
          A message (optional)
        </label>
        <textarea
          id="hint-message"
          name="message"
          rows={4}
          maxLength={HINT_MESSAGE_MAX}
          aria-describedby="hint-message-note"
          onChange={(event) => setLength(event.currentTarget.value.length)}
          className={inputClass}
        />
        <p id="hint-message-note" className="mt-1 text-xs text-stone">
          Plain text, no web or e-mail addresses; {HINT_MESSAGE_MAX - length} characters left.
        </p>
      </div>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`text-sm ${outcome.ok ? 'text-emerald-800' : 'text-red-800'}`}
          data-testid="hint-outcome"
        >
          {outcome.message}
        </p>
      ) : null}
      <button type="submit" className="button-primary px-6 py-2.5 disabled:opacity-60" aria-disabled={sending}>
        {sending ? 'Sending…' : 'Send the hint'}
      </button>
    </Form>
  );
}
