import { mediaCategories, type MediaCategoryName } from '@facet/contracts/lookups';
import { ACCEPTED_IMAGE_TYPES, mediaUrlAt } from '@facet/contracts/media-sizes';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2, X } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { ColourDot } from '../../components/ui/colour-dot.tsx';
import { type DraftPicture, type EditorDraft, movePicture } from './editor-draft.ts';
import { useJewelleryEditor } from './editor-context.tsx';

/*
 * The product's pictures, kept per metal colour. Files dropped or picked are
 * uploaded at once, each with its progress; each picture says which metal colour it shows and
 * can be moved within its colour. A picture saved before and removed here goes to
 * filesToDelete when the product is saved.
 */

const colourSwatches: Record<MediaCategoryName, string> = {
  White: '#dfe1e4',
  Yellow: '#e3c67b',
  Rose: '#e8b4a0',
};

function withPictures(draft: EditorDraft, pictures: DraftPicture[]): EditorDraft {
  return { ...draft, pictures };
}

export function PictureManager({ errors }: { errors: readonly string[] }) {
  const editor = useJewelleryEditor();
  const inputId = useId();
  const [uploadAs, setUploadAs] = useState<MediaCategoryName>('White');
  const [dragging, setDragging] = useState(false);
  const pictures = editor.draft.pictures;
  const kept = new Set(pictures.map((picture) => picture.id));
  const removedStored = editor.baseline.pictures.filter((picture) => !kept.has(picture.id));

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) editor.uploadPictures(files, uploadAs);
  }

  return (
    <section aria-labelledby="pictures-title" className="rounded-md border border-line bg-white p-5 sm:p-6">
      <h2 id="pictures-title" className="font-display text-2xl text-ink">
        Pictures
      </h2>
      <p className="mt-1 text-sm text-stone">
        Each picture shows the piece in one metal colour; shoppers see the pictures of the metal they choose. The first
        of each colour is the main one.
      </p>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-5 flex flex-col items-center gap-3 rounded-md border-2 border-dashed px-6 py-8 text-center transition-colors ${
          dragging ? 'border-gold bg-blush/40' : 'border-line bg-pearl/40'
        }`}
      >
        <ImagePlus className="h-8 w-8 text-gold-deep" aria-hidden="true" />
        <p className="text-sm text-graphite">Drop pictures here, or</p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="peer sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              if (files.length > 0) editor.uploadPictures(files, uploadAs);
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className="button-secondary cursor-pointer px-5 py-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-deep"
          >
            Choose pictures
          </label>
          {/* A label of its own (not around the select), so the select's name is the label alone. */}
          <span className="flex items-center gap-2 text-sm text-graphite">
            <label htmlFor={`${inputId}-colour`}>Metal colour of new pictures</label>
            <select
              id={`${inputId}-colour`}
              value={uploadAs}
              onChange={(event) => setUploadAs(event.target.value as MediaCategoryName)}
              className="rounded-md border border-line bg-white px-2 py-1.5 text-sm"
            >
              {mediaCategories.map((category) => (
                <option key={category} value={category}>
                  {category} metal
                </option>
              ))}
            </select>
          </span>
        </div>
        <p className="text-xs text-stone">JPEG, PNG, WebP or AVIF, at least 200 × 200 px, up to 15 MB each.</p>
      </div>

      {editor.uploads.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label="Uploads">
          {editor.uploads.map((upload) => (
            <li key={upload.key} className="rounded-md border border-line px-4 py-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="truncate text-graphite">{upload.fileName}</span>
                <button
                  type="button"
                  onClick={() => editor.dismissUpload(upload.key)}
                  className="rounded p-1 text-stone hover:text-ink"
                  aria-label={upload.error ? `Dismiss ${upload.fileName}` : `Cancel the upload of ${upload.fileName}`}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
              {upload.error ? (
                <p className="mt-1 text-red-800" role="alert">
                  {upload.error}
                </p>
              ) : (
                <div className="mt-2 flex items-center gap-3">
                  <progress
                    value={Math.round(upload.progress * 100)}
                    max={100}
                    aria-label={`Uploading ${upload.fileName}`}
                    className="h-1.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-gold-deep [&::-webkit-progress-bar]:bg-pearl [&::-webkit-progress-value]:bg-gold-deep"
                  />
                  <span className="w-10 text-right text-xs text-stone tabular-nums">
                    {Math.round(upload.progress * 100)}%
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {errors.length > 0 ? (
        <ul className="mt-3 text-sm text-red-800">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}

      {removedStored.length > 0 ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-pearl px-4 py-3 text-sm text-graphite">
          {removedStored.length === 1 ? 'One saved picture is' : `${removedStored.length} saved pictures are`} deleted
          when you save.
          <button
            type="button"
            className="link-underline text-ink"
            onClick={() =>
              editor.update((draft) =>
                withPictures(draft, [
                  ...draft.pictures,
                  ...removedStored.map(({ id, url, width, height, mediaCategory }) => ({
                    id,
                    url,
                    width,
                    height,
                    mediaCategory,
                  })),
                ]),
              )
            }
          >
            Restore {removedStored.length === 1 ? 'it' : 'them'}
          </button>
        </p>
      ) : null}

      <div className="mt-6 space-y-6">
        {mediaCategories.map((category) => {
          const ofColour = pictures.filter((picture) => picture.mediaCategory === category);
          return (
            <div key={category}>
              <h3 className="flex items-center gap-2 font-sans text-sm font-medium text-graphite">
                <ColourDot colour={colourSwatches[category]} className="h-3 w-3 rounded-full border border-line" />
                {category} metal <span className="font-normal text-stone">· {ofColour.length}</span>
              </h3>
              {ofColour.length === 0 ? (
                <p className="mt-2 text-sm text-stone">No pictures in {category.toLowerCase()} metal yet.</p>
              ) : (
                <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-6">
                  {ofColour.map((picture, index) => (
                    <PictureCard
                      key={picture.id}
                      picture={picture}
                      label={`${category} metal, view ${index + 1}`}
                      isMain={index === 0}
                      isFirst={index === 0}
                      isLast={index === ofColour.length - 1}
                    />
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function PictureCard({
  picture,
  label,
  isMain,
  isFirst,
  isLast,
}: {
  picture: DraftPicture;
  label: string;
  isMain: boolean;
  isFirst: boolean;
  isLast: boolean;
}) {
  const editor = useJewelleryEditor();
  const update = (change: (pictures: DraftPicture[]) => DraftPicture[]) =>
    editor.update((draft) => withPictures(draft, change(draft.pictures)));
  const button = 'rounded p-1.5 text-graphite hover:bg-pearl hover:text-ink disabled:opacity-30';
  return (
    <li className="overflow-hidden rounded-md border border-line bg-white">
      <div className="relative aspect-square bg-pearl">
        <img
          src={mediaUrlAt(picture.url, 400)}
          alt={label}
          width={400}
          height={400}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        {isMain ? (
          <span className="absolute top-2 left-2 rounded-full bg-ink/80 px-2 py-0.5 text-[11px] text-ivory">Main</span>
        ) : null}
      </div>
      <div className="space-y-2 p-2">
        <label className="sr-only" htmlFor={`colour-${picture.id}`}>
          Metal colour of {label}
        </label>
        <select
          id={`colour-${picture.id}`}
          value={picture.mediaCategory}
          onChange={(event) => {
            const mediaCategory = event.target.value as MediaCategoryName;
            update((pictures) => pictures.map((p) => (p.id === picture.id ? { ...p, mediaCategory } : p)));
          }}
          className="w-full rounded-md border border-line bg-white px-2 py-1 text-xs"
        >
          {mediaCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        <div className="flex items-center justify-between">
          <span className="flex">
            <button
              type="button"
              className={button}
              disabled={isFirst}
              onClick={() => update((pictures) => movePicture(pictures, picture.id, -1))}
              aria-label={`Move ${label} earlier`}
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={button}
              disabled={isLast}
              onClick={() => update((pictures) => movePicture(pictures, picture.id, 1))}
              aria-label={`Move ${label} later`}
            >
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </button>
          </span>
          <button
            type="button"
            className={`${button} text-red-800 hover:text-red-900`}
            onClick={() => update((pictures) => pictures.filter((p) => p.id !== picture.id))}
            aria-label={`Remove ${label}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}
