import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { FONT_FACES_SELECTOR, FONTS_KEPT_KEY } from './font-faces.ts';
import { HYDRATED_EVENT } from './hydration-signal.ts';

/*
 * A storefront page is whole in its HTML and CSS: the first paint needs no JavaScript. So the
 * app's scripts (React, the router, the page's modules) start downloading only once the page
 * is on screen — after the first paint, and after its largest picture (the one with
 * fetchpriority="high") has arrived — instead of sharing a phone's connection with the CSS,
 * the typefaces and that picture. Links and forms work before the scripts arrive (they are plain
 * links and form posts); the scripts then hydrate the page as before.
 *
 * The typefaces wait too: the first paint is made with local fonts scaled to their size (no
 * shift when they arrive, app.css). With the scripts, the loader loads every face of their sheet
 * (root.tsx, media="print") and adds them all in one task: the page is laid out again once, where
 * applying the sheet laid it out once more for each face as it came. Then it notes it for the
 * next pages (font-faces.ts).
 *
 * React Router's <Scripts> writes modulepreload links (hoisted into <head> by React) and one
 * inline module script that imports the route modules and the client entry. This transform
 * takes the links out of the HTML and turns the module script's body into a small loader
 * that adds the same links and the same module script once the page has painted. The
 * element itself stays, so hydration finds what React rendered. It waits at most
 * LARGEST_PICTURE_WAIT_MS for the picture; a page in a hidden tab loads at once (it paints
 * nothing), and so does a page the shopper touches or types in first. A tap on a button that
 * only scripts can work (type="button") made before the page has hydrated is not lost: it is
 * kept, and repeated once the page says it has hydrated (hydration-signal.ts). Only the shell
 * is held back while the transform looks for the script, and React writes the shell in one go.
 */

export const LARGEST_PICTURE_WAIT_MS = 2500;
/** How many modulepreload links the loader adds in one task. */
const PRELOADS_PER_TASK = 6;

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /(<script[^>]* type="module" async="">)([\s\S]*?)(<\/script>)/;

/** A value written into an inline script: JSON with `<` escaped, so no `</script>` ends it early. */
const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The loader that replaces the module script's body; `app` is that body, `preloads` the links' addresses. */
export function afterPaintLoader(app: string, preloads: string[], nonce: string | undefined): string {
  return `((app, preloads, nonce, wait) => {
  const faces = document.querySelector(${inlineJson(FONT_FACES_SELECTOR)});
  const keepFaces = () => {
    // Once they have come, the browser keeps them: later pages show them from their first paint.
    try {
      localStorage.setItem(${inlineJson(FONTS_KEPT_KEY)}, faces.href);
    } catch {}
  };
  // The sheet itself: the page is laid out again as it applies, and once more as each face comes.
  const applySheet = () => {
    faces.media = 'all';
    // Told by an event: asking document.fonts.ready now would make the browser restyle the page at once.
    document.fonts.addEventListener('loadingdone', keepFaces, { once: true });
  };
  const descriptor = (rule, name, otherwise) => rule.style.getPropertyValue(name) || otherwise;
  let facesAsked = false;
  const showFaces = () => {
    if (!faces || faces.media === 'all' || facesAsked) return;
    // The sheet has not come yet: its faces once it has (it loads at the lowest priority).
    if (!faces.sheet) return void faces.addEventListener('load', showFaces, { once: true });
    facesAsked = true;
    try {
      const rules = [...faces.sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule);
      if (rules.length === 0) throw new Error('no faces');
      // Each of the sheet's faces loaded first, then all added in one task: the page is laid out
      // again once, where applying the sheet laid it out again for the sheet and for each face.
      const loading = rules.map((rule) =>
        new FontFace(descriptor(rule, 'font-family', '').replace(/^["']|["']$/g, ''), descriptor(rule, 'src', ''), {
          style: descriptor(rule, 'font-style', 'normal'),
          weight: descriptor(rule, 'font-weight', 'normal'),
          unicodeRange: descriptor(rule, 'unicode-range', 'U+0-10FFFF'),
          display: descriptor(rule, 'font-display', 'auto'),
        }).load(),
      );
      Promise.all(loading).then((loaded) => {
        for (const face of loaded) document.fonts.add(face);
        keepFaces();
      }, applySheet);
    } catch {
      // Its rules unreadable (a sheet from another origin), or a face the Font Loading API refuses.
      applySheet();
    }
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    showFaces();
    // The module script first (its imports start at once), then the preloads of what they import
    // in turn, a few a task: each link costs the page's thread about a millisecond on a phone,
    // and thirty of them in one go were one of the longest tasks of a product page.
    const script = document.createElement('script');
    script.type = 'module';
    if (nonce) script.nonce = nonce;
    script.textContent = app;
    document.body.append(script);
    const preloadSome = (from) => {
      for (const href of preloads.slice(from, from + ${PRELOADS_PER_TASK})) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      if (preloads.length > from + ${PRELOADS_PER_TASK}) setTimeout(() => preloadSome(from + ${PRELOADS_PER_TASK}), 0);
    };
    preloadSome(0);
  };
  let tapped = null;
  const keepTap = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!button) return;
    // Kept from React too, while it hydrates: the tap is repeated once, after.
    event.preventDefault();
    event.stopImmediatePropagation();
    tapped = button;
    start();
  };
  document.addEventListener('click', keepTap, true);
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    document.addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  window.addEventListener(${inlineJson(HYDRATED_EVENT)}, () => {
    document.removeEventListener('click', keepTap, true);
    if (tapped && tapped.isConnected) tapped.click();
  }, { once: true });
  // The frame after the first: by then the first has been painted and shown.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  const picture = document.querySelector('img[fetchpriority="high"]');
  if (document.visibilityState !== 'visible') start();
  else if (picture && !picture.complete) {
    picture.addEventListener('load', afterPaint, { once: true });
    picture.addEventListener('error', afterPaint, { once: true });
    setTimeout(start, wait);
  } else afterPaint();
})(${inlineJson(app)}, ${inlineJson(preloads)}, ${inlineJson(nonce ?? null)}, ${LARGEST_PICTURE_WAIT_MS});`;
}

/** Rewrites one page's HTML text (the part up to and including the module script). */
export function rewriteForAfterPaint(html: string, nonce: string | undefined): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const preloads: string[] = [];
  const before = html.slice(0, script.index).replace(PRELOAD_LINK, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  const [whole, open, body, close] = script;
  return `${before}${open}${afterPaintLoader(body!, preloads, nonce)}${close}${html.slice(script.index + whole.length)}`;
}

/**
 * The page's HTML stream with its scripts loading after the first paint: the text is held
 * until the module script has passed (the shell), rewritten, and the rest streams through.
 */
export function scriptsAfterPaint(nonce: string | undefined): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Decoded all the way through, so a character split between two chunks stays whole.
      if (passing) return callback(null, decoder.write(chunk));
      held += decoder.write(chunk);
      const script = MODULE_SCRIPT.exec(held);
      if (!script) return callback();
      passing = true;
      const text = rewriteForAfterPaint(held, nonce);
      held = '';
      callback(null, text);
    },
    flush(callback) {
      const rest = held + decoder.end();
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
}
