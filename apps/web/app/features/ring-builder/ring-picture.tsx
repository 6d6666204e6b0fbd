import { ringPicturePath } from '@facet/contracts/ring-builder';

/*
 * The setting drawn with the chosen stone in it (/media/ring/<setting>/<stone>/<width>.webp): the
 * shop draws it from the setting's metal and ring style and the stone's shape and weight, so the
 * shopper sees the ring they are making before they buy it. Only for a pair that fits: the
 * address refuses one that does not.
 */
export function RingPicture({
  settingSku,
  stoneSku,
  alt,
  sizes,
  className = '',
}: {
  settingSku: string;
  stoneSku: string;
  alt: string;
  /** How wide the picture shows, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  className?: string;
}) {
  const at = (width: 400 | 800 | 1600) => ringPicturePath(settingSku, stoneSku, width);
  return (
    <img
      src={at(800)}
      srcSet={`${at(400)} 400w, ${at(800)} 800w, ${at(1600)} 1600w`}
      sizes={sizes}
      width={800}
      height={800}
      alt={alt}
      decoding="async"
      className={`aspect-square rounded-sm bg-pearl object-cover ${className}`}
      data-testid="ring-picture"
    />
  );
}
