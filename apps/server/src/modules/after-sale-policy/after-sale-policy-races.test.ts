import { DEFAULT_AFTER_SALE_POLICY } from '@facet/contracts/after-sale-values';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoInstances, type TwoInstances } from '../../testing/instances.ts';
import type { TestApp } from '../../testing/test-app.ts';

interface PolicyAuditRow {
  before: { returnDays: number };
  after: { returnDays: number };
}

interface StoredPolicyRow {
  return_days: number;
}

/*
 * Changes of the after-sale policy sent at once to two instances on the PostgreSQL server: each
 * is made after the one before it under the row's lock, so the audit log is one unbroken chain —
 * every entry's "before" is the previous entry's "after" — and ends at what is stored.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const CHANGES = 10;

let t: TestApp;
let instance: TwoInstances['instance'];

describe.runIf(onServer)('after-sale policy changes at once, two instances on one PostgreSQL server', () => {
  twoInstances((made) => ({ t, instance } = made));

  it('audits each change against the one before it', async () => {
    const cookie = await t.cookieFor('Admin');
    const answers = await Promise.all(
      Array.from({ length: CHANGES }, (_, i) =>
        instance(i).inject({
          method: 'PUT',
          url: '/api/after-sale-policy',
          headers: { cookie },
          payload: { ...DEFAULT_AFTER_SALE_POLICY, returnDays: i + 1 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(CHANGES).fill(200));
    const audits = await queryRows<PolicyAuditRow>(
      t.database.db,
      sql`select before, after from audit_log where action = 'after-sale-policy.changed' order by id`,
    );
    expect(audits).toHaveLength(CHANGES);
    expect(audits[0]!.before.returnDays).toBe(30);
    for (let i = 1; i < audits.length; i += 1) {
      expect(audits[i]!.before.returnDays, `entry ${i}`).toBe(audits[i - 1]!.after.returnDays);
    }
    const [stored] = await queryRows<StoredPolicyRow>(
      t.database.db,
      sql`select return_days from after_sale_policy where id = 1`,
    );
    expect(stored!.return_days).toBe(audits.at(-1)!.after.returnDays);
  });
});
