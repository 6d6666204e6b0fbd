import { type Database, queryRows } from '@facet/db/client';
import { stoneCategories, stoneShapes } from '@facet/db/schema/lookups';
import { stoneImportProblems, stoneImportRows, stoneImports, type stones } from '@facet/db/schema/stones';
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { alias, type AnyPgColumn, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { stone, stonesAsS } from './stone-rows.ts';

/*
 * Supplier feeds' SQL for the imports themselves and their dry run (decision 010), every column
 * named through the schema's tables (packages/db/src/schema), so that a renamed column fails
 * `npm run typecheck` here rather than a query at run time: the import rows and their problems,
 * the staging of a file's rows (one JSON parameter per batch), and the counts over the staged
 * rows (raw SQL, compared column by column with the stones). The apply's SQL is
 * stone-import-apply.queries.ts; the services (stone-import*.service.ts) hold the rules.
 */

export type StoneImport = typeof stoneImports.$inferSelect;
export type StagedRow = Omit<typeof stoneImportRows.$inferInsert, 'importId'>;

/** A column's bare name, for a column list or a SET (where PostgreSQL refuses a table's prefix). */
export const bare = (column: AnyPgColumn) => sql.identifier(toSnakeCase(column.name));

/** The staged rows as the apply and the counts name them: `r`, beside the stones `s`. */
export const staged = alias(stoneImportRows, 'r');

/** A staged row's columns that its stone has too (the stock number aside), in one order for all. */
export const stoneFields = [
  'stoneCategoryId',
  'growthMethod',
  'stoneShapeId',
  'carat',
  'color',
  'clarity',
  'cut',
  'polish',
  'symmetry',
  'fluorescence',
  'length',
  'width',
  'depth',
  'depthPercent',
  'tablePercent',
  'certificateLab',
  'certificateNumber',
  'certificateUrl',
  'videoUrl',
  'cost',
] as const satisfies readonly (keyof typeof stones.$inferSelect & keyof typeof stoneImportRows.$inferSelect)[];

/** Which staged rows would change their stone: any column differs (the stock number's case aside). */
export const rowDiffers = sql`(${sql.join(
  stoneFields.map((field) => stone[field]),
  sql`, `,
)}) is distinct from (${sql.join(
  stoneFields.map((field) => staged[field]),
  sql`, `,
)})`;

// ---- The imports

export async function findStoneImport(db: Database, id: number): Promise<StoneImport | undefined> {
  const [row] = await db.select().from(stoneImports).where(eq(stoneImports.id, id));
  return row;
}

/** The import's kept problems, by line. */
export function listStoneImportProblems(db: Database, importId: number) {
  return db
    .select({ line: stoneImportProblems.line, message: stoneImportProblems.message })
    .from(stoneImportProblems)
    .where(eq(stoneImportProblems.importId, importId))
    .orderBy(stoneImportProblems.line);
}

/** The latest imports, newest first. */
export function listLatestStoneImports(db: Database, limit: number): Promise<StoneImport[]> {
  return db.select().from(stoneImports).orderBy(desc(stoneImports.createDate), desc(stoneImports.id)).limit(limit);
}

/** Locks the import's row (for update): its state, or undefined for no such import. */
export async function lockStoneImportState(tx: Database, id: number): Promise<StoneImport['state'] | undefined> {
  const [row] = await tx
    .select({ state: stoneImports.state })
    .from(stoneImports)
    .where(eq(stoneImports.id, id))
    .for('update');
  return row?.state;
}

/** Locks the import's row (for update) and reads it whole. */
export async function lockStoneImport(tx: Database, id: number): Promise<StoneImport | undefined> {
  const [row] = await tx.select().from(stoneImports).where(eq(stoneImports.id, id)).for('update');
  return row;
}

export async function insertStoneImport(
  db: Database,
  values: Pick<typeof stoneImports.$inferInsert, 'fileName' | 'mode' | 'createdBy'>,
): Promise<number> {
  const [created] = await db.insert(stoneImports).values(values).returning({ id: stoneImports.id });
  return created!.id;
}

export async function updateStoneImport(
  db: Database,
  id: number,
  values: PgUpdateSetSource<typeof stoneImports>,
): Promise<void> {
  await db.update(stoneImports).set(values).where(eq(stoneImports.id, id));
}

/** The dry run's outcome: the import is checked, with its counts and `moreBadRows` more bad rows. */
export async function markStoneImportChecked(
  tx: Database,
  id: number,
  counts: Pick<StoneImport, 'added' | 'changed' | 'unchanged' | 'unlisted'>,
  moreBadRows: number,
): Promise<void> {
  await updateStoneImport(tx, id, {
    state: 'checked',
    ...counts,
    badRows: sql`${stoneImports.badRows} + ${moreBadRows}`,
    updateDate: new Date(),
  });
}

/** The ids of imports still checking or checked, last changed before `cutoff`. */
export async function listStaleStoneImportIds(tx: Database, cutoff: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: stoneImports.id })
    .from(stoneImports)
    .where(and(inArray(stoneImports.state, ['checking', 'checked']), lt(stoneImports.updateDate, cutoff)));
  return rows.map((row) => row.id);
}

/** Cancels these imports, saying why. */
export async function cancelStoneImports(tx: Database, ids: readonly number[], failure: string): Promise<void> {
  await tx
    .update(stoneImports)
    .set({ state: 'cancelled', failure, finishDate: new Date() })
    .where(inArray(stoneImports.id, [...ids]));
}

// ---- Staged rows and problems

export function countStagedRows(tx: Database, importId: number): Promise<number> {
  return tx.$count(stoneImportRows, eq(stoneImportRows.importId, importId));
}

/** Drops the staged rows of these imports. */
export async function deleteStagedRows(db: Database, importIds: readonly number[]): Promise<void> {
  await db.delete(stoneImportRows).where(inArray(stoneImportRows.importId, [...importIds]));
}

/** The lookup ids of the shapes and categories, by name. */
export async function stoneLookupIds(db: Database) {
  const [shapes, categories] = await Promise.all([db.select().from(stoneShapes), db.select().from(stoneCategories)]);
  return {
    shape: new Map(shapes.map((row) => [row.name, row.id])),
    category: new Map(categories.map((row) => [row.name, row.id])),
  };
}

/** The staged row's columns, in one order for the JSON, its record type and the insert. */
const stagedFields = ['line', 'sku', ...stoneFields, 'imageUrls'] as const;
const stagedColumns = sql.join(
  stagedFields.map((field) => bare(stoneImportRows[field])),
  sql`, `,
);
/** Each staged field with its column's name, the JSON record's key. */
const stagedKeys = stagedFields.map((field) => [field, toSnakeCase(stoneImportRows[field].name)] as const);
/** The staged columns as jsonb_to_recordset reads them (snake_case names, PostgreSQL types). */
const stagedRecord = sql.join(
  stagedFields.map((field) => sql`${bare(stoneImportRows[field])} ${sql.raw(stoneImportRows[field].getSQLType())}`),
  sql`, `,
);

/**
 * Stages a batch of a file's rows. The batch travels as one JSON parameter (jsonb_to_recordset),
 * so one statement of a few hundred kB carries thousands of rows: faster than a VALUES list with
 * a parameter per cell, which also caps a batch at 65,535 parameters.
 */
export async function insertStagedRows(db: Database, importId: number, rows: readonly StagedRow[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [field, key] of stagedKeys) record[key] = row[field] ?? null;
      return record;
    }),
  );
  await db.execute(
    sql`insert into ${stoneImportRows} (${bare(stoneImportRows.importId)}, ${stagedColumns})
        select ${importId}, ${stagedColumns} from jsonb_to_recordset(${json}::jsonb) as x(${stagedRecord})`,
  );
}

export function countStoneImportProblems(tx: Database, importId: number): Promise<number> {
  return tx.$count(stoneImportProblems, eq(stoneImportProblems.importId, importId));
}

/** Keeps these problems of an import, 500 a statement. */
export async function insertStoneImportProblems(
  db: Database,
  problems: readonly (typeof stoneImportProblems.$inferInsert)[],
): Promise<void> {
  for (let start = 0; start < problems.length; start += 500) {
    await db.insert(stoneImportProblems).values(problems.slice(start, start + 500));
  }
}

// ---- The dry run's counts

/** Fresh statistics of a table just filled or changed, or the planner guesses them empty and joins them badly. */
export async function analyzeTable(db: Database, table: typeof stones | typeof stoneImportRows): Promise<void> {
  await db.execute(sql`analyze ${table}`);
}

/** A staged row whose certificate belongs to another stone: its line, stock number, certificate and that stone. */
export interface CertificateClashRow {
  line: number;
  sku: string;
  lab: string;
  number: string;
  other: string;
}

/** Removes the import's staged rows whose certificate belongs to another stone in the shop: those rows. */
export function deleteCertificateClashes(tx: Database, importId: number): Promise<CertificateClashRow[]> {
  return queryRows<CertificateClashRow>(
    tx,
    sql`delete from ${stoneImportRows} ${staged}
         using ${stonesAsS}
         where ${staged.importId} = ${importId}
           and ${staged.certificateNumber} is not null
           and ${stone.certificateLab} = ${staged.certificateLab} and ${stone.certificateNumber} = ${staged.certificateNumber}
           and lower(${stone.sku}) <> lower(${staged.sku})
     returning ${staged.line}, ${staged.sku}, ${staged.certificateLab} as lab, ${staged.certificateNumber} as number,
               ${stone.sku} as other`,
  );
}

/** Counts as the engines answer them: numbers on PGlite, text on PostgreSQL. */
interface ImportCountsRow {
  added: string | number;
  changed: string | number;
  unchanged: string | number;
}

/** What applying the import's staged rows would do to the stones: added, changed, unchanged. */
export async function countStagedOutcome(tx: Database, importId: number) {
  const [counts] = await queryRows<ImportCountsRow>(
    tx,
    sql`select count(*) filter (where ${stone.id} is null) as added,
               count(*) filter (where ${stone.id} is not null and ${rowDiffers}) as changed,
               count(*) filter (where ${stone.id} is not null and not ${rowDiffers}) as unchanged
          from ${stoneImportRows} ${staged}
          left join ${stonesAsS} on lower(${stone.sku}) = lower(${staged.sku})
         where ${staged.importId} = ${importId}`,
  );
  return { added: Number(counts!.added), changed: Number(counts!.changed), unchanged: Number(counts!.unchanged) };
}

/** The available stones a full feed leaves out: none of the import's staged rows has their stock number. */
export const leftOutOfFeed = (importId: number): SQL =>
  sql`${stone.state} = 'available'
      and not exists (select 1 from ${stoneImportRows} ${staged}
                       where ${staged.importId} = ${importId} and lower(${staged.sku}) = lower(${stone.sku}))`;

/** A count as the engines answer it: a number on PGlite, text on PostgreSQL. */
interface CountRow {
  n: string | number;
}

/** Available stones a full feed leaves out (held and sold ones are never touched). */
export async function countLeftOutOfFeed(db: Database, importId: number): Promise<number> {
  const [row] = await queryRows<CountRow>(
    db,
    sql`select count(*) as n from ${stonesAsS} where ${leftOutOfFeed(importId)}`,
  );
  return Number(row!.n);
}
