import type { PictureView, ProductPictureSpec } from '@facet/artwork/product-pictures';
import { type MediaCategoryName, type MetalColour, metalByName, type StoneShapeName } from '@facet/contracts/lookups';
import { slugify } from '@facet/contracts/product-variants';
import type { DemoProduct } from './demo-product.ts';
import { demoCatalogue } from './products.ts';
import { buildDemoVariants } from './variants.ts';

/*
 * The demo catalogue's pictures: what each one shows, and its name (the folder the renderer
 * draws it into, and its media key). Pictures follow what changes a piece's look: its metal
 * colour, and its centre stone's shape when its variants come in several.
 */

export interface DemoPicture {
  /** Folder name under packages/db/demo-media, and the media key after `demo/`. */
  readonly name: string;
  readonly colour: MetalColour;
  readonly category: MediaCategoryName;
  /** The centre-stone shape it shows, for a product whose variants come in several; null: every variant. */
  readonly shape: StoneShapeName | null;
  readonly view: PictureView;
  readonly spec: ProductPictureSpec;
}

export const DEMO_MEDIA_KEY_PREFIX = 'demo/';
export const DEMO_PICTURE_SIZE = 800;

const mediaCategoryOf: Record<MetalColour, MediaCategoryName> = { white: 'White', yellow: 'Yellow', rose: 'Rose' };

function colourOf(metal: string): MetalColour {
  return metalByName(metal)?.colour ?? 'white';
}

/** The metal colours a product comes in, in the order of its metals (its first metal's colour first). */
export function listDemoColours(product: DemoProduct): MetalColour[] {
  return [...new Set(product.attributes.metalAttribute.map(colourOf))];
}

/**
 * The centre-stone shapes a product is pictured in, each with the metal colours its variants
 * come in with that shape: the shape its picture spec draws first, then the others in the
 * order of its attributes. Empty when its variants share one shape (or have none), or when
 * its picture shows no centre stone: then one set of pictures suits every variant.
 */
export function listDemoPictureShapes(product: DemoProduct): { shape: StoneShapeName; colours: MetalColour[] }[] {
  const spec = product.picture;
  if (!('shape' in spec)) return [];
  const variants = buildDemoVariants(product);
  const shapes = [...new Set(variants.flatMap(({ combination }) => combination.centerStoneShape ?? []))];
  if (shapes.length < 2) return [];
  const ordered = [spec.shape, ...shapes.filter((shape) => shape !== spec.shape)] as StoneShapeName[];
  return ordered.map((shape) => {
    const made = new Set(
      variants.filter((v) => v.combination.centerStoneShape === shape).map((v) => colourOf(v.combination.metal)),
    );
    return { shape, colours: listDemoColours(product).filter((colour) => made.has(colour)) };
  });
}

function drawnIn(spec: ProductPictureSpec, shape: StoneShapeName): ProductPictureSpec {
  return 'shape' in spec ? { ...spec, shape } : spec;
}

/**
 * A picture per metal colour (and per centre-stone shape, see listDemoPictureShapes), and for
 * rings with a stone a second one from the side: a setting's profile is what shoppers ask about
 * most. Front views come first, so a product's first picture in each colour is the one cards
 * show. The shape the spec draws keeps the plain names (`<product>-<colour>`, `…-side`); other
 * shapes add theirs (`<product>-<colour>-<shape>`).
 */
export function listDemoPictures(product: DemoProduct): DemoPicture[] {
  const slug = slugify(product.name);
  const views: PictureView[] = product.picture.kind === 'ring' ? ['front', 'side'] : ['front'];
  const shapes = listDemoPictureShapes(product);
  const groups =
    shapes.length > 0
      ? shapes.map(({ shape, colours }, index) => ({ shape, colours, suffix: index === 0 ? '' : `-${slugify(shape)}` }))
      : [{ shape: null, colours: listDemoColours(product), suffix: '' }];
  return groups.flatMap(({ shape, colours, suffix }) =>
    views.flatMap((view) =>
      colours.map((colour) => ({
        name: `${slug}-${colour}${suffix}${view === 'front' ? '' : `-${view}`}`,
        colour,
        category: mediaCategoryOf[colour],
        shape,
        view,
        spec: shape ? drawnIn(product.picture, shape) : product.picture,
      })),
    ),
  );
}

/** Every picture of the demo catalogue, for the renderer. */
export function listAllDemoPictures(): DemoPicture[] {
  return demoCatalogue.flatMap(listDemoPictures);
}
