import { mediaCategories, type MediaCategoryName } from '@facet/contracts/lookups';
import { useId, useState } from 'react';
import { ChoosePictures, PictureDropZone } from '../../components/back-office/picture-drop-zone.tsx';
import { PictureOrderButtons } from '../../components/back-office/picture-order-buttons.tsx';
import { PictureThumbnail } from '../../components/back-office/picture-thumbnail.tsx';
import { RemovedPicturesNote } from '../../components/back-office/removed-pictures-note.tsx';
import { UploadProgressList } from '../../components/back-office/upload-progress-list.tsx';
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
  const pictures = editor.draft.pictures;
  const kept = new Set(pictures.map((picture) => picture.id));
  const removedStored = editor.baseline.pictures.filter((picture) => !kept.has(picture.id));

  const upload = (files: File[]) => editor.uploadPictures(files, uploadAs);

  return (
    <section aria-labelledby="pictures-title" className="rounded-md border border-line bg-white p-5 sm:p-6">
      <h2 id="pictures-title" className="font-display text-2xl text-ink">
        Pictures
      </h2>
      <p className="mt-1 text-sm text-stone">
        Each picture shows the piece in one metal colour; shoppers see the pictures of the metal they choose. The first
        of each colour is the main one.
      </p>

      <PictureDropZone onFiles={upload} className="mt-5 px-6 py-8">
        <div className="flex flex-wrap items-center justify-center gap-3">
          <ChoosePictures id={inputId} onFiles={upload} />
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
      </PictureDropZone>

      <UploadProgressList uploads={editor.uploads} onDismiss={editor.dismissUpload} />

      {errors.length > 0 ? (
        <ul className="mt-3 text-sm text-red-800">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}

      <RemovedPicturesNote
        count={removedStored.length}
        outcome="deleted"
        onRestore={() =>
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
      />

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
  return (
    <li className="overflow-hidden rounded-md border border-line bg-white">
      <PictureThumbnail url={picture.url} label={label} isMain={isMain} />
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
        <PictureOrderButtons
          pictureId={picture.id}
          label={label}
          isFirst={isFirst}
          isLast={isLast}
          onMove={(by) => update((pictures) => movePicture(pictures, picture.id, by))}
          onRemove={() => update((pictures) => pictures.filter((p) => p.id !== picture.id))}
        />
      </div>
    </li>
  );
}
