import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import subsetFont from 'subset-font';

/*
 * The shop's two typefaces, cut down to the characters it writes, as self-hosted WOFF2 with
 * their @font-face rules (issue 15). The @fontsource packages split each face by script; the
 * Latin file of Inter alone is 48 KiB with every weight from 100 to 900, and the rupee sign
 * sits in the Latin Extended file (84 KiB), which any price in rupees made the browser fetch.
 * Here each face keeps the Latin characters and the punctuation the shop uses, Inter only the
 * weights it uses (300–600), and the rupee sign comes in a face of its own (2 KiB) that only a
 * page showing ₹ downloads. A character outside these sets falls back to the next font in
 * the stack (names in other scripts, symbols), as `unicode-range` tells the browser.
 *
 * While a face is on its way the text shows in a local font (swap: never invisible), scaled
 * and spaced to take the room the face will take (Capsize's fallback faces: size-adjust and
 * ascent/descent overrides from each font's metrics), so the swap moves nothing on the page:
 * Arial or Roboto for Inter, Times New Roman or Noto Serif for Cormorant, and the Liberation
 * fonts where those are missing (Linux; they share Arial's and Times New Roman's metrics).
 *
 * Written to apps/web/app/fonts/ (not committed): fonts.css, which app.css imports (the faces,
 * their fallbacks and the two font stacks, --font-stack-sans and --font-stack-display), and the
 * WOFF2 files it names, which Vite hashes into /assets (cached for a year). Run by the build
 * and by `npm run dev`; skipped when the fonts, this script and its two libraries are unchanged.
 *
 *   node --import tsx scripts/subset-fonts.ts <outDir>
 */

const require = createRequire(import.meta.url);

/** Printable ASCII, Latin-1 and the typography the shop writes: dashes, quotes, bullets, ‰, €, ™, −. */
const TEXT_RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2010, 0x2027],
  [0x2030, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];
const RUPEE: [number, number][] = [[0x20b9, 0x20b9]];

/*
 * Font metrics, as published by Capsize (@capsizecss/metrics, copied here: that package holds
 * every Google and system font and weighs 170 MB).
 */
type Metrics = Parameters<typeof createFontStack>[0][number];
const INTER: Metrics = {
  familyName: 'Inter',
  ascent: 1984,
  descent: -494,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 978,
};
const CORMORANT: Metrics = {
  familyName: 'Cormorant Garamond',
  ascent: 924,
  descent: -287,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 394,
};
const ARIAL: Metrics = {
  familyName: 'Arial',
  fullName: 'Arial',
  postscriptName: 'ArialMT',
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 913,
};
const ROBOTO: Metrics = {
  familyName: 'Roboto',
  fullName: 'Roboto Regular',
  postscriptName: 'Roboto-Regular',
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 911,
};
const TIMES: Metrics = {
  familyName: 'Times New Roman',
  fullName: 'Times New Roman',
  postscriptName: 'TimesNewRomanPSMT',
  ascent: 1825,
  descent: -443,
  lineGap: 87,
  unitsPerEm: 2048,
  xWidthAvg: 832,
};
const NOTO_SERIF: Metrics = {
  familyName: 'Noto Serif',
  fullName: 'Noto Serif Regular',
  postscriptName: 'NotoSerif-Regular',
  ascent: 1069,
  descent: -293,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 481,
};
/** Fonts with the same metrics under another name (Linux has these instead of Microsoft's). */
const SAME_METRICS: Record<string, string[]> = {
  Arial: ['Liberation Sans', 'LiberationSans'],
  'Times New Roman': ['Liberation Serif', 'LiberationSerif'],
};

/** The two stacks: each face, then its fallbacks scaled to it, then what the system has. */
const STACKS = [
  { variable: '--font-stack-sans', fonts: [INTER, ARIAL, ROBOTO] },
  { variable: '--font-stack-display', fonts: [CORMORANT, TIMES, NOTO_SERIF] },
];

interface Face {
  /** The output file's stem. */
  name: string;
  family: string;
  style: 'normal' | 'italic';
  /** A weight, or a variable font's range. */
  weight: string;
  /** The fontsource files: the Latin subset, and the Latin Extended one that has ₹. */
  latin: string;
  latinExt: string;
  /** For a variable font: the weights kept. */
  weights?: { min: number; max: number };
}

const inter = '@fontsource-variable/inter/files/inter';
const cormorant = '@fontsource/cormorant-garamond/files/cormorant-garamond';

export const FACES: Face[] = [
  {
    name: 'inter',
    family: INTER.familyName,
    style: 'normal',
    weight: '300 600',
    latin: `${inter}-latin-wght-normal.woff2`,
    latinExt: `${inter}-latin-ext-wght-normal.woff2`,
    weights: { min: 300, max: 600 },
  },
  ...(['500', '600'] as const).map((weight) => ({
    name: `cormorant-${weight}`,
    family: CORMORANT.familyName,
    style: 'normal' as const,
    weight,
    latin: `${cormorant}-latin-${weight}-normal.woff2`,
    latinExt: `${cormorant}-latin-ext-${weight}-normal.woff2`,
  })),
  {
    name: 'cormorant-500-italic',
    family: CORMORANT.familyName,
    style: 'italic',
    weight: '500',
    latin: `${cormorant}-latin-500-italic.woff2`,
    latinExt: `${cormorant}-latin-ext-500-italic.woff2`,
  },
];

const hex = (code: number) => code.toString(16).toUpperCase();
export const unicodeRange = (ranges: [number, number][]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
const characters = (ranges: [number, number][]) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');

function fontFace(face: Face, file: string, ranges: [number, number][]): string {
  return `@font-face {
  font-family: '${face.family}';
  font-style: ${face.style};
  font-weight: ${face.weight};
  /* The text shows at once in the fallback font, then in this one: never invisible. */
  font-display: swap;
  src: url('./${file}') format('woff2');
  unicode-range: ${unicodeRange(ranges)};
}`;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The fallback faces and the stacks that name them. */
export function fallbackCss(): string {
  const rules: string[] = [];
  const variables: string[] = [];
  for (const stack of STACKS) {
    const { fontFamily, fontFaces } = createFontStack(stack.fonts, { fontFaceFormat: 'styleObject' });
    variables.push(`  ${stack.variable}: ${fontFamily};`);
    for (const { '@font-face': face } of fontFaces) {
      const fallback = stack.fonts.find((font) => face.fontFamily.endsWith(`: ${font.familyName}"`));
      const sameMetrics = (SAME_METRICS[fallback?.familyName ?? ''] ?? []).map((name) => `local('${name}')`);
      const declarations = Object.entries({ ...face, src: [face.src, ...sameMetrics].join(', ') }).map(
        ([property, value]) => `  ${kebab(property)}: ${String(value)};`,
      );
      rules.push(`@font-face {\n${declarations.join('\n')}\n}`);
    }
  }
  return `${rules.join('\n')}\n:root {\n${variables.join('\n')}\n}\n`;
}

/** What the output is made from: this script, its libraries' versions and every source font. */
function inputsHash(): string {
  const hash = createHash('sha256').update(readFileSync(new URL(import.meta.url)));
  hash.update(readFileSync(require.resolve('subset-font/package.json')));
  hash.update(readFileSync(require.resolve('@capsizecss/core/package.json')));
  for (const face of FACES)
    hash.update(readFileSync(require.resolve(face.latin))).update(readFileSync(require.resolve(face.latinExt)));
  return hash.digest('hex');
}

async function subset(face: Face, source: string, ranges: [number, number][]): Promise<Buffer> {
  return subsetFont(readFileSync(require.resolve(source)), characters(ranges), {
    targetFormat: 'woff2',
    ...(face.weights ? { variationAxes: { wght: face.weights } } : {}),
  });
}

export async function subsetFonts(outDir: string): Promise<{ files: number; bytes: number; skipped: boolean }> {
  const stampFile = path.join(outDir, '.inputs');
  const hash = inputsHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return { files: 0, bytes: 0, skipped: true };
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const rules: string[] = [];
  let bytes = 0;
  for (const face of FACES) {
    for (const [part, source, ranges] of [
      ['latin', face.latin, TEXT_RANGES],
      ['rupee', face.latinExt, RUPEE],
    ] as const) {
      const file = `${face.name}-${part}.woff2`;
      const font = await subset(face, source, ranges);
      writeFileSync(path.join(outDir, file), font);
      bytes += font.length;
      rules.push(fontFace(face, file, ranges));
    }
  }
  const made = '/* Made by scripts/subset-fonts.ts from the @fontsource packages; not committed. */';
  writeFileSync(path.join(outDir, 'faces.css'), `${made}\n${rules.join('\n')}\n`);
  writeFileSync(path.join(outDir, 'fallbacks.css'), `${made}\n${fallbackCss()}`);
  writeFileSync(stampFile, hash);
  return { files: readdirSync(outDir).filter((file) => file.endsWith('.woff2')).length, bytes, skipped: false };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: subset-fonts.ts <outDir>');
  const result = await subsetFonts(path.resolve(outDir));
  if (!result.skipped) process.stdout.write(` ${result.files} files, ${(result.bytes / 1024).toFixed(1)} KiB`);
}
