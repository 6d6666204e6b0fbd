import type { LinkDescriptor } from 'react-router';
import displayFace from '../fonts/cormorant-500-latin.woff2?url';
import textFace from '../fonts/inter-latin.woff2?url';

/*
 * A face asked for with the page, before its stylesheet says it is needed: only where the
 * page's largest paint is text in that face (the stone page's title, the diamond search's
 * introduction), since a preload shares the phone's connection with that page's first
 * picture everywhere else. Elsewhere the text shows at once in a local font scaled to the
 * face's size (fonts.css, scripts/subset-fonts.ts), and the face replaces it without moving
 * anything.
 */
const faces = { text: textFace, display: displayFace };

export function fontPreload(face: keyof typeof faces): LinkDescriptor {
  return { rel: 'preload', href: faces[face], as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' };
}
