import { metals, ringStyles, stoneCategories, stoneShapes } from '@facet/contracts/lookups';
import { describe, expect, it } from 'vitest';
import { mainMenu, menuItemFor } from './main-menu.ts';

const allLinks = mainMenu.flatMap((item) => item.groups.flatMap((group) => group.links));
const query = (to: string) => Object.fromEntries(new URL(to, 'http://shop.test').searchParams);

describe('main navigation', () => {
  it('has the five top items with their landing paths, Custom Jewellery without a submenu', () => {
    expect(mainMenu.map((item) => item.to)).toEqual([
      '/engagement-rings',
      '/wedding-bands',
      '/fine-jewellery',
      '/diamonds',
      '/custom-jewellery',
    ]);
    expect(menuItemFor('/custom-jewellery')?.groups).toEqual([]);
    expect(mainMenu.map((item) => item.rows)).toEqual([6, 5, 5, 5, 0]);
  });

  it('links every engagement-ring shape and metal with its filter', () => {
    const engagement = menuItemFor('/engagement-rings')!;
    const byShape = engagement.groups.find((g) => g.title === 'Shop by shape')!;
    expect(byShape.links.map((l) => l.label)).toEqual([...stoneShapes]);
    expect(query(byShape.links[0]!.to)).toEqual({ type: 'Engagement Ring', stoneShape: 'Round' });
    const byMetal = engagement.groups.find((g) => g.title === 'Shop by metal')!;
    expect(byMetal.links.map((l) => l.label)).toEqual(metals.map((m) => m.name));
    expect(new URL(byMetal.links[0]!.to, 'http://x').pathname).toBe('/collections/engagement-rings');
  });

  it('starts the ring with natural or lab-created diamonds', () => {
    const design = menuItemFor('/engagement-rings')!.groups[0]!;
    expect(design.links.map((l) => [l.label, query(l.to)])).toContainEqual([
      'Start with a Laboratory-Grown Diamond',
      { stoneCategory: 'Lab Grown Diamond' },
    ]);
  });

  it('does not copy the known defects: every stoneCategory is spelled and valued right, Halo appears once', () => {
    for (const link of allLinks) {
      const params = query(link.to);
      for (const key of Object.keys(params)) {
        expect(['type', 'stoneShape', 'style', 'metal', 'gender', 'stoneCategory']).toContain(key);
      }
      if (params.stoneCategory) expect(stoneCategories).toContain(params.stoneCategory);
      if (params.style) expect(ringStyles).toContain(params.style);
    }
    for (const item of mainMenu) {
      for (const group of item.groups) {
        const labels = group.links.map((l) => l.label);
        expect(new Set(labels).size).toBe(labels.length);
      }
    }
    const engagementStyles = menuItemFor('/engagement-rings')!.groups.find((g) => g.title === 'Shop by style')!;
    expect(engagementStyles.links.filter((l) => l.label === 'Halo')).toHaveLength(1);
  });

  it('links every lab-diamond shape, Princess and Elongated Cushion included', () => {
    const lab = menuItemFor('/diamonds')!.groups.find((g) => g.title === 'Laboratory-grown diamonds')!;
    for (const shape of ['Princess', 'Elongated Cushion']) {
      const link = lab.links.find((l) => l.label === shape)!;
      expect(query(link.to)).toEqual({ stoneCategory: 'Lab Grown Diamond', stoneShape: shape });
    }
    const moissanite = menuItemFor('/diamonds')!
      .groups.flatMap((g) => g.links)
      .find((l) => l.label === 'Moissanite')!;
    expect(query(moissanite.to)).toEqual({ stoneCategory: 'Moissanite' });
  });

  it('sends wedding bands for her and him with the sub type and gender', () => {
    const bands = menuItemFor('/wedding-bands')!;
    const forHim = bands.groups.find((g) => g.title === 'For him')!;
    for (const link of forHim.links) expect(query(link.to)).toMatchObject({ type: 'Wedding Band', gender: 'Male' });
    const milestones = bands.groups.find((g) => g.title === 'Milestones')!;
    expect(milestones.links.map((l) => new URL(l.to, 'http://x').pathname)).toEqual([
      '/collections/eternity-rings',
      '/collections/anniversary-rings',
    ]);
  });

  it('lists the ten fine-jewellery collections, each with its type', () => {
    const fine = menuItemFor('/fine-jewellery')!.groups.flatMap((g) => g.links);
    expect(fine.map((l) => new URL(l.to, 'http://x').pathname.replace('/collections/', ''))).toEqual([
      'bridal-ring-set',
      'couple-band',
      'diamond-earrings',
      'drop-and-dangle',
      'huggies-and-hoops',
      'crawlers',
      'diamond-pendants',
      'necklaces',
      'tennis',
      'bangles',
    ]);
    for (const link of fine) expect(query(link.to).type).toBeTruthy();
  });
});
