import pg from 'pg';
import type { Listener } from './client.ts';

/*
 * LISTEN on the PostgreSQL server for openPostgres (client.ts): cache drops and other
 * instances' news arrive on a connection of their own, outside the pool.
 */

/** LISTEN on a connection of its own, reconnecting (and reporting the gap) if it drops. */
export async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<Listener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'facet-listen' });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => reconnect());
    next.on('end', () => reconnect());
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = () => {
    if (stopped || retry) return;
    client = undefined;
    onGap();
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(reconnect);
    }, 1000);
    retry.unref();
  };

  await connect();
  // A round trip on this connection, behind which every notification committed before it has
  // arrived. One at a time (a pg client runs one query at a time): callers who come while one is
  // out share the next, which starts after it — so each waits for a round trip begun after its
  // call, and a busy instance sends one `select 1` per round trip, not one per request. While
  // reconnecting there is nothing to wait for: the gap has dropped everything.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const ping = () =>
    client
      ? client.query('select 1').then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
  const sync = (): Promise<void> => {
    if (!running) {
      running = ping().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return sync();
    });
    return queued;
  };
  return {
    sync,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
