/*
 * The shop's mark (a cut stone drawn in gold on a dark tile) as the PNG icons a browser asks
 * for: the tab's icon, the home-screen icon of a phone, and the installed app's two sizes.
 * PNG rather than SVG: a browser draws an SVG icon by building a whole SVG document on the
 * page's main thread while the page is still starting (twice: once for the tab, once for the
 * web manifest), where a small PNG is decoded at once. Rasterised at build time beside the site's
 * imagery (render-site-imagery.ts); this module is also the browser's, for the files' names.
 */

/** The icons' pixel sizes, by where they are shown: the web manifest's are an installed app's. */
export const shopIconSizesFor = { tab: 32, homeScreen: 180, installedApp: [192, 512] } as const;

/** Every icon file's pixel size. */
export const shopIconSizes = [
  shopIconSizesFor.tab,
  shopIconSizesFor.homeScreen,
  ...shopIconSizesFor.installedApp,
] as const;

export type ShopIconSize = (typeof shopIconSizes)[number];

export const shopIconFileName = (size: ShopIconSize) => `icon-${size}.png`;

/** An icon's size as a link's `sizes` and the web manifest write it: "192x192". */
export const shopIconSizesAttribute = (size: ShopIconSize) => `${size}x${size}`;

/** The mark as SVG, drawn on a 32-unit grid and sized to `size` pixels. */
export function drawShopMark(size: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">`,
    '<rect width="32" height="32" rx="7" fill="#1d1b19"/>',
    '<g fill="none" stroke="#c9a66b" stroke-width="1.6" stroke-linejoin="round">',
    '<path d="M6 11 10.5 5h11L26 11 16 27Z"/>',
    '<path d="M6 11h20M10.5 5 13 11l3-6 3 6 2.5-6M13 11l3 16 3-16"/>',
    '</g></svg>',
  ].join('');
}
