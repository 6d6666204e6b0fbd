import type { Database } from '@facet/db/client';
import { auditLog } from '@facet/db/schema/audit-log';

export interface AuditEntry {
  actorId: string | null;
  /** What was done, e.g. "user.role-changed". */
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Records a staff action in the one audit log; call it inside the action's transaction. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
