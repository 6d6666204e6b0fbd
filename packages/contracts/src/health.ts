import { z } from './zod.ts';

export const healthStatus = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthStatus = z.infer<typeof healthStatus>;

/** The process is up and its event loop turns (the liveness probe). */
export const healthLive = z.object({ status: z.literal('live'), uptimeSeconds: z.number() });
export type HealthLive = z.infer<typeof healthLive>;

/** This instance takes traffic: its database answers and it is not stopping (the readiness probe). */
export const healthReady = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });
export type HealthReady = z.infer<typeof healthReady>;
