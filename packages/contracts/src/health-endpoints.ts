import { defineEndpoints } from './endpoint.ts';

/*
 * The health probes, for load balancers and orchestrators (docs/security.md, "Availability"): the
 * original database check, liveness and readiness, asked by anyone and never shed under load
 * (apps/server plugins/load-shedding.ts reads these paths). Each answers the envelope: 200 with
 * the probe's data, or the failure envelope with 503 and the reason (the database does not answer,
 * the instance is stopping). Their shapes are healthShapes in health.ts.
 */
export const healthEndpoints = defineEndpoints('health', {
  status: { method: 'GET', path: '/api/health', access: 'public' },
  live: { method: 'GET', path: '/api/health/live', access: 'public' },
  ready: { method: 'GET', path: '/api/health/ready', access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { HealthShapes } from './health.ts';
