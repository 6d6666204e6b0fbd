/*
 * The typefaces' sheet (fonts/faces.css) is in the HTML with media="print": the first paint uses
 * the local fonts scaled to them (app.css). The after-paint loader (scripts-after-paint.server.ts)
 * loads its faces once the page has painted, adds them all at once, and notes in localStorage,
 * under the sheet's hashed address, that this browser now has the fonts; on its next pages this
 * script, run before the first paint, applies the sheet at once, so a returning shopper's text
 * never changes face.
 */
export const FONTS_KEPT_KEY = 'facet-fonts';
export const FONT_FACES_SELECTOR = 'link[data-font-faces]';

/** A classic inline script, placed after the sheet and before any other stylesheet (so it waits for none). */
export const APPLY_KEPT_FACES = `try{var f=document.querySelector(${JSON.stringify(FONT_FACES_SELECTOR)});if(f&&localStorage.getItem(${JSON.stringify(FONTS_KEPT_KEY)})===f.href)f.media='all'}catch(e){}`;
