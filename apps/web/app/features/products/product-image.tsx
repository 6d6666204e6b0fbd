import { mediaSrcSet } from '@facet/contracts/media-sizes';

export interface Picture {
  url: string;
  width: number;
  height: number;
}

/**
 * How a picture loads: `largest`, the page's largest paint (at once, from the HTML, asked for
 * before any other picture: fetchpriority="high"); `lazy`, every other one, asked for once the
 * layout shows it on or near the screen — so the rest of a list's first row comes just after the
 * first picture instead of sharing the connection with it.
 */
export type PictureLoading = 'largest' | 'lazy';

/** A list's pictures: the first card's is the largest paint. */
export function listPictureLoading(index: number): PictureLoading {
  return index === 0 ? 'largest' : 'lazy';
}

/** The <img> attributes for a way of loading. */
export function loadingAttributes(loading: PictureLoading) {
  return loading === 'largest'
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto', decoding: 'async' } as const);
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
