import { ACCEPTED_IMAGE_TYPES } from '@facet/contracts/media-sizes';
import { ImagePlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';

/*
 * Where a back-office form takes new pictures: dropped on the zone, or picked with the
 * "Choose pictures" button (ChoosePictures, among the zone's children).
 */

export function PictureDropZone({
  onFiles,
  className,
  children,
}: {
  onFiles: (files: File[]) => void;
  /** Spacing around and inside the zone. */
  className: string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      }}
      className={`flex flex-col items-center gap-3 rounded-md border-2 border-dashed text-center transition-colors ${className} ${
        dragging ? 'border-gold bg-blush/40' : 'border-line bg-pearl/40'
      }`}
    >
      <ImagePlus className="h-8 w-8 text-gold-deep" aria-hidden="true" />
      <p className="text-sm text-graphite">Drop pictures here, or</p>
      {children}
    </div>
  );
}

/**
 * The file picker, shown as a button: the input itself is visually hidden (a file input cannot
 * be styled), and its label carries the focus ring when the keyboard reaches the input.
 */
export function ChoosePictures({
  id,
  onFiles,
  describedBy,
}: {
  id: string;
  onFiles: (files: File[]) => void;
  describedBy?: string | undefined;
}) {
  return (
    <>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className="peer sr-only"
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) onFiles(files);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className="button-secondary cursor-pointer px-5 py-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-deep"
      >
        Choose pictures
      </label>
    </>
  );
}
