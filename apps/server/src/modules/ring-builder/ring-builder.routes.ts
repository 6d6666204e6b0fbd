import { ringBuilderEndpoints } from '@facet/contracts/ring-builder-endpoints';
import { ringBuilderShapes } from '@facet/contracts/ring-builder-pair';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { whenEventLoopQuiet } from '../../lib/when-event-loop-quiet.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { getRingBuilderPair } from './ring-builder.service.ts';
import { createRingPicturePool } from './ring-picture-pool.ts';
import { type Admission, createRingPictureDrawings, drawAhead, getRingPicture } from './ring-picture.service.ts';

/** The ring builder: the pair a shopper keeps in the browser, read for the builder bar and review page. */
export async function registerRingBuilderRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  // The setting drawn with the stone in it: a picture address beside /media's (public, kept a year).
  const settings = app.config.ringPictures;
  const pool = createRingPicturePool({
    threads: settings.threads,
    warmUp: settings.warmUp,
    onWarmUpFailure: (error) => app.log.warn({ error }, 'A ring picture thread could not make its warm-up drawing.'),
  });
  const pictures = createRingPictureDrawings(app.mediaStore, pool, settings.queue);
  app.metrics?.watchRingPictures(() => ({
    ...pool.figures(),
    underWay: pictures.underWay.size,
    refusedForQueue: pictures.refusedForQueue,
  }));
  app.addHook('onClose', () => pool.close());
  if (settings.warmUp) {
    // Once listening, at the event loop's first quiet moment: the thread loads and makes its
    // warm-up drawing while the server has nothing else to do, not beside the first pages.
    let stopWaiting = () => {};
    app.addHook('onListen', async () => {
      stopWaiting = whenEventLoopQuiet(() => pool.start());
    });
    app.addHook('onClose', async () => stopWaiting());
  }
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
        // The review's picture (its `src` width), drawn now so that the review finds it kept —
        // unless this address has had its new drawings (the pair is answered all the same).
        const admit: Admission = async () => {
          const outcome = await app.limits.attempt('ringPicture', request);
          if ('waitMs' in outcome) throw new AppError('too-many-requests', 'Not drawn ahead: over the bound.');
        };
        drawAhead(pictures, pair, 800, admit, (error) =>
          request.log.warn({ err: error }, 'The ring picture could not be drawn ahead.'),
        );
        return pair;
      },
    },
    { tags: ['Ring builder'] },
  );

  app.get('/media/ring/:settingSku/:stoneSku/:file', { schema: { hide: true } }, async (request, reply) => {
    const params = request.params as { settingSku: string; stoneSku: string; file: string };
    // A new drawing counts towards the asker's bound (429 beyond it); a kept picture does not.
    const admit: Admission = async () => void (await app.limits.take('ringPicture', reply));
    const picture = await getRingPicture(db(), pictures, params, admit);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-ring-picture', picture.cached ? 'kept' : 'drawn')
      .type('image/webp')
      .send(picture.body);
  });
}
