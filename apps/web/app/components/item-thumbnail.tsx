import type { StoneShapeName } from '@facet/contracts/lookups';
import { mediaUrlAt } from '@facet/contracts/media-sizes';
import { Link } from 'react-router';
import { StoneShapeIcon } from './stone-shape-icon.tsx';

interface Thumbnail {
  url: string;
  width: number;
  height: number;
}

const boxes = {
  large: 'h-24 w-24 sm:h-28 sm:w-28',
  small: 'h-16 w-16 sm:h-20 sm:w-20',
} as const;

/**
 * A piece's or stone's small picture in a list (the bag, the wish list), linking to its page: the
 * picture, or a stone without one drawn from its shape. The name beside it is the link people
 * use, so this one is left out of the tab order and of what screen readers read.
 */
export function ItemThumbnail({
  path,
  picture,
  stoneShape,
  size = 'large',
}: {
  path: string;
  picture: Thumbnail | null;
  stoneShape: string | null;
  size?: keyof typeof boxes;
}) {
  return (
    <Link
      to={path}
      className={`block shrink-0 overflow-hidden rounded-sm bg-pearl ${boxes[size]}`}
      tabIndex={-1}
      aria-hidden="true"
    >
      <ThumbnailPicture src={picture ? mediaUrlAt(picture.url, 400) : null} size={112} stoneShape={stoneShape} />
    </Link>
  );
}

/**
 * What a thumbnail's box holds: the picture (`src`, drawn `size` pixels square), else a stone
 * without one drawn from its shape, else nothing.
 */
export function ThumbnailPicture({
  src,
  size,
  stoneShape,
}: {
  src: string | null;
  size: number;
  stoneShape: string | null;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover"
      />
    );
  }
  if (!stoneShape) return null;
  return (
    <span className="flex h-full w-full items-center justify-center text-graphite">
      <StoneShapeIcon shape={stoneShape as StoneShapeName} className="h-1/2 w-1/2" strokeWidth={1} />
    </span>
  );
}
