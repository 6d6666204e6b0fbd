import { metalByName } from '@facet/contracts/lookups';

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

/** The colour dot of a metal, with a soft sheen so white metals read against ivory. */
export function MetalSwatch({ metal, className = 'h-4 w-4' }: { metal: string; className?: string }) {
  const colour = metalByName(metal)?.swatch ?? '#d9d9d9';
  return (
    <span
      aria-hidden="true"
      className={`block shrink-0 rounded-full border border-black/15 ${className}`}
      style={{ background: `radial-gradient(circle at 35% 30%, #ffffffcc 0, ${colour} 55%, ${colour} 100%)` }}
    />
  );
}
