import type { Database } from '@facet/db/client';
import {
  appointmentClosures,
  appointmentReminders,
  appointments,
  appointmentSettings,
  appointmentShortlistItems,
  appointmentSlots,
} from '@facet/db/schema/appointments';
import { products, productVariants } from '@facet/db/schema/products';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';

/*
 * Appointments' SQL (decision 041), every column named through the schema's tables; the rows'
 * types come from the same tables. The services (appointment-*.service.ts) hold the rules.
 */

export type AppointmentSettingsRow = typeof appointmentSettings.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
export type ClosureRow = typeof appointmentClosures.$inferSelect;

export async function findSettingsRow(db: Database): Promise<AppointmentSettingsRow | undefined> {
  const [row] = await db.select().from(appointmentSettings).where(eq(appointmentSettings.id, 1));
  return row;
}

/** The settings' one row, locked until the caller's transaction ends. */
export async function lockSettingsRow(tx: Database): Promise<AppointmentSettingsRow | undefined> {
  const [row] = await tx.select().from(appointmentSettings).where(eq(appointmentSettings.id, 1)).for('update');
  return row;
}

export async function updateSettingsRow(
  tx: Database,
  values: Omit<AppointmentSettingsRow, 'id' | 'updateDate'>,
): Promise<AppointmentSettingsRow | undefined> {
  const [row] = await tx
    .update(appointmentSettings)
    .set({ ...values, updateDate: new Date() })
    .where(eq(appointmentSettings.id, 1))
    .returning();
  return row;
}

export function listClosureRows(db: Database): Promise<ClosureRow[]> {
  return db.select().from(appointmentClosures).orderBy(asc(appointmentClosures.day));
}

/** Replaces every closure by these. */
export async function replaceClosureRows(tx: Database, rows: ClosureRow[]): Promise<void> {
  await tx.delete(appointmentClosures);
  if (rows.length > 0) await tx.insert(appointmentClosures).values(rows);
}

/** Seats taken, by slot start (ms), of the slots starting in [from, to). */
export async function bookedSeats(db: Database, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotStart: appointmentSlots.slotStart, booked: appointmentSlots.booked })
    .from(appointmentSlots)
    .where(and(gte(appointmentSlots.slotStart, from), lt(appointmentSlots.slotStart, to)));
  return new Map(rows.map((row) => [row.slotStart.getTime(), row.booked]));
}

/**
 * Takes one of the slot's seats, if one is left: the row is made when the slot is first booked,
 * then raised only while fewer than `consultants` seats are taken. The update waits for any other
 * booking's lock on the row and reads its count afresh, so the last seat goes to one shopper only.
 */
export async function takeSeat(tx: Database, slotStart: Date, consultants: number): Promise<boolean> {
  await tx.insert(appointmentSlots).values({ slotStart, booked: 0 }).onConflictDoNothing();
  const taken = await tx
    .update(appointmentSlots)
    .set({ booked: sql`${appointmentSlots.booked} + 1` })
    .where(and(eq(appointmentSlots.slotStart, slotStart), lt(appointmentSlots.booked, consultants)))
    .returning({ booked: appointmentSlots.booked });
  return taken.length === 1;
}

/** Gives a seat back (a cancellation or a move). */
export async function releaseSeat(tx: Database, slotStart: Date): Promise<void> {
  await tx
    .update(appointmentSlots)
    .set({ booked: sql`${appointmentSlots.booked} - 1` })
    .where(and(eq(appointmentSlots.slotStart, slotStart), sql`${appointmentSlots.booked} > 0`));
}

export async function insertAppointment(
  tx: Database,
  values: typeof appointments.$inferInsert,
): Promise<AppointmentRow> {
  const [row] = await tx.insert(appointments).values(values).returning();
  return row!;
}

/** The appointment, locked, when it is this customer's. */
export async function lockOwnAppointment(
  tx: Database,
  id: number,
  userId: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
    .for('update');
  return row;
}

/** The appointment a link's token stands for: the confirmation's, or one of its reminders'. */
function linkedBy(tokenHash: string) {
  return or(
    eq(appointments.linkTokenHash, tokenHash),
    inArray(
      appointments.id,
      sql`(select ${appointmentReminders.appointmentId} from ${appointmentReminders}
            where ${appointmentReminders.linkTokenHash} = ${tokenHash})`,
    ),
  );
}

/** The appointment whose link token has this hash, locked. */
export async function lockLinkedAppointment(tx: Database, tokenHash: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(linkedBy(tokenHash)).for('update');
  return row;
}

export async function findLinkedAppointment(db: Database, tokenHash: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(linkedBy(tokenHash));
  return row;
}

export async function cancelAppointmentRow(tx: Database, id: number): Promise<AppointmentRow> {
  const [row] = await tx
    .update(appointments)
    .set({ state: 'cancelled', cancelDate: new Date() })
    .where(eq(appointments.id, id))
    .returning();
  return row!;
}

export async function moveAppointmentRow(
  tx: Database,
  id: number,
  values: { slotStart: Date; slotMinutes: number; zone: string },
): Promise<AppointmentRow> {
  const [row] = await tx.update(appointments).set(values).where(eq(appointments.id, id)).returning();
  return row!;
}

export function listOwnAppointmentRows(db: Database, userId: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.slotStart), asc(appointments.id));
}

/** Ids of the shown variants with these SKUs (active, of a listed product), by SKU. */
export async function listedVariantIds(db: Database, skus: readonly string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(inArray(productVariants.sku, [...skus]), eq(products.isListed, true), eq(productVariants.isActive, true)),
    );
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/** Ids of the stones shoppers may see with these stock numbers, by stock number in lower case. */
export async function shownStoneIds(db: Database, skus: readonly string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ id: stones.id, sku: stones.sku })
    .from(stones)
    .where(
      and(
        inArray(
          sql`lower(${stones.sku})`,
          skus.map((sku) => sku.toLowerCase()),
        ),
        ne(stones.state, 'unlisted'),
      ),
    );
  return new Map(rows.map((row) => [row.sku.toLowerCase(), row.id]));
}

export async function insertShortlistRows(
  tx: Database,
  appointmentId: number,
  things: { productVariantId?: number; stoneId?: number }[],
): Promise<void> {
  if (things.length === 0) return;
  await tx
    .insert(appointmentShortlistItems)
    .values(things.map((thing) => ({ appointmentId, ...thing })))
    .onConflictDoNothing();
}

/** The shortlists of these appointments: each thing's SKU and name, in the order added. */
export function listShortlistRows(db: Database, appointmentIds: readonly number[]) {
  return db
    .select({
      appointmentId: appointmentShortlistItems.appointmentId,
      variantSku: productVariants.sku,
      productName: products.name,
      stoneSku: stones.sku,
      stoneCarat: stones.carat,
    })
    .from(appointmentShortlistItems)
    .leftJoin(productVariants, eq(productVariants.id, appointmentShortlistItems.productVariantId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(stones, eq(stones.id, appointmentShortlistItems.stoneId))
    .where(inArray(appointmentShortlistItems.appointmentId, [...appointmentIds]))
    .orderBy(asc(appointmentShortlistItems.id));
}

/** The customer's name and address, for the e-mails. */
export async function findCustomerForMail(db: Database, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export type ReminderKind = (typeof appointmentReminders.$inferSelect)['reminder'];

/**
 * Booked appointments due a reminder now: starting after `from` and no later than `to`, booked
 * at least `ahead` ms before their start (one booked inside the window has just had its
 * confirmation), and not yet reminded of this start.
 */
export function listDueReminderRows(
  db: Database,
  input: { reminder: ReminderKind; from: Date; to: Date; aheadMs: number },
): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.state, 'booked'),
        gt(appointments.slotStart, input.from),
        lte(appointments.slotStart, input.to),
        sql`${appointments.createDate} <= ${appointments.slotStart} - make_interval(secs => ${input.aheadMs / 1000})`,
        sql`not exists (select 1 from ${appointmentReminders} where ${appointmentReminders.appointmentId} = ${appointments.id}
              and ${appointmentReminders.reminder} = ${input.reminder} and ${appointmentReminders.slotStart} = ${appointments.slotStart})`,
      ),
    )
    .orderBy(asc(appointments.slotStart))
    .limit(500);
}

/** Records a reminder sent; false when it already was (its key is the appointment, the reminder and the start). */
export async function recordReminder(
  tx: Database,
  values: { appointmentId: number; reminder: ReminderKind; slotStart: Date; linkTokenHash: string },
): Promise<boolean> {
  const rows = await tx
    .insert(appointmentReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: appointmentReminders.appointmentId });
  return rows.length === 1;
}

/** Any appointment, locked (the desk's changes). */
export async function lockAppointment(tx: Database, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

export async function countShortlistRows(tx: Database, appointmentId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(appointmentShortlistItems)
    .where(eq(appointmentShortlistItems.appointmentId, appointmentId));
  return row?.n ?? 0;
}

export async function deleteShortlistRow(
  tx: Database,
  appointmentId: number,
  thing: { productVariantId?: number; stoneId?: number },
): Promise<void> {
  await tx
    .delete(appointmentShortlistItems)
    .where(
      and(
        eq(appointmentShortlistItems.appointmentId, appointmentId),
        thing.productVariantId !== undefined
          ? eq(appointmentShortlistItems.productVariantId, thing.productVariantId)
          : eq(appointmentShortlistItems.stoneId, thing.stoneId ?? 0),
      ),
    );
}

export async function updateNotesRow(tx: Database, id: number, notes: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx.update(appointments).set({ notes }).where(eq(appointments.id, id)).returning();
  return row;
}

/** Appointments starting in [from, to), soonest first, with their shopper's name and address. */
export function listCalendarRows(db: Database, from: Date, to: Date) {
  return db
    .select({
      appointment: appointments,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(and(gte(appointments.slotStart, from), lt(appointments.slotStart, to)))
    .orderBy(asc(appointments.slotStart), asc(appointments.id));
}

export async function findCalendarRow(db: Database, id: number) {
  const [row] = await db
    .select({
      appointment: appointments,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, id));
  return row;
}
