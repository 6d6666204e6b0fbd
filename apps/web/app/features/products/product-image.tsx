import { mediaSrcSet } from '@facet/contracts/media-sizes';

export interface Picture {
  url: string;
  width: number;
  height: number;
}

/**
 * How a picture loads: `largest`, the page's largest paint (at once, asked for before any other
 * picture: the only one with fetchpriority="high"); `eager`, the rest of the first screen (at
 * once); `lazy`, everything below it (when scrolled near).
 */
export type PictureLoading = 'largest' | 'eager' | 'lazy';

/** A list's pictures: the first is the largest paint, the rest of the first row `eager`. */
export function listPictureLoading(index: number, firstRow: number): PictureLoading {
  return index === 0 ? 'largest' : index < firstRow ? 'eager' : 'lazy';
}

/** The <img> attributes for a way of loading. */
export function loadingAttributes(loading: PictureLoading) {
  return {
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: loading === 'largest' ? 'high' : 'auto',
    decoding: loading === 'largest' ? 'sync' : 'async',
  } as const;
}

/**
 * A catalogue picture at the width the layout needs (srcset and sizes), with its own width and
 * height so the browser keeps its place before it loads (no layout shift).
 */
export function ProductImage({
  picture,
  alt,
  sizes,
  loading = 'lazy',
  className,
}: {
  picture: Picture;
  alt: string;
  sizes: string;
  loading?: PictureLoading;
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
      {...loadingAttributes(loading)}
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
