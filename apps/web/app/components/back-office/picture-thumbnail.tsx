import { mediaUrlAt } from '@facet/contracts/media-sizes';

/** A picture in a back-office form's picture list, square; the first of a list is marked as the main one. */
export function PictureThumbnail({ url, label, isMain }: { url: string; label: string; isMain: boolean }) {
  return (
    <div className="relative aspect-square bg-pearl">
      <img
        src={mediaUrlAt(url, 400)}
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
  );
}
