import { defineShapes } from './endpoint-shapes.ts';
import { healthEndpoints } from './health-endpoints.ts';
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

export const healthShapes = defineShapes(healthEndpoints, {
  status: { summary: 'Liveness and database check', response: healthStatus },
  live: { summary: 'Liveness: the process is up (asks nothing of the database)', response: healthLive },
  ready: {
    summary: 'Readiness: the database answers and the instance is not stopping (503 otherwise)',
    response: healthReady,
  },
});
export type HealthShapes = typeof healthShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    health: HealthShapes;
  }
}
