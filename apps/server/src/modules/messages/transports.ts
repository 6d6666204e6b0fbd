import type { OutboxRedaction } from '@facet/contracts/outbox';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../env.ts';

/*
 * How messages leave the shop: SMTP through nodemailer when SMTP_URL is set, SMS
 * through Twilio's REST API when its credentials are set. Without them, messages stay in the
 * outbox — the labelled local substitute — where the Admin's outbox page shows them.
 */

export interface EmailOut {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post), given to nodemailer as they are. */
  headers?: Record<string, string>;
}

export interface Transports {
  email: ((message: EmailOut) => Promise<void>) | null;
  sms: ((to: string, text: string) => Promise<void>) | null;
}

export function createTransports(config: Config): Transports {
  return {
    email: config.mail.smtpUrl ? smtpSender(config.mail.smtpUrl, config.mail.from) : null,
    sms: config.sms.twilio ? twilioSender(config.sms.twilio) : null,
  };
}

/** Which channels leave the shop through a transport (and so never show live secrets). */
export function channelsWithTransport(config: Config): OutboxRedaction {
  return { email: Boolean(config.mail.smtpUrl), sms: Boolean(config.sms.twilio) };
}

function smtpSender(url: string, from: string): Transports['email'] {
  // Loaded with the first e-mail sent, not with the server: a start (and a restart after a crash)
  // should not wait for code it may never run.
  let transporter: Promise<Transporter> | undefined;
  return async (message) => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    await (
      await transporter
    ).sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.attachments.length > 0 ? { attachments: message.attachments } : {}),
      ...(message.headers && Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
    });
  };
}

interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}

/** Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth. */
function twilioSender(settings: TwilioSettings): Transports['sms'] {
  return async (to, text) => {
    const url = new URL(
      `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
      settings.apiUrl,
    );
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: settings.from, Body: text }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(`SMS provider answered ${response.status}: ${detail.slice(0, 200)}`);
    }
  };
}
