import { isEnvelope, SOMETHING_IS_WRONG } from '@facet/contracts/envelope';

/*
 * One multipart POST from the browser with XMLHttpRequest, because fetch cannot report upload
 * progress. Shared by picture uploads (upload-picture.ts) and stone feeds (upload-feed.ts): the
 * answer is the envelope's data, or its first message as a sentence.
 */

export type UploadAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

export type UploadRequest = {
  url: string;
  body: FormData;
  timeoutMs: number;
  /** Said when the proxy refuses the body (413) before the server can answer in an envelope. */
  tooLargeMessage: string;
};

function readAnswer<T>(request: XMLHttpRequest, tooLargeMessage: string): UploadAnswer<T> {
  let payload: unknown = null;
  try {
    payload = JSON.parse(request.responseText);
  } catch {
    payload = null;
  }
  if (request.status >= 200 && request.status <= 299 && isEnvelope(payload) && payload.isSuccess) {
    return { ok: true, data: payload.data as T };
  }
  if (isEnvelope(payload) && payload.errorMessages.length > 0) return { ok: false, message: payload.errorMessages[0]! };
  if (request.status === 413) return { ok: false, message: tooLargeMessage };
  return { ok: false, message: SOMETHING_IS_WRONG };
}

export function uploadWithProgress<T>(
  { url, body, timeoutMs, tooLargeMessage }: UploadRequest,
  onProgress: (fraction: number) => void,
): { done: Promise<UploadAnswer<T>>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadAnswer<T>>((resolve) => {
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => resolve(readAnswer<T>(request, tooLargeMessage)));
    request.addEventListener('error', () => resolve({ ok: false, message: SOMETHING_IS_WRONG }));
    request.addEventListener('abort', () => resolve({ ok: false, message: 'The upload was cancelled.' }));
    request.addEventListener('timeout', () => resolve({ ok: false, message: 'The upload took too long; try again.' }));
    request.timeout = timeoutMs;
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}
