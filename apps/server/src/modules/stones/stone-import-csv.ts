import { MAX_IMPORT_BYTES, MAX_IMPORT_LINE_CHARACTERS } from '@facet/contracts/stone-imports';
import { parse } from 'csv-parse';
import { AppError } from '../../lib/app-error.ts';

/*
 * Supplier feeds: reading the uploaded CSV as a stream — decoded, sniffed and parsed chunk by
 * chunk, never whole in memory — into records with their line numbers. A file that is plainly
 * not a UTF-8 text table, or is malformed, is refused with a reason the uploader can act on.
 */

const MEGABYTES = Math.round(MAX_IMPORT_BYTES / (1024 * 1024));
export const IMPORT_TOO_LARGE = `This file is larger than ${MEGABYTES} MB; split it into smaller files.`;
const NOT_UTF8 =
  'This file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" (Excel: File › Save As) and upload it again.';
const UTF16 =
  'This file is UTF-16 text. Save it as "CSV UTF-8 (comma delimited)" (Excel: File › Save As) and upload it again.';
export const IMPORT_EMPTY = 'This file is empty; its first line must name the columns.';

const withDelimiters = /[,;\t]/;

/** What is read from the upload: chunks of bytes, as they arrive. */
export type ImportFile = AsyncIterable<Buffer>;

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
export async function* csvRecords(file: ImportFile): AsyncGenerator<CsvRecord> {
  const text = decodedText(file);
  // The delimiter is decided from the header line: read until the first line break.
  let head = '';
  let nextText = await text.next();
  while (!nextText.done) {
    head += nextText.value;
    if (/[\r\n]/.test(head) || head.length > MAX_IMPORT_LINE_CHARACTERS) break;
    nextText = await text.next();
  }
  if (!head.replace(/^\uFEFF/, '').trim()) throw new AppError('bad-request', IMPORT_EMPTY);
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
