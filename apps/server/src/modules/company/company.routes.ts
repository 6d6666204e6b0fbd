import type { BusinessDetails } from '@facet/contracts/business-details';
import { type CompanyInfo, companyShapes } from '@facet/contracts/company';
import { companyEndpoints } from '@facet/contracts/company-endpoints';
import { formatPhoneNumber } from '@facet/contracts/phone';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../env.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { cachedBusinessDetails } from '../business-details/cached-business-details.ts';

/**
 * What anyone may read of the business: the business details but the LUT and the complaint
 * period, and the social links from the configuration (README "Configuration").
 */
export function publicCompanyInfo(details: BusinessDetails, company: Config['company']): CompanyInfo {
  return {
    businessName: details.tradeName,
    legalName: details.legalName,
    email: details.customerCare.email,
    phone: formatPhoneNumber(details.customerCare.phone),
    whatsApp: company.whatsApp,
    instagram: company.instagram,
    address: details.address,
    website: company.website,
    gstin: details.gstin,
    customerCare: details.customerCare,
    grievanceOfficer: details.grievanceOfficer,
  };
}

export async function registerCompanyRoutes(app: FastifyInstance) {
  registerEndpoints(
    app,
    companyEndpoints,
    companyShapes,
    {
      read: async ({ reply }) => {
        // Pages read it in-process at every request; this is for other clients, and short so a change shows soon.
        reply.header('cache-control', 'public, max-age=60');
        return publicCompanyInfo(await cachedBusinessDetails(app), app.config.company);
      },
    },
    { tags: ['Company'] },
  );
}
