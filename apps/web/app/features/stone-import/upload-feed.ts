import { isEnvelope, SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { MAX_IMPORT_BYTES, type StoneImportMode, type StoneImportRecord } from '@facet/contracts/stone-feed';

/*
 * A feed goes straight from the browser to POST /api/stone/import (multipart: "mode", then
 * "file"), with XMLHttpRequest because fetch cannot report upload progress. The server reads
 * the file as it arrives, so the upload's progress is the dry run's progress too; the answer
 * is the checked import with its counts and first problems.
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

function readAnswer(request: XMLHttpRequest): FeedUploadResult {
  let payload: unknown = null;
  try {
    payload = JSON.parse(request.responseText);
  } catch {
    payload = null;
  }
  if (request.status >= 200 && request.status <= 299 && isEnvelope(payload) && payload.isSuccess) {
    return { ok: true, record: payload.data as StoneImportRecord };
  }
  if (isEnvelope(payload) && payload.errorMessages.length > 0) return { ok: false, message: payload.errorMessages[0]! };
  if (request.status === 413) return { ok: false, message: `The file is larger than ${megabytes} MB.` };
  return { ok: false, message: SOMETHING_IS_WRONG };
}

export function uploadFeed(
  file: File,
  mode: StoneImportMode,
  onProgress: (fraction: number) => void,
): { done: Promise<FeedUploadResult>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<FeedUploadResult>((resolve) => {
    request.open('POST', '/api/stone/import');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => resolve(readAnswer(request)));
    request.addEventListener('error', () => resolve({ ok: false, message: SOMETHING_IS_WRONG }));
    request.addEventListener('abort', () => resolve({ ok: false, message: 'The upload was cancelled.' }));
    request.addEventListener('timeout', () => resolve({ ok: false, message: 'The upload took too long; try again.' }));
    request.timeout = 15 * 60_000;
    const body = new FormData();
    // The mode first: the server reads the parts in order and checks the file as it arrives.
    body.append('mode', mode);
    body.append('file', file);
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}
