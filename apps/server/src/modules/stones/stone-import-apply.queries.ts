import { type Database, queryRows } from '@facet/db/client';
import { jobs } from '@facet/db/schema/jobs';
import { stoneImportRows, stoneMedia, stones } from '@facet/db/schema/stones';
import { type SQL, sql } from 'drizzle-orm';
import { bare, leftOutOfFeed, rowDiffers, staged, stoneFields } from './stone-import.queries.ts';
import { stone, stonesAsS } from './stone-rows.ts';

/*
 * Supplier feeds' apply (decision 010): the staged rows of a checked import written to the
 * stones in chunks of lines, every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than
 * a query at run time. Each statement is raw SQL over the whole chunk (an UPDATE … FROM, an
 * INSERT … SELECT … ON CONFLICT) and answers how many rows it wrote. The service
 * (stone-import-apply.service.ts) holds the transaction, the order of the steps and the counts.
 */

/** A count as the engines answer it: a number on PGlite, text on PostgreSQL. */
interface CountRow {
  n: string | number;
}

/** How many rows a `with written as (… returning 1)` statement wrote. */
async function countWritten(db: Database, written: SQL): Promise<number> {
  const [row] = await queryRows<CountRow>(db, sql`with written as (${written}) select count(*) as n from written`);
  return Number(row?.n ?? 0);
}

/** The first and last line of the import's staged rows (null when none) and how many there are. */
export interface StagedLinesRow {
  first: number | null;
  last: number | null;
  n: string | number;
}

export async function findStagedLines(db: Database, importId: number) {
  const [range] = await queryRows<StagedLinesRow>(
    db,
    sql`select min(${stoneImportRows.line}) as first, max(${stoneImportRows.line}) as last, count(*) as n
          from ${stoneImportRows} where ${stoneImportRows.importId} = ${importId}`,
  );
  return { first: range!.first, last: range!.last, total: Number(range!.n) };
}

/** Lines `from`..`to` of the import's staged rows. */
const inChunk = (importId: number, lines: { from: number; to: number }) =>
  sql`${staged.importId} = ${importId} and ${staged.line} between ${lines.from} and ${lines.to}`;

const setFromStaged = sql.join(
  stoneFields.map((field) => sql`${bare(stones[field])} = ${staged[field]}`),
  sql`, `,
);

/** Writes the chunk's staged rows that differ from their stones (by stock number, any case): how many. */
export function updateChangedStones(db: Database, importId: number, lines: { from: number; to: number }) {
  return countWritten(
    db,
    sql`update ${stonesAsS} set ${setFromStaged}, ${bare(stones.updateDate)} = now()
          from ${stoneImportRows} ${staged}
         where ${inChunk(importId, lines)}
           and lower(${stone.sku}) = lower(${staged.sku}) and ${rowDiffers}
        returning 1`,
  );
}

const stoneColumnList = sql.join(
  stoneFields.map((field) => bare(stones[field])),
  sql`, `,
);
const stagedColumnList = sql.join(
  stoneFields.map((field) => staged[field]),
  sql`, `,
);

/** Adds the chunk's staged rows whose stock number no stone has (the unique index says which): how many. */
export function insertNewStones(
  db: Database,
  importId: number,
  lines: { from: number; to: number },
  actorId: string | null,
) {
  return countWritten(
    db,
    sql`insert into ${stones} (${bare(stones.sku)}, ${stoneColumnList}, ${bare(stones.createdBy)})
        select ${staged.sku}, ${stagedColumnList}, ${actorId}::uuid
          from ${stoneImportRows} ${staged}
         where ${inChunk(importId, lines)}
        order by ${staged.line}
        on conflict ((lower(${bare(stones.sku)}))) do nothing
        returning 1`,
  );
}

/** Unlists the available stones the full feed leaves out: how many. */
export function unlistLeftOutStones(db: Database, importId: number) {
  return countWritten(
    db,
    sql`update ${stonesAsS} set ${bare(stones.state)} = 'unlisted', ${bare(stones.updateDate)} = now()
         where ${leftOutOfFeed(importId)}
        returning 1`,
  );
}

/**
 * Queues the picture job (`kind`) for each staged row with picture links whose stone has no
 * picture yet, unless one is queued or running for that stone: how many were queued.
 */
export function queuePictureFetches(db: Database, importId: number, kind: string, actorId: string | null) {
  return countWritten(
    db,
    sql`insert into ${jobs} (${bare(jobs.kind)}, ${bare(jobs.payload)}, ${bare(jobs.uniqueKey)}, ${bare(jobs.maxAttempts)})
        select ${kind},
               jsonb_build_object('stoneId', ${stone.id}, 'urls', to_jsonb(${staged.imageUrls}), 'actorId', ${actorId}::text),
               ${`${kind}:`} || ${stone.id}, 3
          from ${stoneImportRows} ${staged}
          join ${stonesAsS} on lower(${stone.sku}) = lower(${staged.sku})
         where ${staged.importId} = ${importId} and cardinality(${staged.imageUrls}) > 0
           and not exists (select 1 from ${stoneMedia} where ${stoneMedia.stoneId} = ${stone.id})
        on conflict (${bare(jobs.uniqueKey)}) where ${bare(jobs.status)} in ('queued', 'running') do nothing
        returning 1`,
  );
}
