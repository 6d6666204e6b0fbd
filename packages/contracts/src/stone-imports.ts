import { z } from './zod.ts';

/* The import calls: POST /api/stone/import, GET /api/stone/import/{id}, …/apply, …/cancel, GET /api/stone/imports. */

export const stoneImportModes = ['upsert', 'full_feed'] as const;
export type StoneImportMode = (typeof stoneImportModes)[number];
export const stoneImportModeLabels: Record<StoneImportMode, string> = {
  upsert: 'Add and update the stones in the file',
  full_feed: 'Full feed: also unlist available stones missing from the file',
};
export const stoneImportStates = ['checking', 'checked', 'importing', 'imported', 'failed', 'cancelled'] as const;
export type StoneImportState = (typeof stoneImportStates)[number];

/** Limits of an import file, named in its refusals. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 200_000;
export const MAX_IMPORT_LINE_CHARACTERS = 20_000;
/** Problems kept per import (all bad rows are counted). */
export const MAX_IMPORT_PROBLEMS = 1_000;

/** The mode field of the upload ("upsert" when left out). */
export const stoneImportModeField = z.enum(stoneImportModes, {
  error: 'mode must be "upsert" or "full_feed"',
});

export const stoneImportProblem = z.object({ line: z.number().int(), message: z.string() });
export type StoneImportProblem = z.infer<typeof stoneImportProblem>;

export const stoneImportRecord = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mode: z.enum(stoneImportModes),
  state: z.enum(stoneImportStates),
  /** The progress bar: rows read (while checking) or applied (while importing) of rowsTotal. */
  rowsRead: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  unlisted: z.number().int(),
  badRows: z.number().int(),
  picturesQueued: z.number().int(),
  failure: z.string().nullable(),
  createdBy: z.string().nullable().describe('the member who uploaded the file'),
  createDate: z.string(),
  finishDate: z.string().nullable(),
  /** The first problems (at most 1,000), by line. */
  problems: z.array(stoneImportProblem),
});
export type StoneImportRecord = z.infer<typeof stoneImportRecord>;

export const stoneImportListRecord = stoneImportRecord.omit({ problems: true });
export type StoneImportListRecord = z.infer<typeof stoneImportListRecord>;
