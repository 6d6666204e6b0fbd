import { metalByName } from '@facet/contracts/lookups';
import { ColourDot } from '../../components/ui/colour-dot.tsx';

/** Short names for swatch captions, where "925 Sterling Silver" would not fit. */
const shortNames: Record<string, string> = {
  'White Gold': 'White',
  'Yellow Gold': 'Yellow',
  'Rose Gold': 'Rose',
  Platinum: 'Platinum',
  '925 Sterling Silver': 'Silver',
};

export function shortMetalName(metal: string): string {
  return shortNames[metal] ?? metal;
}

/** The colour a metal is drawn with; a neutral grey for a name the shop does not know. */
export function swatchOf(metal: string): string {
  return metalByName(metal)?.swatch ?? '#d9d9d9';
}

/** The colour dot of a metal, with a soft sheen so white metals read against ivory. */
export function MetalSwatch({ metal, className = 'h-4 w-4' }: { metal: string; className?: string }) {
  const colour = swatchOf(metal);
  return (
    <ColourDot
      colour={colour}
      className={`block shrink-0 rounded-full border border-black/15 bg-[radial-gradient(circle_at_35%_30%,#ffffffcc_0,currentColor_55%,currentColor_100%)] ${className}`}
    />
  );
}
