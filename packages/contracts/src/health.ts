import { z } from './zod.ts';

export const healthStatus = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthStatus = z.infer<typeof healthStatus>;
