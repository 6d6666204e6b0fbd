import type { BusinessDetails } from '@facet/contracts/business-details';
import type { FastifyInstance } from 'fastify';
import { businessDetails } from './business-details.service.ts';

/** The business details from this instance's reference cache (group `business`, dropped by every change). */
export function cachedBusinessDetails(app: FastifyInstance): Promise<BusinessDetails> {
  return app.referenceCache.get('business', () => businessDetails(app.database.db));
}
