import { ringBuilderEndpoints } from '@facet/contracts/ring-builder-endpoints';
import { ringBuilderShapes } from '@facet/contracts/ring-builder-pair';
import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { getRingBuilderPair } from './ring-builder.service.ts';
import { createRingPicturePool } from './ring-picture-pool.ts';
import { drawAhead, getRingPicture } from './ring-picture.service.ts';

/** The ring builder: the pair a shopper keeps in the browser, read for the builder bar and review page. */
export async function registerRingBuilderRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  // The setting drawn with the stone in it: a picture address beside /media's (public, kept a year).
  const pictures = createRingPicturePool(app.config.ringPictureThreads);
  app.addHook('onClose', () => pictures.close());
  registerEndpoints(
    app,
    ringBuilderEndpoints,
    ringBuilderShapes,
    {
      pair: async ({ query, request }) => {
        const pair = await getRingBuilderPair(db(), {
          ...query,
          // Asked for in the query, else remembered in the cookie, else USD.
          currency: currencyOf(request, query.currency),
        });
        // The review's picture (its `src` width), drawn now so that the review finds it kept.
        drawAhead(app.mediaStore, pictures, pair, 800, (error) =>
          request.log.warn({ err: error }, 'The ring picture could not be drawn ahead.'),
        );
        return pair;
      },
    },
    { tags: ['Ring builder'] },
  );

  app.get('/media/ring/:settingSku/:stoneSku/:file', { schema: { hide: true } }, async (request, reply) => {
    const params = request.params as { settingSku: string; stoneSku: string; file: string };
    const picture = await getRingPicture(db(), app.mediaStore, pictures, params);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-ring-picture', picture.cached ? 'kept' : 'drawn')
      .type('image/webp')
      .send(picture.body);
  });
}
