import type { MediaRecord } from '@facet/contracts/media';
import { mediaSrcSet } from '@facet/contracts/media-sizes';

/**
 * A post's cover picture at its own proportions (the list crops it to 16:9). Decorative beside
 * the title it illustrates, so it is described only when `alt` is given.
 */
export function BlogCoverPicture({
  cover,
  sizes,
  className,
  eager = false,
  alt = '',
}: {
  cover: MediaRecord;
  sizes: string;
  className: string;
  eager?: boolean;
  alt?: string;
}) {
  return (
    <img
      src={cover.url}
      srcSet={mediaSrcSet(cover.url, cover.width)}
      sizes={sizes}
      width={cover.width}
      height={cover.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
