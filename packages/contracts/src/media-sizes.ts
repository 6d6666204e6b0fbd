/*
 * The widths every picture is served at, and how a picture's URL names them:
 * /media/<key>/<width>.webp. Shared by the server (which makes the sizes) and the pages
 * (which ask for them in srcset).
 */

export const MEDIA_WIDTHS = [400, 800, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const DEFAULT_MEDIA_WIDTH: MediaWidth = 800;

/** Largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Image types accepted from staff (checked by decoding, not by name). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
/** The same, in words for messages. */
export const ACCEPTED_IMAGE_NAMES = 'JPEG, PNG, WebP or AVIF';

export function mediaPath(key: string, width: MediaWidth = DEFAULT_MEDIA_WIDTH): string {
  return `/media/${key}/${width}.webp`;
}

/** The same picture at another width. */
export function mediaUrlAt(url: string, width: MediaWidth): string {
  return url.replace(/\/\d+\.webp$/, `/${width}.webp`);
}

/** srcset for a picture: every width up to its own. */
export function mediaSrcSet(url: string, pictureWidth: number): string {
  const widths = MEDIA_WIDTHS.filter((w, i) => w <= pictureWidth || i === 0);
  return widths.map((w) => `${mediaUrlAt(url, w)} ${w}w`).join(', ');
}
