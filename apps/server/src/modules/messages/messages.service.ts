import { taxDocumentPdfFiles } from '../tax-documents/tax-document-files.service.ts';
import type { Database } from '@facet/db/client';
import type { MessageAttachment } from '@facet/db/schema/messages';
import type { ReactElement } from 'react';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { findMessage, insertMessage, markMessageFailed, updateMessage } from './messages.queries.ts';
import type { Transports } from './transports.ts';

/*
 * Messages are written to the messages table and delivered by a job (with retries), never
 * inline in a request. The outbox lists them (outbox/outbox.service.ts).
 */

export const DELIVER_MESSAGE_JOB = 'messages.deliver';

/** What replaces a secret (a sign-in token, a phone code) in the copy staff may see. */
export const HIDDEN_SECRET = '[hidden]';

/**
 * A function replacing every secret — as written, URL-encoded, and HTML-escaped — by the marker.
 * Secrets are required to appear in the plain text, so a caller passing the wrong value (which
 * would leave the real one in place) fails loudly instead of leaking quietly.
 */
function redactorFor(secrets: string[], plainText: string): (content: string) => string {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < 6) throw new Error('A message secret must have at least 6 characters');
    if (!plainText.includes(secret) && !plainText.includes(encodeURIComponent(secret))) {
      throw new Error('A message secret does not appear in the message it belongs to');
    }
    for (const form of [secret, encodeURIComponent(secret)]) {
      forms.add(form);
      forms.add(escapeHtml(form));
    }
  }
  // Longest first, so that no form is cut by a shorter one it contains.
  const ordered = [...forms].sort((a, b) => b.length - a.length);
  return (content) => ordered.reduce((result, form) => result.split(form).join(HIDDEN_SECRET), content);
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * Queues an e-mail rendered from a React template; `links` are what the outbox shows to click,
 * `secrets` the values in them that let someone act as the recipient (tokens), stored only in
 * the deliverable copy.
 */
export async function queueEmail(
  db: Database,
  message: {
    to: string;
    subject: string;
    template: ReactElement;
    /**
     * The plain-text copy, when the caller writes it: converting the HTML to text is most of an
     * e-mail's rendering time (about 5 ms), which an e-mail sent in a busy request can save.
     */
    text?: string;
    links: string[];
    secrets: string[];
    /** Tax documents to attach as PDFs, made when the e-mail is sent, or text files written now. */
    attachments?: MessageAttachment[];
    /** Extra headers sent as they are (an alert's List-Unsubscribe and List-Unsubscribe-Post). */
    headers?: Record<string, string>;
  },
): Promise<number> {
  // Loaded with the first e-mail, as the templates are (see the mail modules), not with the server.
  const { render } = await import('@react-email/render');
  const [html, text] = await Promise.all([
    render(message.template),
    message.text ?? render(message.template, { plainText: true }),
  ]);
  const redact = redactorFor(message.secrets, text);
  const id = await insertMessage(db, {
    channel: 'email',
    to: message.to,
    subject: message.subject,
    text,
    html,
    links: message.links,
    redactedText: redact(text),
    redactedHtml: redact(html),
    redactedLinks: message.links.map(redact),
    attachments: message.attachments ?? [],
    headers: message.headers ?? {},
  });
  await enqueueJob(db, { kind: DELIVER_MESSAGE_JOB, payload: { messageId: id }, maxAttempts: 8 });
  return id;
}

/** Queues an SMS; `secrets` are the codes in its text, stored only in the deliverable copy. */
export async function queueSms(
  db: Database,
  message: { to: string; text: string; secrets: string[] },
): Promise<number> {
  const redact = redactorFor(message.secrets, message.text);
  const id = await insertMessage(db, {
    channel: 'sms',
    to: message.to,
    subject: 'SMS',
    text: message.text,
    redactedText: redact(message.text),
  });
  await enqueueJob(db, { kind: DELIVER_MESSAGE_JOB, payload: { messageId: id }, maxAttempts: 8 });
  return id;
}

/** The files an e-mail carries: tax documents' PDFs made now, text files as they were written. */
async function attachedFiles(db: Database, attachments: readonly MessageAttachment[]) {
  const documents = attachments.filter((file) => 'taxDocumentId' in file);
  const texts = attachments.filter((file) => 'text' in file);
  return [
    ...(await taxDocumentPdfFiles(db, documents)),
    ...texts.map((file) => ({
      filename: file.filename,
      content: Buffer.from(file.text),
      contentType: file.contentType,
    })),
  ];
}

export type DeliveryOutcome = 'sent' | 'stored' | 'already-done';

/**
 * Sends one message through the configured transport, or keeps it in the outbox when there is
 * none. A transport error is recorded and thrown, so the job retries it with backoff. Once sent,
 * the stored copy becomes the redacted one: the recipient has the live secret, nobody else needs
 * it. Kept in the outbox, it stays live — that copy is the only way to the link.
 */
export async function deliverMessage(
  db: Database,
  input: { messageId: number },
  transports: Transports,
): Promise<DeliveryOutcome> {
  const { messageId } = input;
  const message = await findMessage(db, messageId);
  if (!message || message.state === 'sent' || message.state === 'stored') return 'already-done';
  const send =
    message.channel === 'email'
      ? transports.email &&
        (async () =>
          transports.email!({
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            attachments: await attachedFiles(db, message.attachments),
            headers: message.headers,
          }))
      : transports.sms && (() => transports.sms!(message.to, message.text));
  if (!send) {
    await updateMessage(db, messageId, {
      state: 'stored',
      transport: 'outbox',
      attempts: message.attempts + 1,
      sentAt: new Date(),
    });
    return 'stored';
  }
  try {
    await send();
  } catch (error) {
    await updateMessage(db, messageId, {
      attempts: message.attempts + 1,
      lastError: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
  await updateMessage(db, messageId, {
    state: 'sent',
    transport: message.channel === 'email' ? 'smtp' : 'sms-provider',
    text: message.redactedText,
    html: message.redactedHtml,
    links: message.redactedLinks,
    attempts: message.attempts + 1,
    lastError: null,
    sentAt: new Date(),
  });
  return 'sent';
}

/** Marks a message failed for good (its job gave up); it will never be sent, so its secrets go. */
export async function failMessage(db: Database, input: { messageId: number }): Promise<void> {
  const { messageId } = input;
  await markMessageFailed(db, messageId);
}
