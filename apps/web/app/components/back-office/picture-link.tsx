import { mediaUrlAt } from '@facet/contracts/media-sizes';

/** A picture on a detail page, square; it opens at full size in a new tab. */
export function PictureLink({ url, alt }: { url: string; alt: string }) {
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img
        src={mediaUrlAt(url, 400)}
        alt={alt}
        width={400}
        height={400}
        loading="lazy"
        className="aspect-square w-full rounded border border-line bg-pearl object-cover"
      />
    </a>
  );
}
