import { type Database, queryRows } from '@facet/db/client';
import { stoneImportRows, stoneImports } from '@facet/db/schema/stones';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseRefusal, databaseRefusalOf } from '../../lib/database-errors.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { rowDiffers } from './stone-import-check.service.ts';
import { applyProgress } from './stone-import.service.ts';
import { FETCH_STONE_PICTURES_JOB } from './stone-picture-fetch.service.ts';

/*
 * Supplier feeds, step two: applying the staged rows of a checked import. One transaction:
 * the stones are updated and added by stock number (lower(sku)), a full feed unlists the
 * available stones it leaves out, picture fetching is queued, the audit entry written and the
 * change announced to the stones cache group — all of it or, on any failure, none of it. A row equal to its stone
 * is not written at all, so the same file twice moves no update_date.
 */

/** Staged rows per statement: the progress moves this often. */
const APPLY_CHUNK = 5_000;

const stoneColumns = `stone_category_id, growth_method, stone_shape_id, carat, color, clarity, cut, polish, symmetry,
  fluorescence, length, width, depth, depth_percent, table_percent, certificate_lab, certificate_number,
  certificate_url, video_url, cost`;
const stoneColumnList = stoneColumns.split(',').map((column) => column.trim());
const setFromStaged = sql.raw(stoneColumnList.map((column) => `${column} = r.${column}`).join(', '));
const stagedColumns = sql.raw(stoneColumnList.map((column) => `r.${column}`).join(', '));

export interface ApplyOutcome {
  added: number;
  changed: number;
  unchanged: number;
  unlisted: number;
  picturesQueued: number;
}

async function countOf(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, query);
  return Number(row?.n ?? 0);
}

function refusalMessage(refusal: DatabaseRefusal): string {
  if (refusal.constraint === 'stones_certificate_unique')
    return 'a certificate in the file now belongs to another stone';
  if (refusal.constraint === 'stones_sku_unique')
    return 'a stock number in the file was taken by another stone meanwhile';
  return `a row breaks the shop's rule ${refusal.constraint ?? refusal.code}`;
}

/** The apply job. Does nothing when the import is no longer waiting to be applied. */
export async function runStoneImport(
  db: Database,
  input: { importId: number; actorId: string | null },
  attempt: { final: boolean },
): Promise<ApplyOutcome | null> {
  const { importId, actorId } = input;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(stoneImports).where(eq(stoneImports.id, importId)).for('update');
      if (!row || row.state !== 'importing') return null;
      applyProgress.set(importId, 0);
      const [range] = await queryRows<{ first: number | null; last: number | null; n: string | number }>(
        tx,
        sql`select min(line) as first, max(line) as last, count(*) as n from stone_import_rows where import_id = ${importId}`,
      );
      let changed = 0;
      let added = 0;
      const total = Number(range!.n);
      const chunks: [number, number][] = [];
      if (range!.first !== null && range!.last !== null) {
        for (let from = range!.first; from <= range!.last; from += APPLY_CHUNK)
          chunks.push([from, from + APPLY_CHUNK - 1]);
      }
      let step = 0;
      const advance = () => {
        step += 1;
        applyProgress.set(importId, Math.floor((total * step) / (chunks.length * 2)));
      };
      // Statistics as they are now (a first feed finds the table nearly empty in the last ones),
      // so that each chunk joins through the lower(sku) index instead of scanning the stones.
      await tx.execute(sql`analyze stones`);
      // Changes first, then additions: the table does not grow under the joins of the changes,
      // and an addition needs no look-up of its own (the unique index says whether it exists).
      for (const [from, to] of chunks) {
        changed += await countOf(
          tx,
          sql`with changed as (
                update stones s set ${setFromStaged}, update_date = now()
                  from stone_import_rows r
                 where r.import_id = ${importId} and r.line between ${from} and ${to}
                   and lower(s.sku) = lower(r.sku) and ${rowDiffers}
                returning 1)
              select count(*) as n from changed`,
        );
        advance();
      }
      for (const [from, to] of chunks) {
        added += await countOf(
          tx,
          sql`with added as (
                insert into stones (sku, ${sql.raw(stoneColumns)}, created_by)
                select r.sku, ${stagedColumns}, ${actorId}::uuid
                  from stone_import_rows r
                 where r.import_id = ${importId} and r.line between ${from} and ${to}
                order by r.line
                on conflict ((lower(sku))) do nothing
                returning 1)
              select count(*) as n from added`,
        );
        advance();
      }
      // A full feed lists every stone the supplier still has: the available ones it leaves out
      // go off the shop. Held and sold stones are someone's; they are never touched.
      const unlisted =
        row.mode === 'full_feed'
          ? await countOf(
              tx,
              sql`with unlisted as (
                    update stones s set state = 'unlisted', update_date = now()
                     where s.state = 'available'
                       and not exists (select 1 from stone_import_rows r
                                        where r.import_id = ${importId} and lower(r.sku) = lower(s.sku))
                    returning 1)
                  select count(*) as n from unlisted`,
            )
          : 0;
      // Pictures are fetched for stones that have none yet, so the same file twice fetches nothing twice.
      const picturesQueued = await countOf(
        tx,
        sql`with queued as (
              insert into jobs (kind, payload, unique_key, max_attempts)
              select ${FETCH_STONE_PICTURES_JOB},
                     jsonb_build_object('stoneId', s.id, 'urls', to_jsonb(r.image_urls), 'actorId', ${actorId}::text),
                     ${`${FETCH_STONE_PICTURES_JOB}:`} || s.id, 3
                from stone_import_rows r
                join stones s on lower(s.sku) = lower(r.sku)
               where r.import_id = ${importId} and cardinality(r.image_urls) > 0
                 and not exists (select 1 from stone_media m where m.stone_id = s.id)
              on conflict (unique_key) where status in ('queued', 'running') do nothing
              returning 1)
            select count(*) as n from queued`,
      );
      const outcome: ApplyOutcome = {
        added,
        changed,
        unchanged: total - added - changed,
        unlisted,
        picturesQueued,
      };
      await tx.delete(stoneImportRows).where(eq(stoneImportRows.importId, importId));
      await tx
        .update(stoneImports)
        .set({
          ...outcome,
          state: 'imported',
          rowsRead: total,
          rowsTotal: total,
          finishDate: new Date(),
          updateDate: new Date(),
        })
        .where(eq(stoneImports.id, importId));
      await recordAudit(tx, {
        actorId,
        action: 'stone.imported',
        entityType: 'stone_import',
        entityId: String(importId),
        after: { fileName: row.fileName, mode: row.mode, ...outcome, badRows: row.badRows },
      });
      if (added + changed + unlisted > 0) await announceChange(tx, 'stones');
      return outcome;
    });
  } catch (error) {
    // The database refused the data (a certificate another stone took since the dry run, …):
    // trying again would fail the same way, so the import fails now, with nothing applied.
    const found = databaseRefusalOf(error);
    const refusal = found?.code.startsWith('23') ? found : undefined;
    if (refusal || attempt.final) {
      await db
        .update(stoneImports)
        .set({
          state: 'failed',
          failure: `Nothing was imported: ${refusal ? refusalMessage(refusal) : 'the import stopped on an error'}. Upload the file again to retry.`,
          finishDate: new Date(),
          updateDate: new Date(),
        })
        .where(eq(stoneImports.id, importId));
      await db.delete(stoneImportRows).where(eq(stoneImportRows.importId, importId));
      if (refusal) return null;
    }
    throw error;
  } finally {
    applyProgress.delete(importId);
  }
}
