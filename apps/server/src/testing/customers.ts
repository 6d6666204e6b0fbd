import { users } from '@facet/db/schema/users';
import { createSession, SESSION_COOKIE } from '../modules/sessions/sessions.service.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in customer of their own (an activated account and a session), for tests of whose data is whose. */
export async function newCustomer(t: TestApp, email: string): Promise<{ id: string; cookie: string }> {
  const [user] = await t.database.db
    .insert(users)
    .values({ firstName: 'Test', lastName: 'Customer', email, isAccountActivated: true, emailConfirmed: true })
    .returning({ id: users.id });
  const { token } = await createSession(t.database.db, { userId: user!.id });
  return { id: user!.id, cookie: `${SESSION_COOKIE}=${token}` };
}
