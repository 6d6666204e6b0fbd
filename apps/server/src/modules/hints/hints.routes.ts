import { hintEndpoints } from '@facet/contracts/hint-endpoints';
import { hintShapes } from '@facet/contracts/hints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { sendHint } from './hints.service.ts';

/** "Drop a hint" (decision 046): one piece e-mailed to a friend, in the sender's currency. */
export async function registerHintRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const mail = mailContextOf(app.config);
  registerEndpoints(
    app,
    hintEndpoints,
    hintShapes,
    {
      send: ({ body, request }) =>
        sendHint(db(), { ...body, currency: currencyOf(request, body.currency) }, actorOf(request), mail),
    },
    { tags: ['Hints'] },
  );
}
