import type { Actor } from '@facet/contracts/permissions';
import { preparedQuery } from '@facet/db/client';
import { sessions, users } from '@facet/db/schema/users';
import { sql } from 'drizzle-orm';

/*
 * The session lookup every signed-in request makes (plugins/access.ts): a prepared statement
 * whose text is rendered once (preparedQuery), so neither engine parses and plans it per request.
 */

/** The person a live session of an active account belongs to, as the request's actor. */
export const sessionActorStatement = preparedQuery<Actor, { tokenHash: string }>(
  ({ tokenHash }) =>
    sql`select ${users.id} as "userId", ${users.role} as "role", ${users.emailConfirmed} as "emailConfirmed",
               ${users.phoneNumberConfirmed} as "phoneNumberConfirmed"
          from ${sessions} join ${users} on ${users.id} = ${sessions.userId}
         where ${sessions.id} = ${tokenHash} and ${sessions.expiresAt} > now() and ${users.isActive}
         limit 1`,
);
