import pino, { type Logger } from 'pino';
import type { Config } from './env.ts';

/** Structured JSON logs (pino, Fastify's own); secrets never reach them. */
export function createLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', '*.password', '*.passwordHash'],
      censor: '[redacted]',
    },
  });
}
