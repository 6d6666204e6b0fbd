import type { Actor } from '@facet/contracts/permissions';
import { growthMethodOf } from '@facet/contracts/stone-kinds';
import { type FeedColumns, feedHeaderProblem, mapFeedHeader } from '@facet/contracts/stone-feed-columns';
import { mapFeedRow } from '@facet/contracts/stone-feed';
import {
  MAX_IMPORT_PROBLEMS,
  MAX_IMPORT_ROWS,
  type StoneImportMode,
  type StoneImportProblem,
  type StoneImportRecord,
} from '@facet/contracts/stone-imports';
import { type Database, queryRows } from '@facet/db/client';
import { stoneCategories, stoneShapes } from '@facet/db/schema/lookups';
import { stoneImportProblems, stoneImportRows, stoneImports } from '@facet/db/schema/stones';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { csvRecords, IMPORT_EMPTY, type ImportFile } from './stone-import-csv.ts';
import { getStoneImport } from './stone-import.service.ts';

/*
 * Supplier feeds, step one: the dry run. The uploaded CSV is read as a stream
 * (stone-import-csv.ts) and checked row by row, never whole in memory; valid rows are staged in
 * stone_import_rows in batches and the first problems kept with their line numbers. The
 * counts (added, changed, unchanged, unlisted) are then SQL over the staged rows, so a file of
 * 200,000 rows costs the server a few MB. Applying the staged rows is a job
 * (stone-import-apply.service.ts); decision 010.
 */

/**
 * Staged rows per INSERT. A batch travels as one JSON parameter (jsonb_to_recordset), so one
 * statement of a few hundred kB carries 2,000 rows: five times faster than a VALUES list with a
 * parameter per cell, which also caps a batch at 65,535 parameters.
 */
const STAGE_BATCH = 2_000;
/** The import row's rowsRead is written this often while a file is read (the page polls it). */
const PROGRESS_EVERY = 5_000;

export interface CheckStoneImportInput {
  fileName: string;
  mode: StoneImportMode;
  file: ImportFile;
}

type StagedRow = Omit<typeof stoneImportRows.$inferInsert, 'importId'>;

/** The staged columns as jsonb_to_recordset reads them (snake_case, PostgreSQL types). */
const stagedRecord =
  sql.raw(`x(line int, sku text, stone_category_id int, growth_method text, stone_shape_id int, carat int, color text,
  clarity text, cut text, polish text, symmetry text, fluorescence text, length int, width int, depth int,
  depth_percent int, table_percent int, certificate_lab text, certificate_number text, certificate_url text,
  video_url text, cost bigint, image_urls text[])`);
const stagedColumns =
  sql.raw(`line, sku, stone_category_id, growth_method, stone_shape_id, carat, color, clarity, cut, polish,
  symmetry, fluorescence, length, width, depth, depth_percent, table_percent, certificate_lab, certificate_number,
  certificate_url, video_url, cost, image_urls`);

async function insertStaged(db: Database, importId: number, rows: StagedRow[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((row) => ({
      line: row.line,
      sku: row.sku,
      stone_category_id: row.stoneCategoryId,
      growth_method: row.growthMethod ?? null,
      stone_shape_id: row.stoneShapeId,
      carat: row.carat,
      color: row.color,
      clarity: row.clarity,
      cut: row.cut,
      polish: row.polish,
      symmetry: row.symmetry,
      fluorescence: row.fluorescence,
      length: row.length,
      width: row.width,
      depth: row.depth,
      depth_percent: row.depthPercent,
      table_percent: row.tablePercent,
      certificate_lab: row.certificateLab,
      certificate_number: row.certificateNumber,
      certificate_url: row.certificateUrl,
      video_url: row.videoUrl,
      cost: row.cost,
      image_urls: row.imageUrls,
    })),
  );
  await db.execute(
    sql`insert into stone_import_rows (import_id, ${stagedColumns})
        select ${importId}, ${stagedColumns} from jsonb_to_recordset(${json}::jsonb) as ${stagedRecord}`,
  );
}

/** The lookup ids of the shapes and categories, by name. */
async function lookupIds(db: Database) {
  const [shapes, categories] = await Promise.all([db.select().from(stoneShapes), db.select().from(stoneCategories)]);
  return {
    shape: new Map(shapes.map((row) => [row.name, row.id])),
    category: new Map(categories.map((row) => [row.name, row.id])),
  };
}

const hundredths = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

/**
 * The dry run: reads the file, stages its valid rows and counts what applying them would do.
 * A file refused on the way (wrong header, encoding, size) leaves a failed import behind and
 * answers 400 with the reason.
 */
export async function checkStoneImport(
  db: Database,
  input: CheckStoneImportInput,
  actor: Actor,
): Promise<StoneImportRecord> {
  const [created] = await db
    .insert(stoneImports)
    .values({ fileName: input.fileName.slice(0, 200) || 'stones.csv', mode: input.mode, createdBy: actor.userId })
    .returning({ id: stoneImports.id });
  const importId = created!.id;
  try {
    await stageRows(db, importId, input.file);
    await countImport(db, { id: importId });
    return await getStoneImport(db, { id: importId });
  } catch (error) {
    const failure =
      error instanceof AppError || (error as { statusCode?: number }).statusCode === 413
        ? (error as Error).message
        : 'The file could not be read to the end; please upload it again.';
    await db.delete(stoneImportRows).where(eq(stoneImportRows.importId, importId));
    await db
      .update(stoneImports)
      .set({ state: 'failed', failure, finishDate: new Date(), updateDate: new Date() })
      .where(eq(stoneImports.id, importId));
    throw error;
  }
}

async function stageRows(db: Database, importId: number, file: ImportFile): Promise<void> {
  const ids = await lookupIds(db);
  let columns: FeedColumns | undefined;
  let rowsRead = 0;
  let badRows = 0;
  const problems: StoneImportProblem[] = [];
  const batch: StagedRow[] = [];
  // Lower-case stock number → its line, for "already on line N" (bounded by the row cap).
  const skus = new Map<string, number>();
  const certificates = new Map<string, number>();

  const problem = (line: number, message: string) => {
    badRows += 1;
    if (problems.length < MAX_IMPORT_PROBLEMS) problems.push({ line, message });
  };
  const flush = async () => {
    if (batch.length === 0) return;
    await insertStaged(db, importId, batch.splice(0));
  };

  for await (const { record, info } of csvRecords(file)) {
    const line = info.lines;
    if (!columns) {
      const header = mapFeedHeader(record);
      const refusal = feedHeaderProblem(header);
      if (refusal) throw new AppError('bad-request', refusal);
      columns = header.columns;
      continue;
    }
    rowsRead += 1;
    if (rowsRead > MAX_IMPORT_ROWS) {
      throw new AppError(
        'bad-request',
        `This file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows; split it into smaller files.`,
      );
    }
    const mapped = mapFeedRow(columns, record);
    if (mapped.problem !== undefined) {
      problem(line, mapped.problem);
    } else {
      const stone = mapped.stone;
      const skuKey = stone.sku.toLowerCase();
      const certificateKey = stone.certificateNumber ? `${stone.certificateLab} ${stone.certificateNumber}` : null;
      const earlier = skus.get(skuKey);
      const earlierCertificate = certificateKey ? certificates.get(certificateKey) : undefined;
      if (earlier !== undefined) {
        problem(line, `Stock number ${stone.sku} is already on line ${earlier}; each stone once.`);
      } else if (earlierCertificate !== undefined) {
        problem(line, `Certificate ${certificateKey} is already on line ${earlierCertificate}; each stone once.`);
      } else {
        skus.set(skuKey, line);
        if (certificateKey) certificates.set(certificateKey, line);
        batch.push({
          line,
          sku: stone.sku,
          stoneCategoryId: ids.category.get(stone.stoneCategory)!,
          // Staged as the stone will read (`unknown` for a laboratory-grown one not said), so the
          // same file imported twice finds its stones unchanged.
          growthMethod: growthMethodOf(stone.stoneCategory, stone.growthMethod),
          stoneShapeId: ids.shape.get(stone.stoneShape)!,
          carat: hundredths(stone.carat)!,
          color: stone.color,
          clarity: stone.clarity,
          cut: stone.cut,
          polish: stone.polish,
          symmetry: stone.symmetry,
          fluorescence: stone.fluorescence,
          length: hundredths(stone.length),
          width: hundredths(stone.width),
          depth: hundredths(stone.depth),
          depthPercent: hundredths(stone.depthPercent),
          tablePercent: hundredths(stone.tablePercent),
          certificateLab: stone.certificateLab,
          certificateNumber: stone.certificateNumber,
          certificateUrl: stone.certificateUrl,
          videoUrl: stone.videoUrl,
          cost: Math.round(stone.price * 100),
          imageUrls: stone.imageUrls,
        });
        if (batch.length >= STAGE_BATCH) await flush();
      }
    }
    if (rowsRead % PROGRESS_EVERY === 0) {
      await db.update(stoneImports).set({ rowsRead, badRows }).where(eq(stoneImports.id, importId));
    }
  }
  if (!columns) throw new AppError('bad-request', IMPORT_EMPTY);
  await flush();
  for (let start = 0; start < problems.length; start += 500) {
    await db.insert(stoneImportProblems).values(problems.slice(start, start + 500).map((p) => ({ importId, ...p })));
  }
  await db
    .update(stoneImports)
    .set({ rowsRead, rowsTotal: rowsRead, badRows, updateDate: new Date() })
    .where(eq(stoneImports.id, importId));
}

/** Which staged rows would change their stone: any column differs (the stock number's case aside). */
export const rowDiffers =
  sql.raw(`(s.stone_category_id, s.growth_method, s.stone_shape_id, s.carat, s.color, s.clarity, s.cut,
  s.polish, s.symmetry, s.fluorescence, s.length, s.width, s.depth, s.depth_percent, s.table_percent,
  s.certificate_lab, s.certificate_number, s.certificate_url, s.video_url, s.cost)
  is distinct from
  (r.stone_category_id, r.growth_method, r.stone_shape_id, r.carat, r.color, r.clarity, r.cut,
  r.polish, r.symmetry, r.fluorescence, r.length, r.width, r.depth, r.depth_percent, r.table_percent,
  r.certificate_lab, r.certificate_number, r.certificate_url, r.video_url, r.cost)`);

/**
 * Rows whose certificate belongs to another stone in the shop cannot be applied (one
 * certificate, one stone): they become problems of their own, then the counts are taken.
 */
async function countImport(db: Database, input: { id: number }): Promise<void> {
  const { id } = input;
  // Fresh statistics of the rows just staged, or the planner guesses them empty and joins them badly.
  await db.execute(sql`analyze stone_import_rows`);
  await db.transaction(async (tx) => {
    const clashes = await queryRows<{ line: number; sku: string; lab: string; number: string; other: string }>(
      tx,
      sql`delete from stone_import_rows r
           using stones s
           where r.import_id = ${id}
             and r.certificate_number is not null
             and s.certificate_lab = r.certificate_lab and s.certificate_number = r.certificate_number
             and lower(s.sku) <> lower(r.sku)
       returning r.line, r.sku, r.certificate_lab as lab, r.certificate_number as number, s.sku as other`,
    );
    if (clashes.length > 0) {
      const [kept] = await queryRows<{ n: string | number }>(
        tx,
        sql`select count(*) as n from stone_import_problems where import_id = ${id}`,
      );
      const room = Math.max(0, MAX_IMPORT_PROBLEMS - Number(kept!.n));
      const rows = clashes.slice(0, room).map((clash) => ({
        importId: id,
        line: clash.line,
        message: `Certificate ${clash.lab} ${clash.number} belongs to stone ${clash.other} already.`,
      }));
      for (let start = 0; start < rows.length; start += 500) {
        await tx.insert(stoneImportProblems).values(rows.slice(start, start + 500));
      }
    }
    const [counts] = await queryRows<{ added: string; changed: string; unchanged: string }>(
      tx,
      sql`select count(*) filter (where s.id is null) as added,
                 count(*) filter (where s.id is not null and ${rowDiffers}) as changed,
                 count(*) filter (where s.id is not null and not ${rowDiffers}) as unchanged
            from stone_import_rows r
            left join stones s on lower(s.sku) = lower(r.sku)
           where r.import_id = ${id}`,
    );
    const [imported] = await tx.select({ mode: stoneImports.mode }).from(stoneImports).where(eq(stoneImports.id, id));
    const unlisted = imported!.mode === 'full_feed' ? await countUnlisted(tx, id) : 0;
    await tx
      .update(stoneImports)
      .set({
        state: 'checked',
        added: Number(counts!.added),
        changed: Number(counts!.changed),
        unchanged: Number(counts!.unchanged),
        unlisted,
        badRows: sql`${stoneImports.badRows} + ${clashes.length}`,
        updateDate: new Date(),
      })
      .where(eq(stoneImports.id, id));
  });
}

/** Available stones a full feed leaves out (held and sold ones are never touched). */
export async function countUnlisted(db: Database, importId: number): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from stones s
         where s.state = 'available'
           and not exists (select 1 from stone_import_rows r
                            where r.import_id = ${importId} and lower(r.sku) = lower(s.sku))`,
  );
  return Number(row!.n);
}
