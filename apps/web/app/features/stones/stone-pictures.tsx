import type { StoneShapeName } from '@facet/contracts/lookups';
import type { MediaRecord } from '@facet/contracts/media';
import { useCallback, useId, useState } from 'react';
import { ChoosePictures, PictureDropZone } from '../../components/back-office/picture-drop-zone.tsx';
import { PictureOrderButtons } from '../../components/back-office/picture-order-buttons.tsx';
import { PictureThumbnail } from '../../components/back-office/picture-thumbnail.tsx';
import { RemovedPicturesNote } from '../../components/back-office/removed-pictures-note.tsx';
import { UploadProgressList } from '../../components/back-office/upload-progress-list.tsx';
import { FieldErrors } from '../../components/ui/form-controls.tsx';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { usePictureUploads } from '../../lib/use-picture-uploads.ts';
import { movePicture, type StonePicture } from './stone-draft.ts';

/*
 * A stone's pictures: files dropped or picked are uploaded at once (POST /api/media), each
 * with its progress bar; the pictures can be put in order (the first is the main one) and
 * removed. A saved picture removed here is taken off the stone when it is saved. A stone
 * without pictures is shown with the drawing of its shape.
 */

/** The pictures of the form and the uploads in flight. */
export function useStonePictures(saved: readonly StonePicture[]) {
  const [pictures, setPictures] = useState<StonePicture[]>(() => [...saved]);
  const { uploads, upload, dismiss } = usePictureUploads(
    useCallback(({ id, url, width, height }: MediaRecord) => {
      setPictures((before) => [...before, { id, url, width, height }]);
    }, []),
  );
  const kept = new Set(pictures.map((picture) => picture.id));
  const removed = saved.filter((picture) => !kept.has(picture.id));
  const uploading = uploads.some((item) => item.error === null);
  return {
    pictures,
    setPictures,
    uploads,
    upload: (files: readonly File[]) => upload(files, {}),
    dismiss,
    removed,
    uploading,
  };
}

export type StonePicturesState = ReturnType<typeof useStonePictures>;

export function StonePictures({
  state,
  shape,
  errors,
}: {
  state: StonePicturesState;
  shape: StoneShapeName | null;
  errors: readonly string[];
}) {
  const inputId = useId();
  const { pictures, setPictures, uploads, upload, dismiss, removed } = state;

  return (
    <div>
      {/* What is sent with the form: the pictures in their order, and the saved ones removed. */}
      {pictures.map((picture) => (
        <input key={picture.id} type="hidden" name="productMedias" value={picture.id} />
      ))}
      {removed.map((picture) => (
        <input key={picture.id} type="hidden" name="productMediasToRemove" value={picture.id} />
      ))}

      <PictureDropZone onFiles={upload} className="px-6 py-7">
        <ChoosePictures id={inputId} onFiles={upload} describedBy={`${inputId}-hint`} />
        <p id={`${inputId}-hint`} className="text-xs text-stone">
          JPEG, PNG, WebP or AVIF, at least 200 × 200 px, up to 15 MB each. The first picture is the main one.
        </p>
      </PictureDropZone>

      <UploadProgressList uploads={uploads} onDismiss={dismiss} />

      <FieldErrors id="field-productMedias-errors" errors={[...errors]} />

      <RemovedPicturesNote
        count={removed.length}
        outcome="taken off the stone"
        onRestore={() => setPictures((before) => [...before, ...removed])}
      />

      {pictures.length === 0 ? (
        <div className="mt-5 flex items-center gap-4 text-sm text-stone">
          {shape ? (
            <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded border border-line bg-white">
              <StoneShapeIcon shape={shape} className="h-10 w-10 text-graphite" />
            </span>
          ) : null}
          <p>No pictures yet. Until there are, the shop shows the drawing of the stone’s shape.</p>
        </div>
      ) : (
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-5" aria-label="Pictures">
          {pictures.map((picture, index) => {
            const label = `Picture ${index + 1}`;
            return (
              <li key={picture.id} className="overflow-hidden rounded-md border border-line bg-white">
                <PictureThumbnail url={picture.url} label={label} isMain={index === 0} />
                <PictureOrderButtons
                  pictureId={picture.id}
                  label={label}
                  isFirst={index === 0}
                  isLast={index === pictures.length - 1}
                  onMove={(by) => setPictures((before) => movePicture(before, picture.id, by))}
                  onRemove={() => setPictures((before) => before.filter((p) => p.id !== picture.id))}
                  className="p-1.5"
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
