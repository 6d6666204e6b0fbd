import { z } from '@facet/contracts/zod';
import type { Database } from '@facet/db/client';
import type { Config } from '../../env.ts';
import { APPOINTMENT_REMINDERS_JOB, sendDueReminders } from '../appointments/appointment-reminders.service.ts';
import type { MailContext } from '../auth/account-mail.ts';
import { SEND_PASSWORD_RESET_JOB, sendPasswordReset } from '../auth/auth.service.ts';
import type { MediaStore } from '../media/media-store.ts';
import {
  DELETE_MEDIA_FILES_JOB,
  deleteMediaFiles,
  MAKE_MEDIA_SIZES_JOB,
  makeMediaSizes,
  PURGE_ORPHAN_MEDIA_JOB,
  purgeOrphanMedia,
} from '../media/media.service.ts';
import { DELIVER_MESSAGE_JOB, deliverMessage, failMessage } from '../messages/messages.service.ts';
import type { Transports } from '../messages/transports.ts';
import type { PaymentGateways } from '../payments/payment-gateways.ts';
import { RECONCILE_PAYMENTS_JOB, reconcilePayments } from '../payments/payment-reconcile.service.ts';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import {
  DEFAULT_ALERTS_PACE,
  runSavedSearchAlerts,
  SAVED_SEARCH_ALERTS_JOB,
} from '../saved-searches/saved-search-alerts.service.ts';
import {
  runCollectionAlerts,
  SAVED_SEARCH_COLLECTION_ALERTS_JOB,
} from '../saved-searches/saved-search-collection-alerts.service.ts';
import { runSavedSearchAlertsOnThread } from '../saved-searches/saved-search-alerts-thread.ts';
import { sendSavedSearchDigests, sendWishGoneNotices } from '../saved-searches/saved-search-digests.service.ts';
import { purgeExpiredSessions } from '../sessions/sessions.service.ts';
import { runStoneImport } from '../stones/stone-import-apply.service.ts';
import {
  APPLY_STONE_IMPORT_JOB,
  PURGE_STONE_IMPORTS_JOB,
  purgeStaleStoneImports,
} from '../stones/stone-import.service.ts';
import {
  FETCH_STONE_PICTURES_JOB,
  fetchStonePictures,
  type PictureFetchOptions,
} from '../stones/stone-picture-fetch.service.ts';
import { purgeFinishedJobs } from './jobs.service.ts';
import type { JobHandlers } from './jobs.runner.ts';

const messagePayload = z.object({ messageId: z.number().int() });
const mediaSizesPayload = z.object({ key: z.string().min(1) });
const mediaFilesPayload = z.object({ keys: z.array(z.string().min(1)) });
const passwordResetPayload = z.object({ email: z.string().min(1) });
const stoneImportPayload = z.object({ importId: z.number().int(), actorId: z.string().nullable() });
const alertsPayload = z.object({ previousRates: z.custom<StoredPricingParameters>().optional() });
const stonePicturesPayload = z.object({
  stoneId: z.number().int(),
  urls: z.array(z.string()),
  actorId: z.string().nullable(),
});

/**
 * Where the saved searches' alerts run: on a thread of their own with connections of their own on
 * the PostgreSQL server (its address), unless ALERTS_THREAD=false; on the event loop (undefined)
 * with the embedded database, which lives on this thread.
 */
export function alertsThreadDatabaseUrl(config: Config): string | undefined {
  return config.jobs.alertsThread ? config.databaseUrl : undefined;
}

/** Every kind of background job the server runs. Later features add theirs here. */
export function createJobHandlers(options: {
  transports: Transports;
  mediaStore: MediaStore;
  /** Where account e-mails' links point and whom they come from. */
  mail: MailContext;
  /** Feed picture links: private addresses only in tests (a local server). */
  stonePictures?: PictureFetchOptions;
  /** The payment providers, asked about payments nobody reported and told to refund (none: unpaid orders still expire). */
  paymentGateways?: PaymentGateways;
  /** The percent of the time the saved searches' alerts work, resting the rest (ALERTS_WORK_SHARE). */
  alertsWorkShare?: number;
  /** The PostgreSQL server's address: the saved searches' alerts then run on a thread of their own. */
  alertsDatabaseUrl?: string | undefined;
}): JobHandlers {
  const alertsPace = {
    ...DEFAULT_ALERTS_PACE,
    ...(options.alertsWorkShare === undefined ? {} : { share: options.alertsWorkShare / 100 }),
  };
  const { alertsDatabaseUrl } = options;
  const runAlerts = async (db: Database, previousRates?: StoredPricingParameters) => {
    if (alertsDatabaseUrl === undefined) {
      return runSavedSearchAlerts(db, { pace: alertsPace, ...(previousRates ? { previousRates } : {}) });
    }
    const { run, priority } = await runSavedSearchAlertsOnThread({
      databaseUrl: alertsDatabaseUrl,
      previousRates,
      pace: alertsPace,
    });
    return { ...run, thread: { priority } };
  };
  return {
    [RECONCILE_PAYMENTS_JOB]: {
      everyMs: 60 * 1000,
      async run(_payload, { db, log }) {
        const report = await reconcilePayments(
          db,
          { mail: options.mail, gateways: options.paymentGateways ?? new Map() },
          log,
        );
        if (report.lookedUp + report.cancelled + report.refunded > 0) log.info(report, 'payments reconciled');
      },
    },
    [APPOINTMENT_REMINDERS_JOB]: {
      everyMs: 5 * 60 * 1000,
      async run(_payload, { db, log }) {
        const sent = await sendDueReminders(db, options.mail);
        if (sent > 0) log.info({ sent }, 'appointment reminders queued');
      },
    },
    'sessions.purge-expired': {
      everyMs: 6 * 60 * 60 * 1000,
      async run(_payload, { db, log }) {
        const removed = await purgeExpiredSessions(db);
        if (removed > 0) log.info({ removed }, 'expired sessions removed');
      },
    },
    'jobs.purge-finished': {
      everyMs: 6 * 60 * 60 * 1000,
      async run(_payload, { db, log }) {
        const removed = await purgeFinishedJobs(db);
        if (removed > 0) log.info({ removed }, 'finished jobs removed');
      },
    },
    [MAKE_MEDIA_SIZES_JOB]: {
      async run(payload) {
        await makeMediaSizes(options.mediaStore, mediaSizesPayload.parse(payload).key);
      },
    },
    [DELETE_MEDIA_FILES_JOB]: {
      async run(payload) {
        await deleteMediaFiles(options.mediaStore, mediaFilesPayload.parse(payload).keys);
      },
    },
    [PURGE_ORPHAN_MEDIA_JOB]: {
      everyMs: 6 * 60 * 60 * 1000,
      async run(_payload, { db, log }) {
        const removed = await purgeOrphanMedia(db);
        if (removed > 0) log.info({ removed }, 'unused pictures removed');
      },
    },
    [APPLY_STONE_IMPORT_JOB]: {
      async run(payload, { db, job }) {
        await runStoneImport(db, stoneImportPayload.parse(payload), { final: job.attempts >= job.maxAttempts });
      },
    },
    [FETCH_STONE_PICTURES_JOB]: {
      async run(payload, { db, log }) {
        const { failed } = await fetchStonePictures(
          db,
          stonePicturesPayload.parse(payload),
          options.mediaStore,
          options.stonePictures ?? { allowPrivateAddresses: false },
        );
        if (failed.length > 0) log.warn({ failed }, 'some stone pictures could not be fetched');
      },
    },
    [PURGE_STONE_IMPORTS_JOB]: {
      everyMs: 6 * 60 * 60 * 1000,
      async run(_payload, { db, log }) {
        const removed = await purgeStaleStoneImports(db);
        if (removed > 0) log.info({ removed }, 'stale stone imports cancelled');
      },
    },
    // The saved searches' alerts after a change of stones or prices (queued with it), then the e-mails due.
    [SAVED_SEARCH_ALERTS_JOB]: {
      async run(payload, { db, log }) {
        const run = await runAlerts(db, alertsPayload.parse(payload).previousRates);
        const digests = await sendSavedSearchDigests(db, options.mail);
        const gone = await sendWishGoneNotices(db, options.mail);
        if (run.notices + digests + gone > 0) log.info({ ...run, digests, gone }, 'saved search alerts');
      },
    },
    // A collection search's alerts after a change of pieces or their prices (decision 047), then the e-mails due.
    [SAVED_SEARCH_COLLECTION_ALERTS_JOB]: {
      async run(_payload, { db, log }) {
        const run = await runCollectionAlerts(db);
        const digests = await sendSavedSearchDigests(db, options.mail);
        if (run.notices + digests > 0) log.info({ ...run, digests }, 'collection search alerts');
      },
    },
    // Digests held back by their interval, stones sold through orders, changes no job was queued for.
    'saved-searches.digests': {
      everyMs: 15 * 60 * 1000,
      async run(_payload, { db, log }) {
        const run = await runAlerts(db);
        const digests = await sendSavedSearchDigests(db, options.mail);
        const gone = await sendWishGoneNotices(db, options.mail);
        if (run.notices + digests + gone > 0) log.info({ ...run, digests, gone }, 'saved search alerts');
      },
    },
    [SEND_PASSWORD_RESET_JOB]: {
      async run(payload, { db }) {
        await sendPasswordReset(db, passwordResetPayload.parse(payload), options.mail);
      },
    },
    [DELIVER_MESSAGE_JOB]: {
      async run(payload, { db, log, job }) {
        const { messageId } = messagePayload.parse(payload);
        try {
          const outcome = await deliverMessage(db, { messageId }, options.transports);
          if (outcome === 'stored') {
            log.info({ messageId }, 'message kept in the outbox (no SMTP_URL / SMS provider configured); see /outbox');
          }
        } catch (error) {
          if (job.attempts >= job.maxAttempts) await failMessage(db, { messageId });
          throw error;
        }
      },
    },
  };
}
