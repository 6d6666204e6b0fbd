import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { rewriteForAfterPaint, scriptsAfterPaint } from './scripts-after-paint.server.ts';

const MODULE_BODY = `import * as route0 from "/assets/root-A.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-B.js");`;

const page = [
  '<!DOCTYPE html><html><head><title>Rings</title>',
  '<link rel="preload" as="image" href="/media/ring/800.webp" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="N1"/>',
  '<link rel="modulepreload" href="/assets/framework-C.js" nonce="N1"/>',
  '<link nonce="N1" rel="stylesheet" href="/assets/root-D.css"/></head>',
  '<body><h1>Rings — ₹ 1,00,000</h1>',
  '<script nonce="N1">window.__reactRouterContext = {};</script>',
  `<script nonce="N1" type="module" async="">${MODULE_BODY}</script>`,
  '<script nonce="N1">window.__reactRouterContext.streamController.close();</script>',
  '</body></html>',
].join('');

/** A @font-face rule of the typefaces' sheet, as the CSSOM gives it. */
class CSSFontFaceRule {
  constructor(private readonly values: Record<string, string>) {}
  get style() {
    return { getPropertyValue: (name: string) => this.values[name] ?? '' };
  }
}

const FACE_RULES: Record<string, string>[] = [
  {
    'font-family': 'Inter',
    src: 'url("/assets/inter-latin-A.woff2") format("woff2")',
    'font-weight': '300 600',
    'font-style': 'normal',
    'unicode-range': 'U+20-7E',
    'font-display': 'swap',
  },
  {
    'font-family': '"Cormorant Garamond"',
    src: 'url("/assets/cormorant-500-italic-A.woff2") format("woff2")',
    'font-weight': '500',
    'font-style': 'italic',
  },
];

type Added = { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string };
type Listener = (event?: unknown) => void;

/** Runs the loader the way a browser would, with a fake document, and says what it added. */
function runLoader(
  html: string,
  document: {
    visibilityState: string;
    picture?: { complete: boolean };
    /** The typefaces' sheet: absent, readable (the default), its rules unreadable, not come yet, or a face refused. */
    faces?: false | 'readable' | 'unreadable' | 'loading' | 'refused';
    storage?: Map<string, string>;
  },
) {
  const script = /<script nonce="N1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: Added[] = [];
  const listeners: Record<string, Listener> = {};
  const documentListeners: Record<string, Listener[]> = {};
  const windowListeners: Record<string, Listener[]> = {};
  const timers: (() => void)[] = [];
  const picture = document.picture
    ? { ...document.picture, addEventListener: (event: string, listener: Listener) => (listeners[event] = listener) }
    : null;
  const sheet =
    document.faces === 'unreadable'
      ? {
          get cssRules(): unknown[] {
            throw new Error('SecurityError');
          },
        }
      : { cssRules: [...FACE_RULES.map((values) => new CSSFontFaceRule(values)), { selectorText: 'html' }] };
  const facesListeners: Record<string, Listener> = {};
  const faces =
    document.faces === false
      ? null
      : {
          media: 'print',
          href: 'http://shop.test/assets/faces-A.css',
          sheet: document.faces === 'loading' ? null : sheet,
          addEventListener: (type: string, listener: Listener) => (facesListeners[type] = listener),
        };
  const sheetArrives = () => {
    faces!.sheet = sheet;
    facesListeners.load?.();
  };
  const storage = document.storage ?? new Map<string, string>();
  let fontsReady: () => void = () => undefined;
  /** The faces the loader asked for, each loaded when the test says so. */
  const fontLoads: { family: string; source: string; descriptors: Record<string, string>; load(): void }[] = [];
  const fontsAdded: unknown[][] = [];
  const refused = document.faces === 'refused';
  class FontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: Record<string, string>,
    ) {
      if (refused) throw new SyntaxError('Failed to set descriptor');
    }
    load() {
      return new Promise((resolve) => fontLoads.push({ ...this, load: () => resolve(this) }));
    }
  }
  let addingTask: unknown[] | null = null;
  class Element {
    constructor(readonly button: { click(): void } | null) {}
    closest(selector: string) {
      return selector === 'button[type="button"]' ? this.button : null;
    }
  }
  runInNewContext(script, {
    Element,
    CSSFontFaceRule,
    FontFace,
    document: {
      visibilityState: document.visibilityState,
      querySelector: (selector: string) =>
        selector === 'img[fetchpriority="high"]' ? picture : selector === 'link[data-font-faces]' ? faces : null,
      fonts: {
        addEventListener: (type: string, callback: () => void) => type === 'loadingdone' && (fontsReady = callback),
        // Faces added in one task are one entry.
        add: (face: unknown) => {
          if (!addingTask) {
            addingTask = [];
            fontsAdded.push(addingTask);
            queueMicrotask(() => (addingTask = null));
          }
          addingTask.push(face);
        },
      },
      createElement: (tag: string) => ({ tag }) as Added,
      head: { append: (node: Added) => added.push(node) },
      body: { append: (node: Added) => added.push(node) },
      addEventListener: (type: string, listener: Listener) => (documentListeners[type] ??= []).push(listener),
      removeEventListener: (type: string, listener: Listener) =>
        (documentListeners[type] = (documentListeners[type] ?? []).filter((kept) => kept !== listener)),
    },
    window: {
      addEventListener: (type: string, listener: Listener) => (windowListeners[type] ??= []).push(listener),
    },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    requestAnimationFrame: (callback: () => void) => timers.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const runTimers = () => {
    while (timers.length > 0) timers.shift()!();
  };
  /** A click on something inside `button` (or on no button); says whether the page's own handlers would see it. */
  const click = (button: { click(): void; isConnected: boolean } | null) => {
    let stopped = false;
    const event = {
      target: new Element(button),
      preventDefault: () => undefined,
      stopImmediatePropagation: () => (stopped = true),
    };
    for (const listener of documentListeners.click ?? []) listener(event);
    return { reachedThePage: !stopped };
  };
  const hydrate = () => (windowListeners['facet:hydrated'] ?? []).forEach((listener) => listener());
  return {
    added,
    listeners,
    runTimers,
    timers,
    click,
    hydrate,
    documentListeners,
    faces,
    storage,
    fontsReady: () => fontsReady(),
    sheetArrives,
    fontLoads,
    fontsAdded,
  };
}

describe('the page scripts after the first paint', () => {
  it('takes the module preloads out of the head and keeps everything else', () => {
    const html = rewriteForAfterPaint(page, 'N1');
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="preload" as="image" href="/media/ring/800.webp" fetchPriority="high"/>');
    expect(html).toContain('<link nonce="N1" rel="stylesheet" href="/assets/root-D.css"/>');
    expect(html).toContain('<h1>Rings — ₹ 1,00,000</h1>');
    expect(html).toContain('<script nonce="N1">window.__reactRouterContext.streamController.close();</script>');
    // The module script element stays for hydration, with the loader as its body.
    expect(html).toMatch(/<script nonce="N1" type="module" async="">\(\(app, preloads, nonce, wait\) =>/);
    // Carried as a string (its quotes escaped), so the browser imports nothing yet.
    expect(html).not.toContain('import * as route0 from "/assets');
  });

  it('adds the same preloads and module script once the page has painted', () => {
    const html = rewriteForAfterPaint(page, 'N1');
    const { added, runTimers } = runLoader(html, { visibilityState: 'visible' });
    expect(added).toEqual([]);
    runTimers();
    expect(added.filter((node) => node.rel === 'modulepreload').map((node) => node.href)).toEqual([
      '/assets/entry.client-B.js',
      '/assets/framework-C.js',
    ]);
    const script = added.find((node) => node.tag === 'script')!;
    expect(script).toMatchObject({ type: 'module', nonce: 'N1', textContent: MODULE_BODY });
  });

  it('adds a long list of preloads a few a task, the module script first', () => {
    const many = Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`);
    const links = many.map((href) => `<link rel="modulepreload" href="${href}" nonce="N1"/>`).join('');
    const html = rewriteForAfterPaint(
      page.replace('<link nonce="N1" rel="stylesheet"', `${links}<link nonce="N1" rel="stylesheet"`),
      'N1',
    );
    const { added, timers } = runLoader(html, { visibilityState: 'visible' });
    const preloadsAdded = () => added.filter((node) => node.rel === 'modulepreload').length;
    const perTask: number[] = [];
    while (timers.length > 0) {
      const before = preloadsAdded();
      timers.shift()!();
      if (preloadsAdded() > before) perTask.push(preloadsAdded() - before);
    }
    expect(added.findIndex((node) => node.tag === 'script')).toBeLessThan(
      added.findIndex((node) => node.rel === 'modulepreload'),
    );
    expect(perTask.length).toBeGreaterThan(1);
    expect(Math.max(...perTask)).toBeLessThanOrEqual(6);
    expect(added.filter((node) => node.rel === 'modulepreload').map((node) => node.href)).toEqual([
      '/assets/entry.client-B.js',
      '/assets/framework-C.js',
      ...many,
    ]);
  });

  it('waits for the largest picture before it starts, and starts anyway when the picture is slow', () => {
    const html = rewriteForAfterPaint(page, 'N1');
    const waiting = runLoader(html, { visibilityState: 'visible', picture: { complete: false } });
    expect(waiting.added).toEqual([]);
    expect(Object.keys(waiting.listeners).sort()).toEqual(['error', 'load']);
    waiting.listeners.load!();
    waiting.runTimers();
    expect(waiting.added.some((node) => node.tag === 'script')).toBe(true);

    // The picture never arrives: the time limit starts the scripts, once.
    const slow = runLoader(html, { visibilityState: 'visible', picture: { complete: false } });
    slow.runTimers();
    slow.listeners.error!();
    slow.runTimers();
    expect(slow.added.filter((node) => node.tag === 'script')).toHaveLength(1);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    const { added } = runLoader(rewriteForAfterPaint(page, 'N1'), { visibilityState: 'hidden' });
    expect(added.some((node) => node.tag === 'script')).toBe(true);
  });

  it('carries the module script so that no markup in it can end or change the inline script', () => {
    // "<!--<script>" inside a script would put the HTML parser into a state where </script> no longer ends it.
    const html = rewriteForAfterPaint(page.replace('import("/assets', 'void "<!--<script>";import("/assets'), 'N1');
    const script = /<script nonce="N1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain('<');
    const { added, runTimers } = runLoader(html, { visibilityState: 'visible' });
    runTimers();
    expect(added.find((node) => node.tag === 'script')?.textContent).toContain('void "<!--<script>";import("/assets');
  });

  it('starts at once when the shopper touches or types, before the picture has come', () => {
    const { added, documentListeners } = runLoader(rewriteForAfterPaint(page, 'N1'), {
      visibilityState: 'visible',
      picture: { complete: false },
    });
    expect(Object.keys(documentListeners).sort()).toEqual(['click', 'keydown', 'pointerdown', 'touchstart']);
    documentListeners.keydown![0]!();
    expect(added.filter((node) => node.tag === 'script')).toHaveLength(1);
  });

  it('keeps a tap on a script-only button made before hydration and repeats it once after', () => {
    const { added, click, hydrate } = runLoader(rewriteForAfterPaint(page, 'N1'), {
      visibilityState: 'visible',
      picture: { complete: false },
    });
    let clicks = 0;
    const button = { click: () => (clicks += 1), isConnected: true };
    // Not a script-only button (a link, a submit button): the browser does what it always does.
    expect(click(null)).toEqual({ reachedThePage: true });
    // A script-only button: kept from React while it hydrates, the scripts started at once.
    expect(click(button)).toEqual({ reachedThePage: false });
    expect(added.some((node) => node.tag === 'script')).toBe(true);
    expect(clicks).toBe(0);
    hydrate();
    expect(clicks).toBe(1);
    // After hydration, taps go to React alone.
    expect(click(button)).toEqual({ reachedThePage: true });
    expect(clicks).toBe(1);
  });

  it('does not repeat a tap on a button that hydration replaced', () => {
    const { click, hydrate } = runLoader(rewriteForAfterPaint(page, 'N1'), { visibilityState: 'visible' });
    let clicks = 0;
    click({ click: () => (clicks += 1), isConnected: false });
    hydrate();
    expect(clicks).toBe(0);
  });

  it("loads each of the typefaces' faces with the scripts, adds them all in one task, and notes it", async () => {
    const { faces, runTimers, storage, fontLoads, fontsAdded } = runLoader(rewriteForAfterPaint(page, 'N1'), {
      visibilityState: 'visible',
    });
    runTimers();
    expect(
      fontLoads.map(({ family, source, descriptors }) => ({ family, source, ...descriptors })),
      'one face per @font-face rule, with its descriptors',
    ).toEqual([
      {
        family: 'Inter',
        source: 'url("/assets/inter-latin-A.woff2") format("woff2")',
        style: 'normal',
        weight: '300 600',
        unicodeRange: 'U+20-7E',
        display: 'swap',
      },
      {
        family: 'Cormorant Garamond',
        source: 'url("/assets/cormorant-500-italic-A.woff2") format("woff2")',
        style: 'italic',
        weight: '500',
        unicodeRange: 'U+0-10FFFF',
        display: 'auto',
      },
    ]);
    fontLoads[1]!.load();
    await Promise.resolve();
    expect(fontsAdded, 'nothing changes face while one is still on its way').toEqual([]);
    fontLoads[0]!.load();
    await new Promise((resolve) => setImmediate(resolve));
    expect(
      fontsAdded.map((task) => task.length),
      'both faces, in one task',
    ).toEqual([2]);
    expect(storage.get('facet-fonts')).toBe('http://shop.test/assets/faces-A.css');
    // The sheet itself stays unapplied: its faces are the ones just added.
    expect(faces!.media).toBe('print');
  });

  it("waits for the typefaces' sheet when it has not come by the time the scripts start", () => {
    const { runTimers, sheetArrives, fontLoads } = runLoader(rewriteForAfterPaint(page, 'N1'), {
      visibilityState: 'visible',
      faces: 'loading',
    });
    runTimers();
    expect(fontLoads).toEqual([]);
    sheetArrives();
    expect(fontLoads.map((face) => face.family)).toEqual(['Inter', 'Cormorant Garamond']);
  });

  it('applies the sheet itself where its rules cannot be read or a face is refused, and still starts', () => {
    for (const faces of ['unreadable', 'refused'] as const) {
      const loader = runLoader(rewriteForAfterPaint(page, 'N1'), { visibilityState: 'visible', faces });
      expect(loader.faces!.media).toBe('print');
      loader.runTimers();
      expect(loader.faces!.media, faces).toBe('all');
      expect(loader.fontLoads).toEqual([]);
      expect(loader.added.some((node) => node.tag === 'script')).toBe(true);
      expect(loader.storage.size).toBe(0);
      loader.fontsReady();
      expect(loader.storage.get('facet-fonts')).toBe('http://shop.test/assets/faces-A.css');
    }
  });

  it('leaves a page without the module script as it is', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body>Hi</body></html>';
    expect(rewriteForAfterPaint(plain, 'N1')).toBe(plain);
  });

  it('rewrites a streamed page whatever its chunks, a character split between two included', async () => {
    const bytes = Buffer.from(page);
    const split = bytes.indexOf(Buffer.from('₹')) + 1; // inside the rupee sign's three bytes
    const chunks = [
      bytes.subarray(0, 40),
      bytes.subarray(40, split),
      bytes.subarray(split, split + 7),
      bytes.subarray(split + 7),
    ];
    const streamed = await text(Readable.from(chunks).pipe(scriptsAfterPaint('N1')));
    expect(streamed).toBe(rewriteForAfterPaint(page, 'N1'));
    // What follows the module script streams through as it comes.
    const after = await text(
      Readable.from([Buffer.from(page), Buffer.from('<p>more — later</p>')]).pipe(scriptsAfterPaint('N1')),
    );
    expect(after.endsWith('</body></html><p>more — later</p>')).toBe(true);
  });
});
