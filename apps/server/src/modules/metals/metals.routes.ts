import { metalEndpoints } from '@facet/contracts/metal-endpoints';
import { metalShapes } from '@facet/contracts/metals';
import type { FastifyInstance } from 'fastify';
import { listMetals, updateMetal } from './metals.service.ts';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';

export async function registerMetalRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    metalEndpoints,
    metalShapes,
    {
      list: () => app.referenceCache.get('metals', () => listMetals(db())),
      update: ({ body, request }) => updateMetal(db(), body, actorOf(request)),
    },
    { tags: ['Metal'] },
  );
}
