import { fromBasisPoints, fromMinor, toBasisPoints, toMinor } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import type {
  PanAboveInput,
  TaxClassAssignmentInput,
  TaxSettingsRecord,
  UpdateTaxClassInput,
} from '@facet/contracts/tax-classes';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockPricing, repriceVariants } from '../pricing/repricing.service.ts';

/*
 * The Tax page (decision 023): the tax classes with the sub types and stone categories in each,
 * and the PAN threshold. Admin changes each, audited. The jewellery class's rate is the pricing
 * chain's `charge` (the database keeps the two equal), so changing it reprices every variant in
 * the same transaction, as changing `charge` does; no other class changes a price.
 */

interface ClassRow {
  id: number;
  key: string;
  hsn: string;
  description: string;
  rate: number;
  update_date: string;
  sub_types: string[];
  stone_categories: string[];
}

/** The classes in the page's order, each with what is in it; and the PAN threshold. */
export async function readTaxSettings(db: Database): Promise<TaxSettingsRecord> {
  const rows = await queryRows<ClassRow>(
    db,
    sql`select t.id, t.key, t.hsn, t.description, t.rate, t.update_date::text,
               array(select st.name from jewellery_sub_types st
                       left join sub_type_tax_classes m on m.sub_type_id = st.id
                      where coalesce(m.tax_class_id, (select id from tax_classes where key = 'jewellery')) = t.id
                      order by st.position) as sub_types,
               array(select c.name from stone_categories c
                       left join stone_category_tax_classes m on m.stone_category_id = c.id
                      where coalesce(m.tax_class_id, (select id from tax_classes where key = 'jewellery')) = t.id
                      order by c.position) as stone_categories
          from tax_classes t order by t.position, t.id`,
  );
  return {
    classes: rows.map((row) => ({
      key: row.key,
      hsn: row.hsn,
      description: row.description,
      rate: fromBasisPoints(row.rate),
      subTypes: row.sub_types,
      stoneCategories: row.stone_categories,
      updateDate: new Date(row.update_date).toISOString(),
    })),
    panAbove: fromMinor(await readPanAbove(db)),
  };
}

/** A class's HSN code, words and rate. The jewellery class's rate reprices every variant. */
export async function updateTaxClass(
  db: Database,
  key: string,
  input: UpdateTaxClassInput,
  actor: Actor,
): Promise<TaxSettingsRecord> {
  await db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const [before] = await queryRows<{ hsn: string; description: string; rate: number }>(
      tx,
      sql`select hsn, description, rate from tax_classes where key = ${key} for update`,
    );
    if (!before) throw new AppError('not-found', `There is no tax class “${key}”.`);
    const rate = toBasisPoints(input.rate);
    await tx.execute(
      sql`update tax_classes set hsn = ${input.hsn}, description = ${input.description}, rate = ${rate},
                                 update_date = now()
           where key = ${key}`,
    );
    const repricedVariants = key === 'jewellery' && rate !== before.rate ? await repriceVariants(tx, { all: true }) : 0;
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'tax.class-changed',
      entityType: 'tax-class',
      entityId: key,
      before: { hsn: before.hsn, description: before.description, rate: fromBasisPoints(before.rate) },
      after: { ...input, repricedVariants },
    });
    await announceChange(tx, 'pricing');
    if (repricedVariants > 0) await announceChange(tx, 'catalogue');
  });
  return readTaxSettings(db);
}

/** Puts a sub type's pieces, or a stone category's loose stones, in a class. */
export async function assignTaxClass(
  db: Database,
  input: TaxClassAssignmentInput,
  actor: Actor,
): Promise<TaxSettingsRecord> {
  await db.transaction(async (tx) => {
    const [taxClass] = await queryRows<{ id: number }>(
      tx,
      sql`select id from tax_classes where key = ${input.taxClass}`,
    );
    if (!taxClass) throw new AppError('unprocessable', `There is no tax class “${input.taxClass}”.`);
    const isSubType = input.subType !== undefined;
    const name = (isSubType ? input.subType : input.stoneCategory)!;
    const [thing] = await queryRows<{ id: number }>(
      tx,
      isSubType
        ? sql`select id from jewellery_sub_types where lower(name) = lower(${name})`
        : sql`select id from stone_categories where lower(name) = lower(${name})`,
    );
    if (!thing)
      throw new AppError('unprocessable', `There is no ${isSubType ? 'sub type' : 'stone category'} “${name}”.`);
    const [before] = await queryRows<{ key: string }>(
      tx,
      isSubType
        ? sql`select t.key from sub_type_tax_classes m join tax_classes t on t.id = m.tax_class_id
               where m.sub_type_id = ${thing.id}`
        : sql`select t.key from stone_category_tax_classes m join tax_classes t on t.id = m.tax_class_id
               where m.stone_category_id = ${thing.id}`,
    );
    await tx.execute(
      isSubType
        ? sql`insert into sub_type_tax_classes (sub_type_id, tax_class_id) values (${thing.id}, ${taxClass.id})
              on conflict (sub_type_id) do update set tax_class_id = excluded.tax_class_id`
        : sql`insert into stone_category_tax_classes (stone_category_id, tax_class_id) values (${thing.id}, ${taxClass.id})
              on conflict (stone_category_id) do update set tax_class_id = excluded.tax_class_id`,
    );
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'tax.class-assigned',
      entityType: isSubType ? 'sub-type' : 'stone-category',
      entityId: name,
      before: { taxClass: before?.key ?? 'jewellery' },
      after: { taxClass: input.taxClass },
    });
    await announceChange(tx, 'pricing');
  });
  return readTaxSettings(db);
}

/** The order total (rupees) above which a buyer in India gives a PAN or a Form 60 declaration. */
export async function updatePanAbove(db: Database, input: PanAboveInput, actor: Actor): Promise<TaxSettingsRecord> {
  await db.transaction(async (tx) => {
    const [before] = await queryRows<{ pan_above: string | number }>(
      tx,
      sql`select pan_above from tax_settings where id = 1 for update`,
    );
    await tx.execute(
      sql`insert into tax_settings (id, pan_above, update_date) values (1, ${toMinor(input.panAbove)}, now())
          on conflict (id) do update set pan_above = excluded.pan_above, update_date = now()`,
    );
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'tax.pan-threshold-changed',
      entityType: 'tax-settings',
      entityId: 'panAbove',
      before: { panAbove: before ? fromMinor(Number(before.pan_above)) : null },
      after: { panAbove: input.panAbove },
    });
  });
  return readTaxSettings(db);
}

/** The PAN threshold in paise: orders in India above it need a PAN or Form 60. */
export async function readPanAbove(db: Database): Promise<number> {
  const [row] = await queryRows<{ pan_above: string | number }>(
    db,
    sql`select pan_above from tax_settings where id = 1`,
  );
  if (!row) throw new Error('tax settings are missing');
  return Number(row.pan_above);
}
