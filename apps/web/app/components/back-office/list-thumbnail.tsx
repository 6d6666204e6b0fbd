import { mediaUrlAt } from '@facet/contracts/media-sizes';
import type { ReactNode } from 'react';

/**
 * A record's main picture in a back-office list, small and lazy; without one, `fallback` (a
 * drawing or an icon) in a box of the same size, so the rows line up.
 */
export function ListThumbnail({
  image,
  size = 'h-14 w-14',
  fallback,
  fallbackClassName,
}: {
  image: string | null;
  size?: string | undefined;
  fallback: ReactNode;
  /** The empty box's border and background. */
  fallbackClassName: string;
}) {
  return image ? (
    <img
      src={mediaUrlAt(image, 400)}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      className={`${size} shrink-0 rounded border border-line bg-pearl object-cover`}
    />
  ) : (
    <span
      className={`${size} flex shrink-0 items-center justify-center rounded border ${fallbackClassName}`}
      aria-hidden="true"
    >
      {fallback}
    </span>
  );
}
