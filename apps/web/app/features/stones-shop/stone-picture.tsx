import { type StoneShapeName, stoneShapes } from '@facet/contracts/lookups';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { type PictureLoading, ProductImage } from '../products/product-image.tsx';

export interface StonePictureData {
  url: string;
  width: number;
  height: number;
}

function isShape(value: string): value is StoneShapeName {
  return (stoneShapes as readonly string[]).includes(value);
}

/**
 * A stone's photograph, or — for the many stones a feed sends without one — the shop's own
 * drawing of its shape (packages/artwork), on the same pearl ground, so a list mixing the two
 * reads as one.
 */
export function StonePicture({
  picture,
  stoneShape,
  alt,
  sizes,
  loading = 'lazy',
  className = '',
}: {
  picture: StonePictureData | null;
  stoneShape: string;
  alt: string;
  sizes: string;
  loading?: PictureLoading;
  className?: string;
}) {
  if (picture) {
    return (
      <ProductImage
        picture={picture}
        alt={alt}
        sizes={sizes}
        loading={loading}
        className={`h-full w-full object-cover ${className}`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${alt} (drawing of the shape)`}
      className={`flex h-full w-full items-center justify-center bg-[radial-gradient(circle_at_50%_42%,#ffffff_0%,#f7f4ef_45%,#ece5db_100%)] text-graphite ${className}`}
    >
      {isShape(stoneShape) ? (
        <StoneShapeIcon
          shape={stoneShape}
          className="h-1/2 w-1/2 drop-shadow-[0_6px_10px_rgba(29,27,25,0.08)]"
          strokeWidth={1}
        />
      ) : null}
    </span>
  );
}
