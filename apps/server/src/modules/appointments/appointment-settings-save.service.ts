import {
  type AppointmentSettings,
  minutesOf,
  type UpdateAppointmentSettingsInput,
} from '@facet/contracts/appointment-settings';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  type AppointmentSettingsRow,
  listClosureRows,
  lockSettingsRow,
  replaceClosureRows,
  updateSettingsRow,
} from './appointments.queries.ts';
import { toAppointmentSettings } from './appointment-settings.service.ts';

type Values = Omit<AppointmentSettingsRow, 'id' | 'updateDate'>;

function valuesOf(input: UpdateAppointmentSettingsInput): Values {
  return {
    weeklyHours: input.weeklyHours.map((hours) =>
      hours ? { opens: minutesOf(hours.opens), closes: minutesOf(hours.closes) } : null,
    ),
    consultants: input.consultants,
    slotMinutes: input.slotMinutes,
    leadHours: input.leadHours,
    daysAhead: input.daysAhead,
    videoOffered: input.kinds.video,
    showroomOffered: input.kinds.showroom,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT /api/appointments/settings: the whole record at once, under the row's lock. Only what differs
 * is audited, before and after (the closures as one list); a change of nothing writes nothing.
 * Bookings already made stay as they are: fewer consultants or shorter hours never cancel one.
 */
export async function updateAppointmentSettings(
  db: Database,
  input: UpdateAppointmentSettingsInput,
  actor: Actor,
): Promise<AppointmentSettings> {
  const values = valuesOf(input);
  const closures = [...input.closures].sort((a, b) => a.day.localeCompare(b.day));
  return db.transaction(async (tx) => {
    const before = await lockSettingsRow(tx);
    if (!before) throw new AppError('unavailable', 'Appointments are not set up yet.');
    const closuresBefore = await listClosureRows(tx);
    const changed = (Object.keys(values) as (keyof Values)[]).filter((key) => !same(before[key], values[key]));
    const closuresChanged = !same(closuresBefore, closures);
    if (changed.length === 0 && !closuresChanged) return toAppointmentSettings(before, closuresBefore);
    const after = (await updateSettingsRow(tx, values))!;
    if (closuresChanged) await replaceClosureRows(tx, closures);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'appointment-settings.changed',
      entityType: 'appointment-settings',
      entityId: '1',
      before: {
        ...Object.fromEntries(changed.map((key) => [key, before[key]])),
        ...(closuresChanged ? { closures: closuresBefore } : {}),
      },
      after: {
        ...Object.fromEntries(changed.map((key) => [key, values[key]])),
        ...(closuresChanged ? { closures } : {}),
      },
    });
    return toAppointmentSettings(after, closures);
  });
}
