import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APPLY_KEPT_FACES, FONT_FACES_SELECTOR, FONTS_KEPT_KEY } from './font-faces.ts';

/** Runs the head script against a page whose sheet is at `href`, in a browser that noted `kept`. */
function run(href: string, kept: string | null, storageFails = false) {
  const sheet = { href, media: 'print' };
  runInNewContext(APPLY_KEPT_FACES, {
    document: { querySelector: (selector: string) => (selector === FONT_FACES_SELECTOR ? sheet : null) },
    localStorage: {
      getItem: (key: string) => {
        if (storageFails) throw new Error('SecurityError');
        return key === FONTS_KEPT_KEY ? kept : null;
      },
    },
  });
  return sheet.media;
}

describe('the typefaces for a returning shopper', () => {
  it('apply before the first paint in a browser that has had this very sheet', () => {
    expect(run('https://shop.test/assets/faces-A.css', 'https://shop.test/assets/faces-A.css')).toBe('all');
  });

  it('wait for the paint on a first visit, after new fonts, and where storage is switched off', () => {
    expect(run('https://shop.test/assets/faces-A.css', null)).toBe('print');
    expect(run('https://shop.test/assets/faces-B.css', 'https://shop.test/assets/faces-A.css')).toBe('print');
    expect(run('https://shop.test/assets/faces-A.css', null, true)).toBe('print');
  });
});
