import { endpointUrl } from '@facet/contracts/endpoint';
import type { MediaRecord } from '@facet/contracts/media';
import { mediaEndpoints } from '@facet/contracts/media-endpoints';
import { ACCEPTED_IMAGE_NAMES, ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@facet/contracts/media-sizes';
import { uploadWithProgress } from './upload-with-progress.ts';

/*
 * Picture uploads go straight from the browser to POST /api/media (multipart, field "file"),
 * with their progress (upload-with-progress.ts). The answer is the picture's id and URL; the
 * product or stone refers to it when it is saved. Shared by the jewellery editor and the stone
 * form (use-picture-uploads.ts).
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

export function uploadPicture(
  file: File,
  onProgress: (fraction: number) => void,
  /** Where it goes: the back-office's media, or a shopper's reference pictures. */
  url = endpointUrl(mediaEndpoints.upload),
): { done: Promise<UploadResult>; abort: () => void } {
  const body = new FormData();
  body.append('file', file);
  const upload = uploadWithProgress<MediaRecord>(
    { url, body, timeoutMs: 5 * 60_000, tooLargeMessage: `The picture is larger than ${megabytes} MB.` },
    onProgress,
  );
  return {
    done: upload.done.then((answer) => (answer.ok ? { ok: true, media: answer.data } : answer)),
    abort: upload.abort,
  };
}
