import { labClassic, moissanite, naturalClassic, naturalFine } from './catalogue-grades.ts';
import { createAttributes, PT, RG, WG, YG } from './catalogue-shorthand.ts';
import type { DemoProduct } from './demo-product.ts';

/** The earrings: studs, drops, huggies and hoops, crawlers and climbers. */
export const earrings: DemoProduct[] = [
  {
    name: 'Solène Round Studs',
    description:
      'Round brilliant diamonds in four-claw baskets: the earrings you will wear more than any other. Natural diamonds, G colour, VS1.',
    subType: 'Diamond Earring',
    gender: 'Unisex',
    stone: { ...naturalClassic, clarity: 'VS1' },
    hasAttachedStone: true,
    baseWeight: 1.2,
    attributes: createAttributes({
      metalAttribute: [WG, YG, PT],
      centerStoneShapeAttribute: [{ shape: 'Round', carats: [0.25, 0.5, 0.75] }],
    }),
    picture: { kind: 'earrings', style: 'studs', shape: 'Round' },
  },
  {
    name: 'Ira Princess Studs',
    description: 'Crisp princess-cut lab-grown diamonds with a clean, square outline. Modern, bright and easy to wear.',
    subType: 'Diamond Earring',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 1.1,
    attributes: createAttributes({
      metalAttribute: [WG, YG, RG],
      centerStoneShapeAttribute: [{ shape: 'Princess', carats: [0.5, 1] }],
    }),
    picture: { kind: 'earrings', style: 'studs', shape: 'Princess', category: 'lab' },
  },
  {
    name: 'Opaline Oval Studs',
    description:
      'Oval moissanite studs that look larger than their carat weight and throw rainbow fire in candlelight.',
    subType: 'Diamond Earring',
    gender: 'Female',
    stone: moissanite,
    hasAttachedStone: true,
    baseWeight: 1.2,
    discount: 'Last Pieces',
    attributes: createAttributes({
      metalAttribute: [WG, RG],
      centerStoneShapeAttribute: [{ shape: 'Oval', carats: [0.5, 1] }],
    }),
    picture: { kind: 'earrings', style: 'studs', shape: 'Oval', category: 'moissanite' },
  },
  {
    name: 'Petal Heart Studs',
    description: 'Heart-shaped natural diamonds in slim claws, a sweet gift for a first anniversary.',
    subType: 'Diamond Earring',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 1.1,
    isListed: false,
    attributes: createAttributes({
      metalAttribute: [RG, YG],
      centerStoneShapeAttribute: [{ shape: 'Heart', carats: [0.25, 0.5] }],
    }),
    picture: { kind: 'earrings', style: 'studs', shape: 'Heart' },
  },
  {
    name: 'Cascade Pear Drops',
    description:
      'A pear-shaped diamond in a halo, swinging from a round diamond stud. Made for evenings, and for the sangeet.',
    subType: 'Drop & Dangle',
    gender: 'Female',
    stone: naturalFine,
    hasAttachedStone: true,
    baseWeight: 2.8,
    accents: 0.3,
    attributes: createAttributes({
      metalAttribute: [WG, YG, RG],
      centerStoneShapeAttribute: [{ shape: 'Pear', carats: [0.5, 0.75] }],
    }),
    picture: { kind: 'earrings', style: 'drop', shape: 'Pear' },
  },
  {
    name: 'Rani Oval Drops',
    description: 'Oval lab-grown diamonds framed in pavé, hanging below a diamond stud on a fine gold link.',
    subType: 'Drop & Dangle',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 3,
    accents: 0.3,
    attributes: createAttributes({
      metalAttribute: [YG, RG],
      centerStoneShapeAttribute: [{ shape: 'Oval', carats: [0.5, 1] }],
    }),
    picture: { kind: 'earrings', style: 'drop', shape: 'Oval', category: 'lab' },
  },
  {
    name: 'Orbit Pavé Huggies',
    description:
      'Small hoops that hug the lobe, set with natural diamonds along the front. A hinged post clicks shut securely.',
    subType: 'Huggies & Hoops',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 3.2,
    discount: 'Festive Edit',
    attributes: createAttributes({
      metalAttribute: [YG, WG, RG],
      totalCaratAttribute: [0.25, 0.5],
    }),
    picture: { kind: 'earrings', style: 'hoops', shape: 'Round' },
  },
  {
    name: 'Marine Drive Hoops',
    description:
      'Larger hoops set with lab-grown diamonds down the front, bright enough to be seen across the promenade.',
    subType: 'Huggies & Hoops',
    gender: 'Unisex',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 4.5,
    attributes: createAttributes({
      metalAttribute: [WG, YG],
      totalCaratAttribute: [0.75, 1],
    }),
    picture: { kind: 'earrings', style: 'hoops', shape: 'Round', category: 'lab', hoopDiameterMm: 20 },
  },
  {
    name: 'Constellation Crawlers',
    description: 'Graduated diamonds that climb the ear from a marquise at the lobe, like stars along a curve of sky.',
    subType: 'Crawler',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 1.8,
    attributes: createAttributes({
      metalAttribute: [YG, WG, RG],
      totalCaratAttribute: [0.4],
    }),
    picture: { kind: 'earrings', style: 'crawler', shape: 'Marquise' },
  },
  {
    name: 'Gulmohar Ear Climbers',
    description:
      'A pear-shaped lab-grown diamond leads a trail of smaller stones up the ear. No second piercing needed.',
    subType: 'Crawler',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 1.6,
    attributes: createAttributes({
      metalAttribute: [RG, YG],
      totalCaratAttribute: [0.3, 0.5],
    }),
    picture: { kind: 'earrings', style: 'crawler', shape: 'Pear', category: 'lab' },
  },
];
