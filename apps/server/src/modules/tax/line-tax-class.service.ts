/*
 * A line's tax class in SQL (decision 023): a piece's by its sub type, a loose stone's by its
 * category; without a row of its own, jewellery's. A stone set in a built ring is jewellery: the
 * reader decides that (`lineTaxClass`), since only it knows the pair.
 */

/** A tax class as a line needs it. */
export interface LineTaxClass {
  id: number;
  key: string;
  hsn: string;
  rate: number;
}

/** The SQL that takes a line's class id, and every class as JSON (in tax.queries.ts). */
export { pieceTaxClassId, stoneTaxClassId, taxClassesJson } from './tax.queries.ts';

/** The class of a line: its own, but jewellery's for a stone set in a built ring. */
export function lineTaxClass(classes: readonly LineTaxClass[], classId: number, setInRing: boolean): LineTaxClass {
  const jewellery = classes.find((c) => c.key === 'jewellery');
  const own = classes.find((c) => c.id === classId);
  const chosen = setInRing ? jewellery : (own ?? jewellery);
  if (!chosen) throw new Error('the jewellery tax class is missing');
  return chosen;
}
