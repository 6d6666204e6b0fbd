import type { Database } from '@facet/db/client';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailContextOf } from '../modules/auth/account-mail.ts';
import { sendSavedSearchDigests } from '../modules/saved-searches/saved-search-digests.service.ts';
import { messagesTo } from './messages.ts';
import type { TestApp } from './test-app.ts';

/*
 * What the saved searches' race tests (stones and collections) check after several job runners
 * ran at once: each thing told once per shopper, and each shopper sent one digest.
 */

interface CountRow {
  copies: string | number;
}

/** The notices' table and what a shopper is told once about: a stone, or a piece. */
const noticesOf = {
  stone: { table: sql.raw('saved_search_notices'), subject: sql.raw('stone_id'), link: '/stone/' },
  piece: { table: sql.raw('saved_search_piece_notices'), subject: sql.raw('product_id'), link: '/product/' },
} as const;

/** Every notice written once between the runners, and `total` of them in all. */
export async function expectToldOnce(t: TestApp, kind: keyof typeof noticesOf, total: number): Promise<void> {
  const { table, subject } = noticesOf[kind];
  const duplicates = await queryRows<CountRow>(
    t.database.db,
    sql`select count(*) as copies from ${table} group by user_id, ${subject}, reason having count(*) > 1`,
  );
  expect(duplicates).toEqual([]);
  const [all] = await queryRows<CountRow>(t.database.db, sql`select count(*) as copies from ${table}`);
  expect(Number(all!.copies)).toBe(total);
}

/**
 * The digests sent by every instance's runner at once: one per shopper, each with `told` links
 * to what it tells.
 */
export async function expectOneDigestEach(
  t: TestApp,
  databases: readonly Database[],
  emails: readonly string[],
  kind: keyof typeof noticesOf,
  told: number,
): Promise<void> {
  const mail = mailContextOf(t.config);
  const sent = await Promise.all(databases.map((db) => sendSavedSearchDigests(db, mail)));
  expect(sent.reduce((sum, count) => sum + count, 0)).toBe(emails.length);
  for (const email of emails) {
    const digests = await messagesTo(t.database.db, email);
    expect(digests, email).toHaveLength(1);
    expect(digests[0]!.links.filter((link) => link.includes(noticesOf[kind].link))).toHaveLength(told);
  }
}
