import pino, { type Logger, type LoggerOptions } from 'pino';
import pinoPretty from 'pino-pretty';
import type { Config } from './env.ts';

/**
 * The shop's logs (pino, Fastify's own); secrets never reach them. JSON lines for a log
 * collector, or, on a terminal (LOG_FORMAT auto) or when asked (pretty), one short line a person
 * reads: `14:02:07.120 INFO GET /diamonds → 200 in 12.4 ms`.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, output?: LogOutput): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', '*.password', '*.passwordHash'],
      censor: '[redacted]',
    },
  };
  const terminal = (output ?? process.stdout).isTTY === true;
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && terminal);
  if (pretty) return pino(options, prettyStream(output ?? 1));
  return output ? pino(options, output) : pino(options);
}

/** Where the lines go (standard output unless a test says otherwise). */
export type LogOutput = NodeJS.WritableStream & { isTTY?: boolean };

/** The request line's fields, said in its message rather than listed below it. */
const REQUEST_FIELDS = ['method', 'url', 'statusCode', 'ms'] as const;

function prettyStream(destination: LogOutput | 1) {
  return pinoPretty({
    destination,
    colorize: destination === 1 && pinoPretty.isColorSupported,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: ['pid', 'hostname', 'reqId', ...REQUEST_FIELDS].join(','),
    messageFormat: (log, messageKey) => {
      const message = String(log[messageKey] ?? '');
      if (message !== 'request completed') return message;
      const { method, url, statusCode, ms } = log as Record<(typeof REQUEST_FIELDS)[number], unknown>;
      return `${String(method)} ${String(url)} → ${String(statusCode)} in ${String(ms)} ms`;
    },
  });
}
