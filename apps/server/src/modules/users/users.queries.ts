import type { UserListQuery } from '@facet/contracts/users';
import type { Database } from '@facet/db/client';
import { users } from '@facet/db/schema/users';
import { containsPattern } from '@facet/db/sql-helpers';
import { and, asc, count, desc, eq, ilike, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';

/*
 * The accounts' SQL, every column named through the schema's users table, so that a renamed
 * column fails `npm run typecheck` here rather than a query at run time. The service
 * (users.service.ts) holds the rules: who may change whom, the last Admin, the audit.
 */

export type UserRow = typeof users.$inferSelect;

export async function findUserRow(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

const orderColumns = {
  CreateDate: users.createDate,
  FirstName: users.firstName,
  LastName: users.lastName,
  Email: users.email,
  Role: users.role,
} as const;

/** Not of the roles left out, and the search text (taken literally) in a name, the e-mail or the phone. */
function listFilter(input: Pick<UserListQuery, 'rolesToExclude' | 'search'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (input.rolesToExclude.length > 0) conditions.push(notInArray(users.role, input.rolesToExclude));
  if (input.search) {
    const like = containsPattern(input.search);
    conditions.push(
      or(
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.email, like),
        ilike(users.phoneNumber, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of accounts in the order asked (then by id). */
export function listUserRows(db: Database, input: UserListQuery): Promise<UserRow[]> {
  const column = orderColumns[input.orderBy];
  return db
    .select()
    .from(users)
    .where(listFilter(input))
    .orderBy(input.order === 'asc' ? asc(column) : desc(column), asc(users.id))
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
}

/** How many accounts the list's filter finds. */
export async function countUsers(db: Database, input: UserListQuery): Promise<number> {
  const [total] = await db.select({ n: count() }).from(users).where(listFilter(input));
  return total?.n ?? 0;
}

/** Changes an account; the row as it is now. */
export async function updateUser(
  tx: Database,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function insertUser(tx: Database, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await tx.insert(users).values(values).returning();
  return row;
}

/** Locks the active Admins' rows (two Admins demoting each other at once take turns); their ids. */
export async function lockActiveAdminIds(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Admin'), sql`${users.isActive}`))
    .for('update');
  return rows.map((row) => row.id);
}

/** Sets a member's password from their invitation, which confirms their e-mail address too (never a Customer's). */
export async function activateMemberAccount(tx: Database, userId: string, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, isAccountActivated: true, emailConfirmed: true, updateDate: new Date() })
    .where(and(eq(users.id, userId), ne(users.role, 'Customer')));
}
