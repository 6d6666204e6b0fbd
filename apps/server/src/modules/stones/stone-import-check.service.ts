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
import type { Database } from '@facet/db/client';
import { stoneImportRows } from '@facet/db/schema/stones';
import { AppError } from '../../lib/app-error.ts';
import { csvRecords, IMPORT_EMPTY, type ImportFile } from './stone-import-csv.ts';
import {
  analyzeTable,
  countLeftOutOfFeed,
  countStagedOutcome,
  countStoneImportProblems,
  deleteCertificateClashes,
  deleteStagedRows,
  findStoneImport,
  insertStagedRows,
  insertStoneImport,
  insertStoneImportProblems,
  markStoneImportChecked,
  type StagedRow,
  stoneLookupIds,
  updateStoneImport,
} from './stone-import.queries.ts';
import { getStoneImport } from './stone-import.service.ts';

/*
 * Supplier feeds, step one: the dry run. The uploaded CSV is read as a stream
 * (stone-import-csv.ts) and checked row by row, never whole in memory; valid rows are staged in
 * stone_import_rows in batches and the first problems kept with their line numbers. The
 * counts (added, changed, unchanged, unlisted) are then SQL over the staged rows, so a file of
 * 200,000 rows costs the server a few MB. Applying the staged rows is a job
 * (stone-import-apply.service.ts); decision 010. The SQL is stone-import.queries.ts.
 */

/**
 * Staged rows per INSERT (insertStagedRows: one JSON parameter): one statement of a few hundred
 * kB carries 2,000 rows, five times faster than a VALUES list with a parameter per cell.
 */
const STAGE_BATCH = 2_000;
/** The import row's rowsRead is written this often while a file is read (the page polls it). */
const PROGRESS_EVERY = 5_000;

export interface CheckStoneImportInput {
  fileName: string;
  mode: StoneImportMode;
  file: ImportFile;
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
  const importId = await insertStoneImport(db, {
    fileName: input.fileName.slice(0, 200) || 'stones.csv',
    mode: input.mode,
    createdBy: actor.userId,
  });
  try {
    await stageRows(db, importId, input.file);
    await countImport(db, { id: importId });
    return await getStoneImport(db, { id: importId });
  } catch (error) {
    const failure =
      error instanceof AppError || (error as { statusCode?: number }).statusCode === 413
        ? (error as Error).message
        : 'The file could not be read to the end; please upload it again.';
    await deleteStagedRows(db, [importId]);
    await updateStoneImport(db, importId, { state: 'failed', failure, finishDate: new Date(), updateDate: new Date() });
    throw error;
  }
}

async function stageRows(db: Database, importId: number, file: ImportFile): Promise<void> {
  const ids = await stoneLookupIds(db);
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
    await insertStagedRows(db, importId, batch.splice(0));
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
      await updateStoneImport(db, importId, { rowsRead, badRows });
    }
  }
  if (!columns) throw new AppError('bad-request', IMPORT_EMPTY);
  await flush();
  await insertStoneImportProblems(
    db,
    problems.map((p) => ({ importId, ...p })),
  );
  await updateStoneImport(db, importId, { rowsRead, rowsTotal: rowsRead, badRows, updateDate: new Date() });
}

/**
 * Rows whose certificate belongs to another stone in the shop cannot be applied (one
 * certificate, one stone): they become problems of their own, then the counts are taken.
 */
async function countImport(db: Database, input: { id: number }): Promise<void> {
  const { id } = input;
  // Fresh statistics of the rows just staged, or the planner guesses them empty and joins them badly.
  await analyzeTable(db, stoneImportRows);
  await db.transaction(async (tx) => {
    const clashes = await deleteCertificateClashes(tx, id);
    if (clashes.length > 0) {
      const kept = await countStoneImportProblems(tx, id);
      const room = Math.max(0, MAX_IMPORT_PROBLEMS - kept);
      await insertStoneImportProblems(
        tx,
        clashes.slice(0, room).map((clash) => ({
          importId: id,
          line: clash.line,
          message: `Certificate ${clash.lab} ${clash.number} belongs to stone ${clash.other} already.`,
        })),
      );
    }
    const counts = await countStagedOutcome(tx, id);
    const imported = await findStoneImport(tx, id);
    const unlisted = imported!.mode === 'full_feed' ? await countLeftOutOfFeed(tx, id) : 0;
    await markStoneImportChecked(tx, id, { ...counts, unlisted }, clashes.length);
  });
}
