import { engagementRingStyles, mensBandStyles, ringStyles, womensBandStyles } from '@facet/contracts/lookups';
import { describe, expect, it } from 'vitest';
import { ringStylesFor } from './ring-styles.ts';

const sorted = (styles: readonly string[]) => [...styles].sort();

describe('ring styles offered by the editor', () => {
  it('offers an engagement ring the engagement styles alone, none of the bands’', () => {
    const { offered, foreign } = ringStylesFor({ jewellerySubType: 'Engagement Ring', gender: 'Female' }, []);
    expect(sorted(offered)).toEqual(sorted(engagementRingStyles));
    for (const style of ['Classic', 'Solid', 'Cigar Band', 'Diamonds All Around', 'Open Cuff']) {
      expect(offered).not.toContain(style);
    }
    expect(foreign.size).toBe(0);
  });

  it('offers a wedding band the band styles of its gender, both lists for unisex', () => {
    const styles = (gender: string) => ringStylesFor({ jewellerySubType: 'Wedding Band', gender }, []).offered;
    expect(sorted(styles('Female'))).toEqual(sorted(womensBandStyles));
    expect(sorted(styles('Male'))).toEqual(sorted(mensBandStyles));
    expect(sorted(styles('Unisex'))).toEqual(sorted([...new Set([...womensBandStyles, ...mensBandStyles])]));
    expect(styles('Unisex')).not.toContain('Solitaire');
  });

  it('keeps the shop’s order of styles', () => {
    const { offered } = ringStylesFor({ jewellerySubType: 'Engagement Ring', gender: 'Female' }, []);
    expect(offered).toEqual(ringStyles.filter((style) => offered.includes(style)));
  });

  it('still shows a style the piece has that is not of its sub type, marked, so it can be taken off', () => {
    const { offered, foreign } = ringStylesFor({ jewellerySubType: 'Engagement Ring', gender: 'Female' }, [
      'Halo',
      'Cigar Band',
    ]);
    expect(offered).toContain('Cigar Band');
    expect([...foreign]).toEqual(['Cigar Band']);
  });

  it('offers every style to a ring without a sub type of its own list', () => {
    expect(ringStylesFor({ jewellerySubType: '', gender: 'Unisex' }, []).offered).toEqual([...ringStyles]);
    expect(ringStylesFor({ jewellerySubType: 'Anniversary Ring', gender: 'Female' }, []).offered).toEqual([
      ...ringStyles,
    ]);
  });
});
