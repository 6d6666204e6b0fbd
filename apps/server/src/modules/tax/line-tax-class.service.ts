import { type SQL, sql } from 'drizzle-orm';

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

const jewelleryClassId = sql`(select id from tax_classes where key = 'jewellery')`;

/** The class id of a piece of the sub type `subTypeId` (a column). */
export function pieceTaxClassId(subTypeId: SQL): SQL {
  return sql`coalesce((select tax_class_id from sub_type_tax_classes where sub_type_id = ${subTypeId}), ${jewelleryClassId})`;
}

/** The class id of a loose stone of the category `stoneCategoryId` (a column). */
export function stoneTaxClassId(stoneCategoryId: SQL): SQL {
  return sql`coalesce((select tax_class_id from stone_category_tax_classes where stone_category_id = ${stoneCategoryId}), ${jewelleryClassId})`;
}

/** Every class, as a JSON array of LineTaxClass. */
export const taxClassesJson = sql`(select coalesce(json_agg(json_build_object('id', id, 'key', key, 'hsn', hsn, 'rate', rate)), '[]')
                                     from tax_classes)`;

/** The class of a line: its own, but jewellery's for a stone set in a built ring. */
export function lineTaxClass(classes: readonly LineTaxClass[], classId: number, setInRing: boolean): LineTaxClass {
  const jewellery = classes.find((c) => c.key === 'jewellery');
  const own = classes.find((c) => c.id === classId);
  const chosen = setInRing ? jewellery : (own ?? jewellery);
  if (!chosen) throw new Error('the jewellery tax class is missing');
  return chosen;
}
