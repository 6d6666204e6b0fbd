import { isEnvelope, SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import type { MediaRecord } from '@facet/contracts/media';
import { ACCEPTED_IMAGE_NAMES, ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@facet/contracts/media-sizes';

/*
 * Picture uploads go straight from the browser to POST /api/media (multipart, field "file"),
 * with XMLHttpRequest because fetch cannot report upload progress. The answer is the picture's
 * id and URL; the product or stone refers to it when it is saved. Shared by the jewellery
 * editor and the stone form.
 */

export type UploadResult = { ok: true; media: MediaRecord } | { ok: false; message: string };

const megabytes = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/** Refuses at once what the server would refuse after the whole upload. */
export function checkPictureFile(file: { name: string; type: string; size: number }): string | null {
  if (file.type && !ACCEPTED_IMAGE_TYPES.includes(file.type)) {
    return `${file.name} is not a picture the shop can use (${ACCEPTED_IMAGE_NAMES}).`;
  }
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name} is larger than ${megabytes} MB; upload a smaller picture.`;
  return null;
}

function readAnswer(request: XMLHttpRequest): UploadResult {
  let payload: unknown = null;
  try {
    payload = JSON.parse(request.responseText);
  } catch {
    payload = null;
  }
  if (request.status >= 200 && request.status <= 299 && isEnvelope(payload) && payload.isSuccess) {
    return { ok: true, media: payload.data as MediaRecord };
  }
  if (isEnvelope(payload) && payload.errorMessages.length > 0) return { ok: false, message: payload.errorMessages[0]! };
  if (request.status === 413) return { ok: false, message: `The picture is larger than ${megabytes} MB.` };
  return { ok: false, message: SOMETHING_IS_WRONG };
}

export function uploadPicture(
  file: File,
  onProgress: (fraction: number) => void,
): { done: Promise<UploadResult>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve) => {
    request.open('POST', '/api/media');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => resolve(readAnswer(request)));
    request.addEventListener('error', () => resolve({ ok: false, message: SOMETHING_IS_WRONG }));
    request.addEventListener('abort', () => resolve({ ok: false, message: 'The upload was cancelled.' }));
    request.addEventListener('timeout', () => resolve({ ok: false, message: 'The upload took too long; try again.' }));
    request.timeout = 5 * 60_000;
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}
