import { createServer } from 'node:net';

/*
 * The port is tried before anything else happens at start-up (the DATA_DIR lock, the database,
 * the seeds): a port that is taken stops the start at once with a sentence that says what to
 * do, instead of a bare EADDRINUSE after the database was made.
 */

export class PortUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PortUnavailableError';
  }
}

/** The sentence for a failed listen on host:port, or undefined for an error that is not about the address. */
export function describeListenError(error: unknown, host: string, port: number): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return (
      `Port ${port} on ${host} is already in use (another Facet, or another program). ` +
      `Stop that program, or choose another port: PORT=${port === 65_535 ? port - 1 : port + 1} npm start`
    );
  }
  if (code === 'EACCES') {
    return `Port ${port} needs administrator rights on this machine; choose a port above 1023: PORT=3000 npm start`;
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `HOST=${host} is not an address of this machine; use HOST=localhost, or HOST=0.0.0.0 for every interface`;
  }
  return undefined;
}

function tryListen(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Throws a PortUnavailableError when the server could not listen on host:port. */
export async function assertPortAvailable(host: string, port: number): Promise<void> {
  if (port === 0) return;
  try {
    await tryListen(host, port);
  } catch (error) {
    const message = describeListenError(error, host, port);
    if (message) throw new PortUnavailableError(message);
    throw error;
  }
}
