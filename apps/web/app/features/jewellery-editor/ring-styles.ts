import {
  engagementRingStyles,
  mensBandStyles,
  ringStyles,
  type RingStyleName,
  womensBandStyles,
} from '@facet/contracts/lookups';

/** The band styles for a gender: the women's or the men's list, or both for unisex bands. */
function bandStylesFor(gender: string): readonly RingStyleName[] {
  if (gender === 'Female') return womensBandStyles;
  if (gender === 'Male') return mensBandStyles;
  return [...womensBandStyles, ...mensBandStyles];
}

/** The styles that belong to a ring's sub type; every style when the sub type has no list of its own. */
function stylesOfSubType(subType: string, gender: string): readonly RingStyleName[] {
  switch (subType) {
    case 'Engagement Ring':
      return engagementRingStyles;
    case 'Bridal Ring Set':
      return [...engagementRingStyles, 'Bridal Ring Set'];
    case 'Wedding Band':
    case 'Couple Band':
    case 'Eternity Ring':
      return bandStylesFor(gender);
    default:
      return ringStyles;
  }
}

/**
 * The ring styles the editor offers for a piece, in the shop's order: those of its sub type
 * (engagement rings the engagement styles, bands the band styles of their gender), and any the
 * piece has already although they are not of its sub type, so they can be taken off.
 */
export function ringStylesFor(
  general: { jewellerySubType: string; gender: string },
  chosen: readonly string[],
): { offered: RingStyleName[]; foreign: ReadonlySet<string> } {
  const own = new Set<string>(stylesOfSubType(general.jewellerySubType, general.gender));
  return {
    offered: ringStyles.filter((style) => own.has(style) || chosen.includes(style)),
    foreign: new Set(chosen.filter((style) => !own.has(style))),
  };
}
