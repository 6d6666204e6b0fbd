import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { type Answer, invalid, isObject } from './fake-paypal-answers.ts';

/*
 * The fake PayPal's webhooks: signed with a key only it knows (`signWebhook`), and checked when
 * asked verify-webhook-signature; a forged one, a changed event or another webhook id is FAILURE.
 */

export function fakePaypalWebhooks(webhookId: string) {
  // The key only the fake signs webhooks with; forged ones use another.
  const signingKey = randomBytes(32);

  function signature(transmissionId: string, time: string, forWebhookId: string, event: unknown, key: Buffer): string {
    const digest = createHmac('sha256', key).update(JSON.stringify(event)).digest('hex');
    return createHmac('sha256', key).update(`${transmissionId}|${time}|${forWebhookId}|${digest}`).digest('base64');
  }

  function verifyWebhook(body: unknown): Answer {
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
    if (!isObject(body) || !isObject(body.webhook_event)) return invalid('/webhook_event', 'webhook_event expected.');
    for (const name of fields) {
      if (typeof body[name] !== 'string' || body[name] === '') return invalid(`/${name}`, `${name} expected.`);
    }
    const expected = signature(
      body.transmission_id as string,
      body.transmission_time as string,
      body.webhook_id as string,
      body.webhook_event,
      signingKey,
    );
    const given = Buffer.from(body.transmission_sig as string);
    const genuine =
      body.webhook_id === webhookId &&
      given.length === Buffer.byteLength(expected) &&
      timingSafeEqual(given, Buffer.from(expected));
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  }

  function signWebhook(event: Record<string, unknown>, signOptions: { forge?: boolean } = {}) {
    const rawBody = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const key = signOptions.forge ? randomBytes(32) : signingKey;
    return {
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature(transmissionId, time, webhookId, event, key),
        'paypal-transmission-time': time,
      },
      rawBody,
    };
  }

  return { verifyWebhook, signWebhook };
}
