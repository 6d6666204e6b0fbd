import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { jewellerySubTypeRecord, lookupList } from '@facet/contracts/lookup-records';
import { recordIdParam } from '@facet/contracts/record-ids';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listJewellerySubTypes, listLookup, type LookupName } from './lookups.service.ts';

/** The lookup lists, public: the storefront's filters and menus read them. */
const lookupRoutes: { url: string; lookup: LookupName; summary: string }[] = [
  { url: '/api/stone-category', lookup: 'stoneCategories', summary: 'Stone categories' },
  { url: '/api/stone-shape', lookup: 'stoneShapes', summary: 'Stone shapes' },
  { url: '/api/jewellery-type', lookup: 'jewelleryTypes', summary: 'Jewellery types' },
  { url: '/api/media-category', lookup: 'mediaCategories', summary: 'Media categories (metal colours of pictures)' },
  { url: '/api/profile', lookup: 'profiles', summary: 'Band profiles' },
  { url: '/api/ring-style', lookup: 'ringStyles', summary: 'Ring styles' },
  { url: '/api/gender', lookup: 'genders', summary: 'Audiences (genders) of pieces' },
];

/** Reference lists change only with a release, so browsers and CDNs may keep them briefly. */
const CACHE_FOR_FIVE_MINUTES = 'public, max-age=300';

export async function registerLookupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const route of lookupRoutes) {
    api.get(
      route.url,
      {
        config: { access: 'public' },
        schema: { tags: ['Lookups'], summary: route.summary, response: { 200: envelopeSchema(lookupList) } },
      },
      async (_request, reply) => {
        reply.header('cache-control', CACHE_FOR_FIVE_MINUTES);
        return successEnvelope(await listLookup(app.database.db, { name: route.lookup }));
      },
    );
  }
  api.get(
    '/api/jewellery-sub-type',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Lookups'],
        summary: 'Jewellery sub types with their jewellery type',
        querystring: z.object({
          jewelleryTypeId: recordIdParam.optional().describe('Only the sub types of this type'),
        }),
        response: { 200: envelopeSchema(z.array(jewellerySubTypeRecord)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_FOR_FIVE_MINUTES);
      return successEnvelope(await listJewellerySubTypes(app.database.db, request.query));
    },
  );
}
