import type { SavedSearchSettings, SavedSearchSettingsRecord } from '@facet/contracts/saved-searches';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findSettingsRow,
  lockSettingsRow,
  type SavedSearchSettingsRow,
  updateSettingsRow,
} from './saved-searches.queries.ts';

/*
 * The saved searches' settings (decision 039), one row the migration writes with a new shop's
 * defaults and the Admin changes, audited: the price fall that makes an alert, the least time
 * between two digests to one shopper, how many searches one shopper may keep, how many new
 * matches and price falls one search tells in one run of the alerts, and how many hints one
 * shopper may send a day (decision 046: the shop's e-mails to and from shoppers).
 */

const NOT_SET_UP = 'The saved searches’ settings are not set up yet.';

export function toSettingsRecord(row: SavedSearchSettingsRow): SavedSearchSettingsRecord {
  return {
    priceDropPercent: row.priceDropBasisPoints / 100,
    digestIntervalHours: row.digestIntervalHours,
    maxPerShopper: row.maxPerShopper,
    hintsPerDay: row.hintsPerDay,
    alertsPerSearch: row.alertsPerSearch,
    updateDate: row.updateDate.toISOString(),
  };
}

export async function readSettingsRow(db: Database): Promise<SavedSearchSettingsRow> {
  const row = await findSettingsRow(db);
  if (!row) throw new AppError('unavailable', NOT_SET_UP);
  return row;
}

/** GET /api/saved-search-settings. */
export async function readSavedSearchSettings(db: Database): Promise<SavedSearchSettingsRecord> {
  return toSettingsRecord(await readSettingsRow(db));
}

/** PUT /api/saved-search-settings: under the row's lock; what changed is audited, before and after. */
export async function updateSavedSearchSettings(
  db: Database,
  input: SavedSearchSettings,
  actor: Actor,
): Promise<SavedSearchSettingsRecord> {
  const values = {
    priceDropBasisPoints: Math.round(input.priceDropPercent * 100),
    digestIntervalHours: input.digestIntervalHours,
    maxPerShopper: input.maxPerShopper,
    hintsPerDay: input.hintsPerDay,
    alertsPerSearch: input.alertsPerSearch,
  };
  return db.transaction(async (tx) => {
    const before = await lockSettingsRow(tx);
    if (!before) throw new AppError('unavailable', NOT_SET_UP);
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter((key) => before[key] !== values[key]);
    if (changed.length === 0) return toSettingsRecord(before);
    const after = await updateSettingsRow(tx, values);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'saved-search-settings.changed',
      entityType: 'saved-search-settings',
      entityId: '1',
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    });
    return toSettingsRecord(after!);
  });
}
