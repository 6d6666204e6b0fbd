import { CUSTOM_JEWELLERY_PICTURES_MAX } from '@facet/contracts/custom-jewellery';
import type { MediaRecord } from '@facet/contracts/media';
import { mediaUrlAt } from '@facet/contracts/media-sizes';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ChoosePictures, PictureDropZone } from '../../components/back-office/picture-drop-zone.tsx';
import { UploadProgressList } from '../../components/back-office/upload-progress-list.tsx';
import { usePictureUploads } from '../../lib/use-picture-uploads.ts';

/*
 * Up to five reference pictures: each goes at once to POST /api/custom-jewellery/picture with
 * its progress, and the request sends their ids (hidden inputs named "pictures"). The form hears
 * whether any is still on its way (`onUploadingChange`), so it is not sent without it.
 */

export function ReferencePictures({
  id,
  errorId,
  errors,
  onUploadingChange,
}: {
  id: string;
  errorId: string;
  errors?: string[] | undefined;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const [pictures, setPictures] = useState<MediaRecord[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { uploads, upload, dismiss } = usePictureUploads(
    (media) => setPictures((before) => [...before, media]),
    '/api/custom-jewellery/picture',
  );
  const inFlight = uploads.filter((item) => !item.error).length;
  const uploading = inFlight > 0;
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);
  const room = CUSTOM_JEWELLERY_PICTURES_MAX - pictures.length - inFlight;
  const take = (files: File[]) => {
    // The server refuses a sixth picture; say so here rather than upload it for nothing.
    setRefusal(
      files.length > room
        ? `You can send ${CUSTOM_JEWELLERY_PICTURES_MAX} pictures at most; ${files.length - Math.max(room, 0)} left out.`
        : null,
    );
    if (room > 0) upload(files.slice(0, room), {});
  };
  const hintId = `${id}-hint`;
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-graphite">Reference pictures (optional)</legend>
      <p id={hintId} className="mb-3 text-xs text-stone">
        Sketches, photographs or screenshots: up to {CUSTOM_JEWELLERY_PICTURES_MAX}, JPEG, PNG or WebP.
      </p>
      {pictures.map((picture) => (
        <input key={picture.id} type="hidden" name="pictures" value={picture.id} />
      ))}
      {pictures.length > 0 ? (
        <ul className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Your pictures">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="relative">
              <img
                src={mediaUrlAt(picture.url, 400)}
                alt={`Your reference ${index + 1}`}
                className="aspect-square w-full rounded-sm bg-pearl object-cover"
              />
              <button
                type="button"
                onClick={() => setPictures((before) => before.filter((item) => item.id !== picture.id))}
                className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-ink shadow"
                aria-label={`Remove reference picture ${index + 1}`}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <PictureDropZone onFiles={take} className="px-4 py-6">
          <ChoosePictures id={id} onFiles={take} describedBy={hintId} />
        </PictureDropZone>
      ) : null}
      {refusal ? (
        <p className="mt-2 text-sm text-red-800" role="alert">
          {refusal}
        </p>
      ) : null}
      <UploadProgressList uploads={uploads} onDismiss={dismiss} />
      {errors?.length ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-800" aria-live="polite">
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
