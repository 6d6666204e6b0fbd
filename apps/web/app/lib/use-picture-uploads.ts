import type { MediaRecord } from '@facet/contracts/media';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkPictureFile, uploadPicture } from './upload-picture.ts';

/*
 * The pictures being uploaded by a back-office form (the jewellery editor, the stone form):
 * each file is checked, then sent at once with its progress; a refused or failed one stays in
 * the list with its reason until dismissed. `extra` travels with each upload (the jewellery
 * editor's metal colour) and comes back to `onUploaded` with the picture.
 */

export interface PictureUpload {
  key: string;
  fileName: string;
  /** 0 to 1. */
  progress: number;
  error: string | null;
}

let uploadCounter = 0;

export function usePictureUploads<Extra extends object = object>(
  onUploaded: (media: MediaRecord, extra: Extra) => void,
  /** The upload endpoint (uploadPicture's default: /api/media). */
  url?: string,
) {
  const [uploads, setUploads] = useState<(PictureUpload & Extra)[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  // The latest callback, so that `upload` stays the same function from render to render.
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);
  // Uploads still running when staff leave the page are not wanted any more.
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  const upload = useCallback(
    (files: readonly File[], extra: Extra) => {
      for (const file of files) {
        uploadCounter += 1;
        const key = `upload-${uploadCounter}`;
        const refused = checkPictureFile(file);
        setUploads((before) => [...before, { ...extra, key, fileName: file.name, progress: 0, error: refused }]);
        if (refused) continue;
        const { done, abort } = uploadPicture(
          file,
          (progress) => setUploads((before) => before.map((item) => (item.key === key ? { ...item, progress } : item))),
          url,
        );
        aborts.current.set(key, abort);
        void done.then((result) => {
          aborts.current.delete(key);
          if (!result.ok) {
            setUploads((before) =>
              before.map((item) => (item.key === key ? { ...item, error: result.message } : item)),
            );
            return;
          }
          setUploads((before) => before.filter((item) => item.key !== key));
          uploaded.current(result.media, extra);
        });
      }
    },
    [url],
  );

  const dismiss = useCallback((key: string) => {
    aborts.current.get(key)?.();
    aborts.current.delete(key);
    setUploads((before) => before.filter((item) => item.key !== key));
  }, []);

  return { uploads, upload, dismiss };
}
