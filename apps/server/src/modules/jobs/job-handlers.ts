import { purgeExpiredSessions } from '../sessions/sessions.service.ts';
import type { JobHandlers } from './jobs.runner.ts';

/** Every kind of background job the server runs. Later features add theirs here. */
export const jobHandlers: JobHandlers = {
  'sessions.purge-expired': {
    everyMs: 6 * 60 * 60 * 1000,
    async run(_payload, { db, log }) {
      const removed = await purgeExpiredSessions(db);
      if (removed > 0) log.info({ removed }, 'expired sessions removed');
    },
  },
};
