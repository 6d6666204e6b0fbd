import { metalByName } from '@facet/contracts/lookups';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { ColourDot } from '../../components/ui/colour-dot.tsx';
import type { MenuLink } from './main-menu.ts';

/** A menu link's label with its shape drawing or metal swatch, if it has one. */
export function MenuLinkContent({ link }: { link: MenuLink }) {
  const swatch = link.metal ? metalByName(link.metal)?.swatch : undefined;
  return (
    <>
      {link.shape ? <StoneShapeIcon shape={link.shape} className="h-5 w-5 shrink-0 text-stone" /> : null}
      {swatch ? (
        <ColourDot colour={swatch} className="h-3.5 w-3.5 shrink-0 rounded-full border border-black/10 shadow-inner" />
      ) : null}
      <span>{link.label}</span>
    </>
  );
}
