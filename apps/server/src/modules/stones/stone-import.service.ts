import type { Actor } from '@facet/contracts/permissions';
import { growthMethodOf } from '@facet/contracts/stone-kinds';
import {
  type FeedColumns,
  feedHeaderProblem,
  mapFeedHeader,
  mapFeedRow,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_LINE_CHARACTERS,
  MAX_IMPORT_PROBLEMS,
  MAX_IMPORT_ROWS,
  type StoneImportListRecord,
  type StoneImportMode,
  type StoneImportProblem,
  type StoneImportRecord,
} from '@facet/contracts/stone-feed';
import { type Database, queryRows } from '@facet/db/client';
import { stoneCategories, stoneShapes } from '@facet/db/schema/lookups';
import { stoneImportProblems, stoneImportRows, stoneImports } from '@facet/db/schema/stones';
import { parse } from 'csv-parse';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';

/*
 * Supplier feeds, step one: the dry run. The uploaded CSV is read as a stream (decoded,
 * parsed and checked row by row, never whole in memory); valid rows are staged in
 * stone_import_rows in batches and the first problems kept with their line numbers. The
 * counts (added, changed, unchanged, unlisted) are then SQL over the staged rows, so a file of
 * 200,000 rows costs the server a few MB. Applying the staged rows is a job
 * (stone-import-apply.service.ts); decision 010.
 */

export const APPLY_STONE_IMPORT_JOB = 'stones.apply-import';
export const PURGE_STONE_IMPORTS_JOB = 'stones.purge-imports';

/**
 * Staged rows per INSERT. A batch travels as one JSON parameter (jsonb_to_recordset), so one
 * statement of a few hundred kB carries 2,000 rows: five times faster than a VALUES list with a
 * parameter per cell, which also caps a batch at 65,535 parameters.
 */
const STAGE_BATCH = 2_000;
/** The import row's rowsRead is written this often while a file is read (the page polls it). */
const PROGRESS_EVERY = 5_000;
/** Staged rows of imports never applied go after this long. */
export const STAGED_ROWS_KEPT_MS = 24 * 60 * 60 * 1000;

const MEGABYTES = Math.round(MAX_IMPORT_BYTES / (1024 * 1024));
export const IMPORT_TOO_LARGE = `This file is larger than ${MEGABYTES} MB; split it into smaller files.`;
const NOT_UTF8 =
  'This file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" (Excel: File › Save As) and upload it again.';
const UTF16 =
  'This file is UTF-16 text. Save it as "CSV UTF-8 (comma delimited)" (Excel: File › Save As) and upload it again.';
const EMPTY = 'This file is empty; its first line must name the columns.';

const withDelimiters = /[,;\t]/;

/** What is read from the upload: chunks of bytes, as they arrive. */
export type ImportFile = AsyncIterable<Buffer>;

export interface CheckStoneImportInput {
  fileName: string;
  mode: StoneImportMode;
  file: ImportFile;
}

/**
 * Refuses what is plainly not a text table by its first bytes: a UTF-16 byte-order mark, NUL
 * bytes or many control characters (a spreadsheet saved as .xlsx, a picture, an archive).
 */
export function sniffImportStart(start: Buffer): string | null {
  if (start.length === 0) return null;
  if ((start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0xfe && start[1] === 0xff)) return UTF16;
  if (start[0] === 0x50 && start[1] === 0x4b) {
    return 'This is not a CSV file: it looks like a spreadsheet (.xlsx) or a zip archive. Save the sheet as "CSV UTF-8" and upload that.';
  }
  const sample = start.subarray(0, 4096);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return 'This is not a CSV file: it contains binary data (NUL bytes). Upload a CSV text file.';
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) control += 1;
  }
  if (control > sample.length / 100) {
    return 'This is not a CSV file: it contains binary data. Upload a CSV text file.';
  }
  return null;
}

/** The delimiter of a feed, from its header line: comma unless the line has more semicolons or tabs. */
function delimiterOf(headerLine: string): string {
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, n: headerLine.split(delimiter).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]!.n > 0 ? counts[0]!.delimiter : ',';
}

/** Decodes UTF-8 chunk by chunk, refusing invalid bytes and sniffing the start. */
async function* decodedText(file: ImportFile): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let first = true;
  for await (const chunk of file) {
    if (first && chunk.length > 0) {
      first = false;
      const refusal = sniffImportStart(chunk);
      if (refusal) throw new AppError('bad-request', refusal);
    }
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw new AppError('bad-request', NOT_UTF8);
    }
    if (text) yield text;
  }
  try {
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch {
    throw new AppError('bad-request', NOT_UTF8);
  }
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/** CSV records with their line numbers; a malformed file is refused with the line it went wrong on. */
async function* csvRecords(file: ImportFile): AsyncGenerator<CsvRecord> {
  const text = decodedText(file);
  // The delimiter is decided from the header line: read until the first line break.
  let head = '';
  let nextText = await text.next();
  while (!nextText.done) {
    head += nextText.value;
    if (/[\r\n]/.test(head) || head.length > MAX_IMPORT_LINE_CHARACTERS) break;
    nextText = await text.next();
  }
  if (!head.replace(/^\uFEFF/, '').trim()) throw new AppError('bad-request', EMPTY);
  const headerLine = head.split(/\r?\n/, 1)[0]!;
  if (!withDelimiters.test(headerLine) && headerLine.length > 200) {
    throw new AppError('bad-request', 'This is not a CSV file: its first line has no commas, semicolons or tabs.');
  }
  const parser = parse({
    delimiter: delimiterOf(headerLine),
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_IMPORT_LINE_CHARACTERS,
  });
  // Fed by hand so that decoding errors reach the loop below and backpressure holds. When the
  // loop stops early (a refusal), feeding stops too and the rest of the upload is let go.
  let stopped = false;
  const feeding = (async () => {
    try {
      let chunk: string | undefined = head;
      while (chunk !== undefined && !stopped) {
        if (!parser.write(chunk)) await drainedOrClosed(parser);
        if (stopped) break;
        const next = await text.next();
        chunk = next.done ? undefined : next.value;
      }
      if (!stopped) parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    } finally {
      await text.return(undefined).catch(() => {});
    }
  })();
  try {
    for await (const item of parser as AsyncIterable<CsvRecord>) yield item;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const csv = error as { code?: string; lines?: number; message?: string };
    if (csv.code === 'CSV_MAX_RECORD_SIZE') {
      throw new AppError(
        'bad-request',
        `Line ${csv.lines ?? '?'} is longer than ${MAX_IMPORT_LINE_CHARACTERS.toLocaleString('en-IN')} characters: ` +
          'this is not a stone feed, or a quote is never closed.',
      );
    }
    if (csv.code?.startsWith('CSV_')) {
      throw new AppError(
        'bad-request',
        `Line ${csv.lines ?? '?'} could not be read as CSV (${(csv.message ?? '').replace(/^Invalid /, 'invalid ').replace(/:.*$/, '')}); check its quotes.`,
      );
    }
    throw error;
  } finally {
    stopped = true;
    parser.destroy();
    await feeding;
  }
}

/** Waits until the parser wants more, or is gone. */
function drainedOrClosed(parser: ReturnType<typeof parse>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      parser.off('drain', onDrain);
      parser.off('close', onDrain);
      parser.off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    parser.once('drain', onDrain);
    parser.once('close', onDrain);
    parser.once('error', settle);
  });
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
  if (!columns) throw new AppError('bad-request', EMPTY);
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

type ImportRow = typeof stoneImports.$inferSelect;

function toListRecord(row: ImportRow): StoneImportListRecord {
  return {
    id: row.id,
    fileName: row.fileName,
    mode: row.mode,
    state: row.state,
    rowsRead: row.rowsRead,
    rowsTotal: row.rowsTotal,
    added: row.added,
    changed: row.changed,
    unchanged: row.unchanged,
    unlisted: row.unlisted,
    badRows: row.badRows,
    picturesQueued: row.picturesQueued,
    failure: row.failure,
    createdBy: row.createdBy,
    createDate: row.createDate.toISOString(),
    finishDate: row.finishDate?.toISOString() ?? null,
  };
}

/**
 * How far each import being applied by this instance has got. The apply runs in one
 * transaction, whose own progress writes nobody else can see before it commits; the instance
 * running it answers from here meanwhile.
 */
export const applyProgress = new Map<number, number>();

/** One import: its state, progress, counts and first problems. */
export async function getStoneImport(db: Database, input: { id: number }): Promise<StoneImportRecord> {
  const applied = applyProgress.get(input.id);
  const [row] = await db.select().from(stoneImports).where(eq(stoneImports.id, input.id));
  if (!row) throw new AppError('not-found', 'There is no such import.');
  const problems = await db
    .select({ line: stoneImportProblems.line, message: stoneImportProblems.message })
    .from(stoneImportProblems)
    .where(eq(stoneImportProblems.importId, input.id))
    .orderBy(stoneImportProblems.line);
  const record = toListRecord(row);
  if (applied !== undefined && row.state === 'importing') record.rowsRead = Math.max(record.rowsRead, applied);
  return { ...record, problems };
}

/** The latest imports, newest first. */
export async function listStoneImports(db: Database): Promise<StoneImportListRecord[]> {
  const rows = await db
    .select()
    .from(stoneImports)
    .orderBy(desc(stoneImports.createDate), desc(stoneImports.id))
    .limit(20);
  return rows.map(toListRecord);
}

/**
 * Starts applying a checked import: the job does the work. A second click, or an import
 * already applied or cancelled, is refused.
 */
export async function applyStoneImport(db: Database, input: { id: number }, actor: Actor): Promise<StoneImportRecord> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: stoneImports.state, added: stoneImports.added, changed: stoneImports.changed })
      .from(stoneImports)
      .where(eq(stoneImports.id, input.id))
      .for('update');
    if (!row) throw new AppError('not-found', 'There is no such import.');
    if (row.state !== 'checked') throw notInState(row.state);
    const [staged] = await queryRows<{ n: string | number }>(
      tx,
      sql`select count(*) as n from stone_import_rows where import_id = ${input.id}`,
    );
    await tx
      .update(stoneImports)
      .set({ state: 'importing', rowsRead: 0, rowsTotal: Number(staged!.n), updateDate: new Date() })
      .where(eq(stoneImports.id, input.id));
    await enqueueJob(tx, {
      kind: APPLY_STONE_IMPORT_JOB,
      payload: { importId: input.id, actorId: actor.userId },
      uniqueKey: `${APPLY_STONE_IMPORT_JOB}:${input.id}`,
      maxAttempts: 3,
    });
  });
  return getStoneImport(db, input);
}

function notInState(state: ImportRow['state']): AppError {
  const why: Record<ImportRow['state'], string> = {
    checking: 'This file is still being checked; wait for the dry run to finish.',
    checked: 'This import can be applied.',
    importing: 'This import is being applied already.',
    imported: 'This import has been applied already; upload the file again to import it again.',
    failed: 'This import failed; upload the file again.',
    cancelled: 'This import was cancelled; upload the file again.',
  };
  return new AppError('conflict', why[state]);
}

/** Drops a checked import: its staged rows go, nothing is applied. */
export async function cancelStoneImport(db: Database, input: { id: number }): Promise<StoneImportRecord> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: stoneImports.state })
      .from(stoneImports)
      .where(eq(stoneImports.id, input.id))
      .for('update');
    if (!row) throw new AppError('not-found', 'There is no such import.');
    if (row.state !== 'checked') throw notInState(row.state);
    await tx.delete(stoneImportRows).where(eq(stoneImportRows.importId, input.id));
    await tx
      .update(stoneImports)
      .set({ state: 'cancelled', finishDate: new Date(), updateDate: new Date() })
      .where(eq(stoneImports.id, input.id));
  });
  return getStoneImport(db, input);
}

/**
 * Imports left checked (or whose upload died while checking) for a day are cancelled and
 * their staged rows removed; the problems stay as the report.
 */
export async function purgeStaleStoneImports(
  db: Database,
  input: { olderThanMs: number } = { olderThanMs: STAGED_ROWS_KEPT_MS },
): Promise<number> {
  const cutoff = new Date(Date.now() - input.olderThanMs);
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: stoneImports.id })
      .from(stoneImports)
      .where(and(inArray(stoneImports.state, ['checking', 'checked']), lt(stoneImports.updateDate, cutoff)));
    const ids = stale.map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx.delete(stoneImportRows).where(inArray(stoneImportRows.importId, ids));
    await tx
      .update(stoneImports)
      .set({ state: 'cancelled', failure: 'Not applied within a day; upload the file again.', finishDate: new Date() })
      .where(inArray(stoneImports.id, ids));
    return ids.length;
  });
}
