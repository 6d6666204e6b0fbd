import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * Local stand-ins for the shop's transports, so tests run the real senders end to end: an SMTP
 * server (smtp-server, nodemailer's own) and an HTTP server speaking Twilio's Messages API.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as it went over the wire (MIME, quoted-printable parts). */
  data: string;
  /** The same with quoted-printable soft breaks and escapes undone: links read as sent. */
  decoded: string;
}

export interface FakeSmtp {
  /** SMTP_URL pointing at it. */
  url: string;
  received: ReceivedMail[];
  /** While true, every message is refused with a temporary error (451). */
  refuse: boolean;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (state.refuse) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
          decoded: decodeQuotedPrintable(data),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(data: string): string {
  const bytes = Buffer.from(data.replace(/=\r?\n/g, ''), 'latin1');
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    const hex = bytes[i] === 0x3d ? bytes.subarray(i + 1, i + 3).toString('latin1') : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      out.push(bytes[i]!);
    }
  }
  return Buffer.from(out).toString('utf8');
}

export interface FakeTwilio {
  /** The TWILIO_* settings that send to it. */
  env: Record<string, string>;
  requests: { url: string; authorization: string; body: URLSearchParams }[];
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: FakeTwilio['requests'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({
        url: request.url!,
        authorization: request.headers.authorization ?? '',
        body: new URLSearchParams(body),
      });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    env: {
      TWILIO_ACCOUNT_SID: 'AC0123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `http://127.0.0.1:${port}`,
    },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
