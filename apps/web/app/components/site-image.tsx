import { type ShopIconSize, shopIconFileName } from '@facet/artwork/shop-icons';

/*
 * Pictures drawn by @facet/artwork and rasterised to WebP at build time into /imagery: each at
 * its full width and at half width (see packages/artwork render-site-imagery).
 */

const formats = {
  hero: { width: 1600, height: 900 },
  banner: { width: 1600, height: 600 },
  tile: { width: 800, height: 800 },
} as const;

export type SiteImageFormat = keyof typeof formats;

/** The imagery's version (a hash of its files, set by vite.config.ts): its addresses change with it, so they are cached for a year. */
const version: string | undefined = import.meta.env.VITE_IMAGERY_VERSION;

const versioned = (file: string) => `/imagery/${file}${version ? `?v=${version}` : ''}`;

export function siteImageUrl(name: string, width: number): string {
  return versioned(`${name}-${width}.webp`);
}

/** The shop's icon at one of its sizes (a PNG drawn beside the imagery: @facet/artwork shop-icons). */
export function shopIconUrl(size: ShopIconSize): string {
  return versioned(shopIconFileName(size));
}

export function SiteImage({
  name,
  format,
  alt,
  sizes,
  priority = false,
  className,
}: {
  name: string;
  format: SiteImageFormat;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { width, height } = formats[format];
  const half = width / 2;
  return (
    <img
      src={siteImageUrl(name, width)}
      srcSet={`${siteImageUrl(name, half)} ${half}w, ${siteImageUrl(name, width)} ${width}w`}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
