import type { CurrentUser } from '@facet/contracts/users';
import type { Database } from '@facet/db/client';
import { users } from '@facet/db/schema/users';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

export async function getCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    emailConfirmed: row.emailConfirmed,
    phoneNumberConfirmed: row.phoneNumberConfirmed,
    isActive: row.isActive,
    isAccountActivated: row.isAccountActivated,
    createDate: row.createDate.toISOString(),
    updateDate: row.updateDate.toISOString(),
  };
}
