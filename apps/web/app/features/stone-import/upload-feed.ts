import { endpointUrl } from '@facet/contracts/endpoint';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { MAX_IMPORT_BYTES, type StoneImportMode, type StoneImportRecord } from '@facet/contracts/stone-imports';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';

/*
 * A feed goes straight from the browser to POST /api/stone/import (multipart: "mode", then
 * "file"), with its progress (lib/upload-with-progress.ts). The server reads the file as it
 * arrives, so the upload's progress is the dry run's progress too; the answer is the checked
 * import with its counts and first problems.
 */

export type FeedUploadResult = { ok: true; record: StoneImportRecord } | { ok: false; message: string };

const megabytes = Math.round(MAX_IMPORT_BYTES / (1024 * 1024));

/** Refuses at once what the server would refuse after the whole upload. */
export function checkFeedFile(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_IMPORT_BYTES) return `${file.name} is larger than ${megabytes} MB; split it into smaller files.`;
  if (/\.(xlsx?|ods|numbers|zip)$/i.test(file.name)) {
    return `${file.name} is a spreadsheet, not a CSV file: save the sheet as "CSV UTF-8" and upload that.`;
  }
  return null;
}

export function uploadFeed(
  file: File,
  mode: StoneImportMode,
  onProgress: (fraction: number) => void,
): { done: Promise<FeedUploadResult>; abort: () => void } {
  const body = new FormData();
  // The mode first: the server reads the parts in order and checks the file as it arrives.
  body.append('mode', mode);
  body.append('file', file);
  const upload = uploadWithProgress<StoneImportRecord>(
    {
      url: endpointUrl(stoneEndpoints.checkImport),
      body,
      timeoutMs: 15 * 60_000,
      tooLargeMessage: `The file is larger than ${megabytes} MB.`,
    },
    onProgress,
  );
  return {
    done: upload.done.then((answer) => (answer.ok ? { ok: true, record: answer.data } : answer)),
    abort: upload.abort,
  };
}
