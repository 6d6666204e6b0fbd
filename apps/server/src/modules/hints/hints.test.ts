import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { latestMessageTo, messagesTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * "Drop a hint" (decision 046): a signed-in shopper e-mails one piece to a friend, in their
 * currency, with the picture, name, price and link; at most the Admin's number a day, the same
 * piece to the same address once a day; refusals are 429 with a sentence and store nothing.
 */

interface VariantRow {
  sku: string;
  product_name: string;
  price_inr: number;
}

interface CountRow {
  hints: number;
}

let t: TestApp;
let anna: { id: string; cookie: string };
let pieces: VariantRow[];

const send = (cookie: string | null, payload: unknown, url = '/api/hints') =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: payload as object });

const hint = (over: Record<string, unknown> = {}) => ({
  sku: pieces[0]!.sku,
  email: 'Friend.One@Example.com',
  senderName: 'Anna K',
  message: 'Just saying <b>this</b> one.\nLove, A',
  ...over,
});

const countHints = async (userId: string) => {
  const [row] = await queryRows<CountRow>(
    t.database.db,
    sql`select count(*)::int as hints from hints where user_id = ${userId}`,
  );
  return row!.hints;
};

beforeAll(async () => {
  t = await createTestApp();
  pieces = await queryRows<VariantRow>(
    t.database.db,
    sql`select v.sku, p.name as product_name, v.price_inr from product_variants v join products p on p.id = v.product_id
         where p.is_listed and v.is_active order by v.id limit 8`,
  );
}, 60_000);

beforeEach(async () => {
  anna = await newCustomer(t, `anna.hints.${Math.random().toString(36).slice(2)}@example.com`);
  await t.database.db.execute(sql`update saved_search_settings set hints_per_day = 5`);
});

afterAll(async () => {
  await t?.close();
});

describe('dropping a hint', () => {
  it('queues one e-mail with the piece’s picture, name, price in the sender’s currency and link', async () => {
    const answer = await send(anna.cookie, hint({ currency: 'INR' }));
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toEqual({ sentTo: 'friend.one@example.com', hintsLeftToday: 4 });
    const message = await latestMessageTo(t.database.db, 'friend.one@example.com');
    expect(message.subject).toMatch(/^Anna K dropped a hint — /);
    expect(message.html).toContain(pieces[0]!.product_name);
    expect(message.html).toMatch(/<img[^>]+src="http[^"]+\/media\/[^"]+\/400\.webp"/);
    expect(message.html).toContain('₹');
    expect(message.links).toEqual([`${t.config.publicUrl}/product/${pieces[0]!.sku}`]);
    // The message is text: escaped in the HTML, never markup.
    expect(message.html).toContain('&lt;b&gt;this&lt;/b&gt;');
    expect(message.html).not.toContain('<b>this</b>');
    expect(message.text).toContain('Just saying <b>this</b> one.');
  });

  it('sends the same piece to the same address once a day (any case), and other pieces or addresses still', async () => {
    expect((await send(anna.cookie, hint())).statusCode).toBe(201);
    const again = await send(anna.cookie, hint({ email: 'FRIEND.ONE@example.com' }));
    expect(again.statusCode).toBe(429);
    expect(again.json().errorMessages[0]).toMatch(/already sent this piece to that address today/);
    expect((await send(anna.cookie, hint({ sku: pieces[1]!.sku }))).statusCode).toBe(201);
    expect((await send(anna.cookie, hint({ email: 'friend.two@example.com' }))).statusCode).toBe(201);
    expect(await countHints(anna.id)).toBe(3);
  });

  it('stops at the Admin’s number a day, storing and sending nothing more', async () => {
    await t.database.db.execute(sql`update saved_search_settings set hints_per_day = 2`);
    const before = (await messagesTo(t.database.db, 'limit.3@example.com')).length;
    expect((await send(anna.cookie, hint({ email: 'limit.1@example.com' }))).statusCode).toBe(201);
    expect((await send(anna.cookie, hint({ email: 'limit.2@example.com' }))).statusCode).toBe(201);
    const third = await send(anna.cookie, hint({ email: 'limit.3@example.com' }));
    expect(third.statusCode).toBe(429);
    expect(third.json().errorMessages[0]).toBe(
      'You have sent 2 hints today, the most a day; you can send more tomorrow.',
    );
    expect(await countHints(anna.id)).toBe(2);
    expect(await messagesTo(t.database.db, 'limit.3@example.com')).toHaveLength(before);
  });

  it('refuses links in the message or name, wrong types and bad addresses with 400 and a sentence', async () => {
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ message: 'see https://evil.example/win' }, /message.*web or e-mail address/],
      [{ message: 'go to www.evil.test now' }, /message.*web or e-mail address/],
      [{ message: 'evil.com/claim' }, /message.*web or e-mail address/],
      [{ message: 'write to me@evil.test' }, /message.*web or e-mail address/],
      [{ senderName: 'Visit evil.com' }, /senderName.*web or e-mail address/],
      [{ message: 'claim at login.evil.you' }, /message.*web or e-mail address/],
      [{ senderName: 'anna@evil.you' }, /senderName.*web or e-mail address/],
      [{ message: 'x'.repeat(301) }, /message/],
      [{ message: 'a\u202Eb' }, /message/],
      [{ email: 'not an address' }, /email/],
      [{ email: 42 }, /email/],
      [{ sku: ['a'] }, /sku/],
      [{ senderName: null }, /senderName/],
      [{ senderName: '' }, /senderName/],
      [{ currency: 'GBP' }, /currency/],
    ];
    for (const [over, sentence] of refusals) {
      const answer = await send(anna.cookie, hint(over));
      expect(answer.statusCode, JSON.stringify(over)).toBe(400);
      expect(answer.json().errorMessages.join(' '), JSON.stringify(over)).toMatch(sentence);
    }
    for (const body of ['[]', '"text"', 'null', '42']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/hints',
        headers: { cookie: anna.cookie, 'content-type': 'application/json' },
        payload: body,
      });
      expect(answer.statusCode, body).toBe(400);
    }
    expect(await countHints(anna.id)).toBe(0);
  });

  it('accepts a name and message with ordinary punctuation, at-signs and dotted words', async () => {
    const message = 'Size 6... or 6.5? Meet @ the café, see you at 8.30. Love.You';
    const answer = await send(anna.cookie, hint({ senderName: 'A.K. @ home', message }));
    expect(answer.statusCode).toBe(201);
    const sent = await latestMessageTo(t.database.db, 'friend.one@example.com');
    expect(sent.text).toContain(message);
    expect(sent.subject).toMatch(/^A\.K\. @ home dropped a hint/);
  });

  it('needs a signed-in shopper with a confirmed address and a piece on sale', async () => {
    expect((await send(null, hint())).statusCode).toBe(401);
    await t.database.db.execute(sql`update users set email_confirmed = false where id = ${anna.id}`);
    expect((await send(anna.cookie, hint())).statusCode).toBe(403);
    await t.database.db.execute(sql`update users set email_confirmed = true where id = ${anna.id}`);
    const missing = await send(anna.cookie, hint({ sku: 'no-such-piece' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessages[0]).toBe('There is no such piece in the shop.');
    expect(await countHints(anna.id)).toBe(0);
  });
});
