import { mediaSrcSet } from '@facet/contracts/media-sizes';

export interface Picture {
  url: string;
  width: number;
  height: number;
}

/**
 * A catalogue picture at the width the layout needs (srcset and sizes), with its own width and
 * height so the browser keeps its place before it loads (no layout shift). Pictures below the
 * fold load lazily; the first row, where the largest paint usually is, loads at once.
 */
export function ProductImage({
  picture,
  alt,
  sizes,
  priority = false,
  className,
}: {
  picture: Picture;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={picture.url}
      srcSet={mediaSrcSet(picture.url, picture.width)}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      draggable={false}
      className={className}
    />
  );
}

/** A 1×1 transparent GIF: what a touch screen gets instead of a hover picture it could never show. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * The second picture a card shows on hover. Only devices that can hover download it: the
 * <source> applies on them alone; elsewhere the <img> is a blank pixel.
 */
export function HoverImage({ picture, sizes, className }: { picture: Picture; sizes: string; className?: string }) {
  return (
    <picture>
      <source media="(hover: hover)" srcSet={mediaSrcSet(picture.url, picture.width)} sizes={sizes} />
      <img
        src={BLANK}
        width={picture.width}
        height={picture.height}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        className={className}
      />
    </picture>
  );
}
