import { defineEndpoints } from './endpoint.ts';

/*
 * The business's public details (the business details' public part and the social links), read
 * by anyone: every page's footer, /contact-us, the terms, the feed and the web manifest. Their
 * shapes are companyShapes in company.ts.
 */
export const companyEndpoints = defineEndpoints('company', {
  read: { method: 'GET', path: '/api/company', access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { CompanyShapes } from './company.ts';
