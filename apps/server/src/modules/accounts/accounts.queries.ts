import type { TaxDocumentSnapshot } from '@facet/contracts/tax-documents';
import { type Database, queryRows } from '@facet/db/client';
import { taxDocuments } from '@facet/db/schema/tax-documents';
import { sql } from 'drizzle-orm';

/*
 * The accountant's registers' SQL, every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than a
 * query at run time. The service (accounts-reads.service.ts) totals the documents' snapshots.
 */

/** A tax document as issued: its id and everything it prints. */
export interface IssuedDocument {
  id: number;
  snapshot: TaxDocumentSnapshot;
}

/** Every tax document issued in [from, to), in the order they were issued. */
export function listDocumentsIssued(db: Database, from: Date, to: Date): Promise<IssuedDocument[]> {
  return queryRows<IssuedDocument>(
    db,
    sql`select ${taxDocuments.id}, ${taxDocuments.snapshot} from ${taxDocuments}
         where ${taxDocuments.issuedAt} >= ${from.toISOString()}::timestamptz
           and ${taxDocuments.issuedAt} < ${to.toISOString()}::timestamptz
         order by ${taxDocuments.issuedAt}, ${taxDocuments.id}`,
  );
}
