import { mediaSrcSet } from '@facet/contracts/media-sizes';
import { stoneShapes, type StoneShapeName } from '@facet/contracts/lookups';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';

/** A half's picture at a small size; a stone without photos shows the drawing of its shape. */
export function PairThumbnail({
  image,
  shape,
  alt,
  size = 'small',
}: {
  image: { url: string; width: number; height: number } | null;
  /** The stone's shape, drawn when there is no picture. */
  shape?: string;
  alt: string;
  size?: 'small' | 'large';
}) {
  const box = size === 'large' ? 'aspect-square w-full' : 'h-14 w-14 shrink-0';
  if (image) {
    return (
      <img
        src={image.url}
        srcSet={mediaSrcSet(image.url, image.width)}
        sizes={size === 'large' ? '(min-width: 1024px) 340px, 45vw' : '56px'}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={`${box} rounded-sm bg-pearl object-cover`}
      />
    );
  }
  const known = (stoneShapes as readonly string[]).includes(shape ?? '') ? (shape as StoneShapeName) : null;
  return (
    <span
      className={`${box} flex items-center justify-center rounded-sm bg-pearl text-stone`}
      // A drawing beside the name says nothing more: hidden unless it is given words.
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {known ? <StoneShapeIcon shape={known} className={size === 'large' ? 'h-1/2 w-1/2' : 'h-8 w-8'} /> : null}
    </span>
  );
}
