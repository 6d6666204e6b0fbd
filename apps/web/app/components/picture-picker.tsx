import type { MediaRecord } from '@facet/contracts/media';
import { mediaUrlAt } from '@facet/contracts/media-sizes';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePictureUploads } from '../lib/use-picture-uploads.ts';
import { ChoosePictures, PictureDropZone } from './back-office/picture-drop-zone.tsx';
import { UploadProgressList } from './back-office/upload-progress-list.tsx';

/**
 * A shopper's pictures sent with a form (a custom jewellery request's references, a review's
 * photographs): each goes at once to `uploadUrl` with its progress, and the form sends their ids
 * as hidden inputs named `name`. No more than `max` are uploaded (the server refuses more too);
 * the form hears whether any is still on its way (`onUploadingChange`), so it is not sent
 * without it.
 */
export function PicturePicker({
  id,
  errorId,
  errors,
  uploadUrl,
  name,
  max,
  legend,
  hint,
  onUploadingChange,
}: {
  id: string;
  errorId: string;
  errors?: string[] | undefined;
  uploadUrl: string;
  name: string;
  max: number;
  legend: string;
  hint: string;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const [pictures, setPictures] = useState<MediaRecord[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { uploads, upload, dismiss } = usePictureUploads(
    (media) => setPictures((before) => [...before, media]),
    uploadUrl,
  );
  const inFlight = uploads.filter((item) => !item.error).length;
  const uploading = inFlight > 0;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  const room = max - pictures.length - inFlight;
  const take = (files: File[]) => {
    // Said here rather than uploaded for nothing.
    setRefusal(
      files.length > room
        ? `You can send ${max} pictures at most; ${files.length - Math.max(room, 0)} left out.`
        : null,
    );
    if (room > 0) upload(files.slice(0, room), {});
  };
  const hintId = `${id}-hint`;
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-graphite">{legend} (optional)</legend>
      <p id={hintId} className="mb-3 text-xs text-stone">
        {hint}: up to {max}, JPEG, PNG or WebP.
      </p>
      {pictures.map((picture) => (
        <input key={picture.id} type="hidden" name={name} value={picture.id} />
      ))}
      {pictures.length > 0 ? (
        <ul className={`mb-3 grid grid-cols-3 gap-2 ${max > 3 ? 'sm:grid-cols-5' : ''}`} aria-label="Your pictures">
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
