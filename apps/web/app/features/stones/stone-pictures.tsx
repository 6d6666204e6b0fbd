import type { StoneShapeName } from '@facet/contracts/lookups';
import { ACCEPTED_IMAGE_TYPES, mediaUrlAt } from '@facet/contracts/media-sizes';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2, X } from 'lucide-react';
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FieldErrors } from '../../components/ui/form-controls.tsx';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { checkPictureFile, uploadPicture } from '../../lib/upload-picture.ts';
import { movePicture, type StonePicture } from './stone-draft.ts';

/*
 * A stone's pictures: files dropped or picked are uploaded at once (POST /api/media), each
 * with its progress bar; the pictures can be put in order (the first is the main one) and
 * removed. A saved picture removed here is taken off the stone when it is saved. A stone
 * without pictures is shown with the drawing of its shape.
 */

export interface PictureUpload {
  key: string;
  fileName: string;
  /** 0 to 1. */
  progress: number;
  error: string | null;
}

let uploadCounter = 0;

/** The pictures of the form and the uploads in flight. */
export function useStonePictures(saved: readonly StonePicture[]) {
  const [pictures, setPictures] = useState<StonePicture[]>(() => [...saved]);
  const [uploads, setUploads] = useState<PictureUpload[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  // Uploads still running when staff leave the page are not wanted any more.
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  const upload = useCallback((files: readonly File[]) => {
    for (const file of files) {
      uploadCounter += 1;
      const key = `stone-upload-${uploadCounter}`;
      const refused = checkPictureFile(file);
      setUploads((before) => [...before, { key, fileName: file.name, progress: 0, error: refused }]);
      if (refused) continue;
      const { done, abort } = uploadPicture(file, (progress) =>
        setUploads((before) => before.map((item) => (item.key === key ? { ...item, progress } : item))),
      );
      aborts.current.set(key, abort);
      void done.then((result) => {
        aborts.current.delete(key);
        if (!result.ok) {
          setUploads((before) => before.map((item) => (item.key === key ? { ...item, error: result.message } : item)));
          return;
        }
        setUploads((before) => before.filter((item) => item.key !== key));
        const { id, url, width, height } = result.media;
        setPictures((before) => [...before, { id, url, width, height }]);
      });
    }
  }, []);

  const dismiss = useCallback((key: string) => {
    aborts.current.get(key)?.();
    aborts.current.delete(key);
    setUploads((before) => before.filter((item) => item.key !== key));
  }, []);

  const kept = new Set(pictures.map((picture) => picture.id));
  const removed = saved.filter((picture) => !kept.has(picture.id));
  const uploading = uploads.some((item) => item.error === null);
  return { pictures, setPictures, uploads, upload, dismiss, removed, uploading };
}

export type StonePicturesState = ReturnType<typeof useStonePictures>;

/**
 * A moved picture's card moves in the page, which drops the focus of the button pressed: it
 * goes back to that button, or to the other arrow once the picture is at the end it moved to.
 */
function keepFocus(id: string, otherwise: string) {
  setTimeout(() => {
    const button = document.getElementById(id) as HTMLButtonElement | null;
    (button && !button.disabled ? button : document.getElementById(otherwise))?.focus();
  });
}

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
  const [dragging, setDragging] = useState(false);
  const { pictures, setPictures, uploads, upload, dismiss, removed } = state;

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) upload(files);
  }

  return (
    <div>
      {/* What is sent with the form: the pictures in their order, and the saved ones removed. */}
      {pictures.map((picture) => (
        <input key={picture.id} type="hidden" name="productMedias" value={picture.id} />
      ))}
      {removed.map((picture) => (
        <input key={picture.id} type="hidden" name="productMediasToRemove" value={picture.id} />
      ))}

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-md border-2 border-dashed px-6 py-7 text-center transition-colors ${
          dragging ? 'border-gold bg-blush/40' : 'border-line bg-pearl/40'
        }`}
      >
        <ImagePlus className="h-8 w-8 text-gold-deep" aria-hidden="true" />
        <p className="text-sm text-graphite">Drop pictures here, or</p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="peer sr-only"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (files.length > 0) upload(files);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="button-secondary cursor-pointer px-5 py-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-deep"
        >
          Choose pictures
        </label>
        <p id={`${inputId}-hint`} className="text-xs text-stone">
          JPEG, PNG, WebP or AVIF, at least 200 × 200 px, up to 15 MB each. The first picture is the main one.
        </p>
      </div>

      {uploads.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label="Uploads">
          {uploads.map((item) => (
            <li key={item.key} className="rounded-md border border-line px-4 py-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="truncate text-graphite">{item.fileName}</span>
                <button
                  type="button"
                  onClick={() => dismiss(item.key)}
                  className="rounded p-1 text-stone hover:text-ink"
                  aria-label={item.error ? `Dismiss ${item.fileName}` : `Cancel the upload of ${item.fileName}`}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
              {item.error ? (
                <p className="mt-1 text-red-800" role="alert">
                  {item.error}
                </p>
              ) : (
                <div className="mt-2 flex items-center gap-3">
                  <progress
                    value={Math.round(item.progress * 100)}
                    max={100}
                    aria-label={`Uploading ${item.fileName}`}
                    className="h-1.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-gold-deep [&::-webkit-progress-bar]:bg-pearl [&::-webkit-progress-value]:bg-gold-deep"
                  />
                  <span className="w-10 text-right text-xs text-stone tabular-nums">
                    {Math.round(item.progress * 100)}%
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      <FieldErrors id="field-productMedias-errors" errors={[...errors]} />

      {removed.length > 0 ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-pearl px-4 py-3 text-sm text-graphite">
          {removed.length === 1 ? 'One saved picture is' : `${removed.length} saved pictures are`} taken off the stone
          when you save.
          <button
            type="button"
            className="link-underline text-ink"
            onClick={() => setPictures((before) => [...before, ...removed])}
          >
            Restore {removed.length === 1 ? 'it' : 'them'}
          </button>
        </p>
      ) : null}

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
            const button = 'rounded p-1.5 text-graphite hover:bg-pearl hover:text-ink disabled:opacity-30';
            return (
              <li key={picture.id} className="overflow-hidden rounded-md border border-line bg-white">
                <div className="relative aspect-square bg-pearl">
                  <img
                    src={mediaUrlAt(picture.url, 400)}
                    alt={label}
                    width={400}
                    height={400}
                    loading="lazy"
                    className="h-full w-full object-cover"
                  />
                  {index === 0 ? (
                    <span className="absolute top-2 left-2 rounded-full bg-ink/80 px-2 py-0.5 text-[11px] text-ivory">
                      Main
                    </span>
                  ) : null}
                </div>
                <div className="flex items-center justify-between p-1.5">
                  <span className="flex">
                    <button
                      type="button"
                      className={button}
                      id={`earlier-${picture.id}`}
                      disabled={index === 0}
                      onClick={() => {
                        setPictures((before) => movePicture(before, picture.id, -1));
                        keepFocus(`earlier-${picture.id}`, `later-${picture.id}`);
                      }}
                      aria-label={`Move ${label} earlier`}
                    >
                      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={button}
                      id={`later-${picture.id}`}
                      disabled={index === pictures.length - 1}
                      onClick={() => {
                        setPictures((before) => movePicture(before, picture.id, 1));
                        keepFocus(`later-${picture.id}`, `earlier-${picture.id}`);
                      }}
                      aria-label={`Move ${label} later`}
                    >
                      <ArrowRight className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </span>
                  <button
                    type="button"
                    className={`${button} text-red-800 hover:text-red-900`}
                    onClick={() => setPictures((before) => before.filter((p) => p.id !== picture.id))}
                    aria-label={`Remove ${label}`}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
