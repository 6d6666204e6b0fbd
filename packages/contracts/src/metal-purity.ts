import { metalByName } from './lookups.ts';

/*
 * A metal's purity as Indian jewellers state it: gold by its karat and its fineness in parts per
 * thousand (the number the BIS hallmark carries: 18K is 750), sterling silver by its 925, and
 * platinum by its 950 — hallmarked by its own stamp, never claimed to carry the BIS mark. One
 * place for the wording, so a product page and, later, an invoice say the same.
 */

export interface MetalPurity {
  /** Gold's karat (14, 18, 22, 24); null for other metals. */
  karat: number | null;
  /** Parts per thousand of the precious metal. */
  fineness: number;
  /** Whether the piece carries the BIS hallmark with this fineness. */
  bisHallmarked: boolean;
  /** "18K gold, BIS hallmarked 750", "925 sterling silver, BIS hallmarked 925", "Platinum 950". */
  statement: string;
}

/** The fineness BIS hallmarks for each karat of gold. */
const goldFineness: Record<number, number> = { 14: 585, 18: 750, 20: 833, 22: 916, 23: 958, 24: 995 };

/** A metal's purity from its name or its purity mark ("18K", "PT950", "925"); null when it says nothing known. */
export function metalPurity(metal: string | { name: string; purity: string }): MetalPurity | null {
  const name = typeof metal === 'string' ? metal : metal.name;
  const purity = (typeof metal === 'string' ? metalByName(metal)?.purity : metal.purity)?.trim().toUpperCase() ?? '';
  const karat = /^(\d{2})K$/.exec(purity);
  if (karat && /gold/i.test(name)) {
    const fineness = goldFineness[Number(karat[1])];
    if (!fineness) return null;
    return {
      karat: Number(karat[1]),
      fineness,
      bisHallmarked: true,
      statement: `${karat[1]}K gold, BIS hallmarked ${fineness}`,
    };
  }
  const platinum = /^(?:PT)?(\d{3})$/.exec(purity);
  if (platinum && /platinum/i.test(name)) {
    return { karat: null, fineness: Number(platinum[1]), bisHallmarked: false, statement: `Platinum ${platinum[1]}` };
  }
  if (purity === '925' && /silver/i.test(name)) {
    return { karat: null, fineness: 925, bisHallmarked: true, statement: '925 sterling silver, BIS hallmarked 925' };
  }
  return null;
}
