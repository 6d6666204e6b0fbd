import {
  type AppointmentSettings,
  clockOf,
  type UpdateAppointmentSettingsInput,
} from '@facet/contracts/appointment-settings';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import {
  type AppointmentSettingsRow,
  type ClosureRow,
  findSettingsRow,
  listClosureRows,
} from './appointments.queries.ts';
import type { SlotRules } from './slot-times.ts';

/*
 * The appointment settings as the slots, the bookings and the Admin's page read them (decision
 * 041): one row written by the migration at a new shop's terms and by the Admin after, and the
 * closures.
 */

export interface AppointmentSetup {
  row: AppointmentSettingsRow;
  closures: ClosureRow[];
  rules: SlotRules;
}

export function toAppointmentSettings(row: AppointmentSettingsRow, closures: ClosureRow[]): AppointmentSettings {
  const input: UpdateAppointmentSettingsInput = {
    weeklyHours: row.weeklyHours.map((hours) =>
      hours ? { opens: clockOf(hours.opens), closes: clockOf(hours.closes) } : null,
    ),
    closures: closures.map((closure) => ({ day: closure.day, reason: closure.reason })),
    consultants: row.consultants,
    slotMinutes: row.slotMinutes,
    leadHours: row.leadHours,
    daysAhead: row.daysAhead,
    kinds: { video: row.videoOffered, showroom: row.showroomOffered },
  };
  return { ...input, updateDate: row.updateDate.toISOString() };
}

export function rulesOf(row: AppointmentSettingsRow, closures: ClosureRow[]): SlotRules {
  return {
    weeklyHours: row.weeklyHours,
    closures: new Set(closures.map((closure) => closure.day)),
    slotMinutes: row.slotMinutes,
    leadHours: row.leadHours,
    daysAhead: row.daysAhead,
  };
}

/** The settings and closures, with the slot rules made from them. */
export async function readAppointmentSetup(db: Database): Promise<AppointmentSetup> {
  const [row, closures] = await Promise.all([findSettingsRow(db), listClosureRows(db)]);
  if (!row) throw new AppError('unavailable', 'Appointments are not set up yet.');
  return { row, closures, rules: rulesOf(row, closures) };
}

/** GET /api/appointments/settings (Admin). */
export async function readAppointmentSettings(db: Database): Promise<AppointmentSettings> {
  const { row, closures } = await readAppointmentSetup(db);
  return toAppointmentSettings(row, closures);
}
