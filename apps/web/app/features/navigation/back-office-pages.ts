import { backOfficePages, canEnter, type Role } from '@facet/contracts/permissions';

/**
 * The back-office pages built so far. The navigation lists those the role may open (the
 * permission table); the other areas join as their features are built.
 */
const built = new Set([
  '/dashboard',
  '/jewelleries',
  '/metal-and-price',
  '/tax',
  '/store-credit',
  '/members',
  '/customers',
  '/saved-search-settings',
  '/outbox',
  '/inquiries',
  '/appointments',
  '/custom-jewelleries',
  '/stones',
  '/coupon',
  '/orders',
  '/returns',
  '/ring-sizers',
  '/carriers',
  '/blog',
  '/business-details',
  '/after-sale',
  '/accounts',
]);

export function backOfficeNavigation(role: Role) {
  return backOfficePages.filter((page) => built.has(page.path) && canEnter(role, page.area));
}
