import type { MediaRecord } from '@facet/contracts/media';
import { useCallback, useId, useState } from 'react';
import { ChoosePictures, PictureDropZone } from '../../components/back-office/picture-drop-zone.tsx';
import { PictureThumbnail } from '../../components/back-office/picture-thumbnail.tsx';
import { UploadProgressList } from '../../components/back-office/upload-progress-list.tsx';
import { FieldErrors } from '../../components/ui/form-controls.tsx';
import { usePictureUploads } from '../../lib/use-picture-uploads.ts';

/*
 * A post's cover picture: a file dropped or picked is uploaded at once (POST /api/media) with
 * its progress and becomes the cover; the form sends its id. Removing it leaves the post without
 * one (the picture itself is purged later if nothing else uses it).
 */

export function BlogCoverField({
  saved,
  errors,
  errorId,
}: {
  saved: MediaRecord | null;
  errors: string[] | undefined;
  errorId: string;
}) {
  const inputId = useId();
  const [cover, setCover] = useState<MediaRecord | null>(saved);
  const { uploads, upload, dismiss } = usePictureUploads(useCallback((media: MediaRecord) => setCover(media), []));
  // One cover: of several files chosen, the last one.
  const uploadOne = (files: readonly File[]) => upload(files.slice(-1), {});

  return (
    <div>
      <input type="hidden" name="coverMediaId" value={cover?.id ?? ''} />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <div>
          {cover ? (
            <div className="overflow-hidden rounded-md border border-line bg-white">
              <PictureThumbnail url={cover.url} label="The cover picture" isMain={false} />
              <button
                type="button"
                onClick={() => setCover(null)}
                className="link-underline w-full px-3 py-2 text-left text-sm text-red-800"
              >
                Remove the cover
              </button>
            </div>
          ) : (
            <p className="flex aspect-square items-center justify-center rounded-md border border-line bg-pearl/60 px-4 text-center text-sm text-stone">
              No cover picture yet
            </p>
          )}
        </div>
        <div>
          <PictureDropZone onFiles={uploadOne} className="px-6 py-7">
            <ChoosePictures id={inputId} onFiles={uploadOne} describedBy={`${inputId}-hint`} />
            <p id={`${inputId}-hint`} className="text-xs text-stone">
              JPEG, PNG, WebP or AVIF, at least 200 × 200 px, up to 15 MB. Wide pictures (16:9) suit the blog best.
            </p>
          </PictureDropZone>
          <UploadProgressList uploads={uploads} onDismiss={dismiss} />
          <FieldErrors id={errorId} errors={errors} />
        </div>
      </div>
    </div>
  );
}
