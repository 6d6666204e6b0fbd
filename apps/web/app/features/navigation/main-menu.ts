import { stoneKindName, stoneKindPlural } from '@facet/contracts/stone-kinds';
import { titleCase } from '../../lib/format.ts';
import {
  engagementRingStyles,
  jewellerySubTypes,
  type JewellerySubTypeName,
  type MetalName,
  mensBandStyles,
  metals,
  type StoneCategoryName,
  type StoneShapeName,
  stoneShapes,
  womensBandStyles,
} from '@facet/contracts/lookups';

/*
 * The main navigation, filled from the filter enumerations in contracts (lookups). Every link
 * carries the query its collection list reads (see collection-query.ts). Not copied from the
 * original: the two misspelled lab-diamond links and the doubled Halo link.
 */

export interface MenuLink {
  label: string;
  to: string;
  /** A stone shape drawn beside the label. */
  shape?: StoneShapeName;
  /** A metal swatch drawn beside the label. */
  metal?: MetalName;
  /** A site image (see components/site-image) that pictures the link on landing pages. */
  image?: string;
}

export interface MenuGroup {
  title: string;
  links: MenuLink[];
}

export interface MenuItem {
  label: string;
  /** The landing page of the item (the "top path"). */
  to: string;
  /** Rows of the desktop grid: links fill a group's column top to bottom, then the next. */
  rows: number;
  /** The picture beside the desktop panel (a site image name); left out where the links need the room. */
  image?: string;
  groups: MenuGroup[];
}

type Query = Partial<Record<'type' | 'stoneShape' | 'style' | 'metal' | 'gender' | 'stoneCategory', string>>;

export function collectionLink(slug: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return `/collections/${slug}${search ? `?${search}` : ''}`;
}

const ENGAGEMENT: JewellerySubTypeName = 'Engagement Ring';
const WEDDING: JewellerySubTypeName = 'Wedding Band';

function subTypeLink(name: JewellerySubTypeName, label: string): MenuLink {
  const subType = jewellerySubTypes.find((s) => s.name === name)!;
  return { label, to: collectionLink(subType.slug, { type: subType.name }), image: `collection-${subType.slug}` };
}

function diamondLinks(category: StoneCategoryName): MenuLink[] {
  return stoneShapes.map((shape) => ({
    label: shape,
    shape,
    to: collectionLink('diamonds', { stoneCategory: category, stoneShape: shape }),
  }));
}

export const mainMenu: MenuItem[] = [
  {
    label: 'Engagement Rings',
    to: '/engagement-rings',
    rows: 6,
    image: 'category-engagement-rings',
    groups: [
      {
        title: 'Design your ring',
        links: [
          { label: 'Start with a Setting', to: collectionLink('engagement-rings', { type: ENGAGEMENT }) },
          {
            label: 'Start with a Natural Diamond',
            to: collectionLink('diamonds', { stoneCategory: 'Natural Diamond' }),
          },
          {
            label: `Start with a ${titleCase(stoneKindName('Lab Grown Diamond'))}`,
            to: collectionLink('diamonds', { stoneCategory: 'Lab Grown Diamond' }),
          },
          { label: 'Ready-to-Wear Rings', to: collectionLink('complete-product', { type: ENGAGEMENT }) },
        ],
      },
      {
        title: 'Shop by shape',
        links: stoneShapes.map((shape) => ({
          label: shape,
          shape,
          to: collectionLink('engagement-rings', { type: ENGAGEMENT, stoneShape: shape }),
        })),
      },
      {
        title: 'Shop by style',
        links: engagementRingStyles.map((style) => ({
          label: style,
          to: collectionLink('engagement-rings', { type: ENGAGEMENT, style }),
        })),
      },
      {
        title: 'Shop by metal',
        links: metals.map((metal) => ({
          label: metal.name,
          metal: metal.name,
          to: collectionLink('engagement-rings', { type: ENGAGEMENT, metal: metal.name }),
        })),
      },
    ],
  },
  {
    label: 'Wedding Bands',
    to: '/wedding-bands',
    rows: 5,
    image: 'category-wedding-bands',
    groups: [
      {
        title: 'For her',
        links: [
          { label: "All Women's Bands", to: collectionLink('wedding-bands', { type: WEDDING, gender: 'Female' }) },
          ...womensBandStyles.map((style) => ({
            label: style,
            to: collectionLink('wedding-bands', { type: WEDDING, style, gender: 'Female' }),
          })),
        ],
      },
      {
        title: 'For him',
        links: [
          { label: "All Men's Bands", to: collectionLink('wedding-bands', { type: WEDDING, gender: 'Male' }) },
          ...mensBandStyles.map((style) => ({
            label: style,
            to: collectionLink('wedding-bands', { type: WEDDING, style, gender: 'Male' }),
          })),
        ],
      },
      {
        title: 'Shop by metal',
        links: metals.map((metal) => ({
          label: metal.name,
          metal: metal.name,
          to: collectionLink('wedding-bands', { type: WEDDING, metal: metal.name }),
        })),
      },
      {
        title: 'Milestones',
        links: [subTypeLink('Eternity Ring', 'Eternity Rings'), subTypeLink('Anniversary Ring', 'Anniversary Rings')],
      },
    ],
  },
  {
    label: 'Fine Jewellery',
    to: '/fine-jewellery',
    rows: 5,
    image: 'category-earrings',
    groups: [
      {
        title: 'Rings',
        links: [subTypeLink('Bridal Ring Set', 'Bridal Ring Sets'), subTypeLink('Couple Band', 'Couple Bands')],
      },
      {
        title: 'Earrings',
        links: [
          subTypeLink('Diamond Earring', 'Diamond Earrings'),
          subTypeLink('Drop & Dangle', 'Drop & Dangle'),
          subTypeLink('Huggies & Hoops', 'Huggies & Hoops'),
          subTypeLink('Crawler', 'Crawlers'),
        ],
      },
      {
        title: 'Pendants & necklaces',
        links: [subTypeLink('Diamond Pendant', 'Diamond Pendants'), subTypeLink('Necklace', 'Necklaces')],
      },
      {
        title: 'Bracelets',
        links: [subTypeLink('Tennis', 'Tennis Bracelets'), subTypeLink('Bangles', 'Bangles')],
      },
    ],
  },
  {
    label: 'Diamonds',
    to: '/diamonds',
    rows: 5,
    groups: [
      {
        title: 'Natural diamonds',
        links: [
          {
            label: 'Design with a Natural Diamond',
            to: collectionLink('diamonds', { stoneCategory: 'Natural Diamond' }),
          },
          ...diamondLinks('Natural Diamond'),
        ],
      },
      {
        title: stoneKindPlural('Lab Grown Diamond'),
        links: [
          {
            label: `Design with a ${titleCase(stoneKindName('Lab Grown Diamond'))}`,
            to: collectionLink('diamonds', { stoneCategory: 'Lab Grown Diamond' }),
          },
          ...diamondLinks('Lab Grown Diamond'),
        ],
      },
      {
        title: 'Start with',
        links: [
          { label: 'A Setting', to: collectionLink('engagement-rings', { type: ENGAGEMENT }) },
          { label: 'A Pendant', to: collectionLink('diamond-pendants', { type: 'Diamond Pendant' }) },
          { label: 'Moissanite', to: collectionLink('diamonds', { stoneCategory: 'Moissanite' }) },
        ],
      },
    ],
  },
  { label: 'Custom Jewellery', to: '/custom-jewellery', rows: 0, groups: [] },
];

export function menuItemFor(path: string): MenuItem | undefined {
  return mainMenu.find((item) => item.to === path);
}
