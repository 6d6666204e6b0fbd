import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Pictures kept by the media store: `key` names the folder that holds its sizes.
 * A picture nobody uses (an upload never saved with a product, or one removed from it) is
 * deleted, files and all, by a background job.
 */
export const media = pgTable(
  'media',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull().unique(),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_dimensions_positive', sql`${t.width} > 0 and ${t.height} > 0`),
    index('media_create_date_idx').on(t.createDate),
  ],
);
