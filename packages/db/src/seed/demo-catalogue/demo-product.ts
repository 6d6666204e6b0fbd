import type { ProductPictureSpec } from '@facet/artwork/product-pictures';
import type {
  GenderName,
  JewellerySubTypeName,
  RingStyleName,
  StoneCategoryName,
  StoneClarity,
  StoneColour,
  StoneCut,
} from '@facet/contracts/lookups';
import type { ProductAttributes, VariantCombination } from '@facet/contracts/product-variants';

import type { DemoDiscountName } from './discounts.ts';

/* What a piece of the demo catalogue (products.ts) is, as plain data. */

export interface DemoStoneGrade {
  readonly category: StoneCategoryName;
  readonly colour: StoneColour;
  readonly clarity: StoneClarity;
  readonly cut: StoneCut;
}

export interface DemoProduct {
  readonly name: string;
  readonly description: string;
  readonly subType: JewellerySubTypeName;
  readonly gender: GenderName;
  /** The grade of the piece's stones — of its accents, for a setting; none for plain metal. */
  readonly stone?: DemoStoneGrade;
  /** False for engagement-ring settings that wait for a loose centre stone; true for every finished piece. */
  readonly hasAttachedStone: boolean;
  /** Grams, in 18K gold at the narrowest width (what staff enter). */
  readonly baseWeight: number;
  readonly attributes: ProductAttributes;
  /**
   * Carats of small stones (halo, pavé, side rows) for a one-carat centre, or per ring style
   * when only some styles have them. Pieces priced by total carat weight leave this out.
   */
  readonly accents?: number | Partial<Record<RingStyleName, number>>;
  /** Combinations staff chose not to make: a combination matching every field of one is dropped. */
  readonly omit?: readonly Partial<VariantCombination>[];
  readonly discount?: DemoDiscountName;
  readonly isListed?: boolean;
  readonly picture: ProductPictureSpec;
}
