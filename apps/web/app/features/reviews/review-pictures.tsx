import type { MediaRecord } from '@facet/contracts/media';
import { mediaUrlAt } from '@facet/contracts/media-sizes';
import { REVIEW_PICTURES_MAX } from '@facet/contracts/review-rules';
import { X } from 'lucide-react';
import { useState } from 'react';
import { ChoosePictures, PictureDropZone } from '../../components/back-office/picture-drop-zone.tsx';
import { UploadProgressList } from '../../components/back-office/upload-progress-list.tsx';
import { usePictureUploads } from '../../lib/use-picture-uploads.ts';

/*
 * Up to three pictures with a review: each goes at once to POST /api/reviews/picture with its
 * progress, and the review sends their ids (hidden inputs named "pictureIds").
 */

export function ReviewPictures({ id, errorId, errors }: { id: string; errorId: string; errors?: string[] }) {
  const [pictures, setPictures] = useState<MediaRecord[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { uploads, upload, dismiss } = usePictureUploads(
    (media) => setPictures((before) => [...before, media]),
    '/api/reviews/picture',
  );
  const inFlight = uploads.filter((item) => !item.error).length;
  const room = REVIEW_PICTURES_MAX - pictures.length - inFlight;
  const take = (files: File[]) => {
    setRefusal(
      files.length > room
        ? `You can send ${REVIEW_PICTURES_MAX} pictures at most; ${files.length - Math.max(room, 0)} left out.`
        : null,
    );
    if (room > 0) upload(files.slice(0, room), {});
  };
  const hintId = `${id}-hint`;
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-graphite">Pictures (optional)</legend>
      <p id={hintId} className="mb-3 text-xs text-stone">
        Your piece as you wear it: up to {REVIEW_PICTURES_MAX}, JPEG, PNG or WebP.
      </p>
      {pictures.map((picture) => (
        <input key={picture.id} type="hidden" name="pictureIds" value={picture.id} />
      ))}
      {pictures.length > 0 ? (
        <ul className="mb-3 grid grid-cols-3 gap-2" aria-label="Your pictures">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="relative">
              <img
                src={mediaUrlAt(picture.url, 400)}
                alt={`Your upload ${index + 1}`}
                className="aspect-square w-full rounded-sm bg-pearl object-cover"
              />
              <button
                type="button"
                onClick={() => setPictures((before) => before.filter((item) => item.id !== picture.id))}
                className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-ink shadow"
                aria-label={`Remove picture ${index + 1}`}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <PictureDropZone onFiles={take} className="px-4 py-5">
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
