import type { AfterSalePolicy } from '@facet/contracts/after-sale-policy';
import type { FastifyInstance } from 'fastify';
import { readAfterSalePolicy } from './after-sale-policy.service.ts';

/** The after-sale policy from this instance's reference cache (group `after-sale`, dropped by every change). */
export function cachedAfterSalePolicy(app: FastifyInstance): Promise<AfterSalePolicy> {
  return app.referenceCache.get('after-sale', () => readAfterSalePolicy(app.database.db));
}
