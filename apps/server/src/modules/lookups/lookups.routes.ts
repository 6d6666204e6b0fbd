import { lookupEndpoints } from '@facet/contracts/lookup-endpoints';
import { lookupShapes } from '@facet/contracts/lookup-records';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { listJewellerySubTypes, listLookup, type LookupName } from './lookups.service.ts';

/** Reference lists change only with a release, so browsers and CDNs may keep them briefly. */
const CACHE_FOR_FIVE_MINUTES = 'public, max-age=300';

/** The lookup lists and the band profiles, public: the storefront's filters and menus read them. */
export async function registerLookupRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const list =
    (name: LookupName) =>
    async ({ reply }: { reply: FastifyReply }) => {
      reply.header('cache-control', CACHE_FOR_FIVE_MINUTES);
      return listLookup(db(), { name });
    };
  registerEndpoints(
    app,
    lookupEndpoints,
    lookupShapes,
    {
      stoneCategories: list('stoneCategories'),
      stoneShapes: list('stoneShapes'),
      jewelleryTypes: list('jewelleryTypes'),
      mediaCategories: list('mediaCategories'),
      ringStyles: list('ringStyles'),
      genders: list('genders'),
      jewellerySubTypes: async ({ query, reply }) => {
        reply.header('cache-control', CACHE_FOR_FIVE_MINUTES);
        return listJewellerySubTypes(db(), query);
      },
      profiles: list('profiles'),
    },
    { tags: ['Lookups'] },
  );
}
