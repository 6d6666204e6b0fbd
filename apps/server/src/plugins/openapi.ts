import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_DOCS_PREFIX, markDocumentationScope } from '../lib/api-documentation.ts';

/*
 * The OpenAPI document is generated from the routes' zod schemas and browsable at
 * /api/docs; only /api routes appear in it (not the pages, assets or the catch-alls). It maps
 * every back-office call with its fields, which helps someone probing the shop more than a
 * shopper, so by default only signed-in staff may read it (API_DOCS=staff); API_DOCS=public
 * publishes it for integrators, API_DOCS=off leaves it out. The UI's routes are registered in a
 * scope of their own, marked so that the access plugin knows them (lib/api-documentation.ts).
 */

type TransformArg = Parameters<typeof jsonSchemaTransform>[0];

function documentApiRoutesOnly(arg: TransformArg) {
  const isApiRoute = arg.url.startsWith('/api/') && !arg.url.startsWith(API_DOCS_PREFIX) && arg.url !== '/api/*';
  if (!isApiRoute) return { schema: { ...arg.schema, hide: true }, url: arg.url };
  return jsonSchemaTransform(arg);
}

async function openapiPlugin(app: FastifyInstance) {
  if (app.config.apiDocs === 'off') return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Facet API',
        description:
          'The JSON API of the Facet jewellery shop. Every response is the envelope ' +
          '{ statusCode, errorMessages, data, isSuccess }; paged data is { records, totalRecords }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'facet_session' } },
      },
    },
    transform: documentApiRoutesOnly,
  });
  await app.register(async (documentation) => {
    markDocumentationScope(documentation);
    await documentation.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
