/*
 * The one permission table. The server guards, the web route guards,
 * the back-office navigation and the header dashboard link all read it; nothing else decides
 * who may do what.
 */

export const roles = ['Admin', 'Manager', 'StoneManager', 'JewelleryManager', 'Customer'] as const;
export type Role = (typeof roles)[number];
export const staffRoles = ['Admin', 'Manager', 'StoneManager', 'JewelleryManager'] as const satisfies readonly Role[];

/** How a role is written for people (the code names stay in the API). */
export const roleLabels: Record<Role, string> = {
  Admin: 'Admin',
  Manager: 'Manager',
  StoneManager: 'Stone Manager',
  JewelleryManager: 'Jewellery Manager',
  Customer: 'Customer',
};

/** Back-office areas and the roles that may enter them. */
export const areaRoles = {
  dashboard: ['Admin'],
  discountCoupon: ['Admin'],
  metalAndPrice: ['Admin'],
  customers: ['Admin'],
  members: ['Admin'],
  outbox: ['Admin'],
  businessDetails: ['Admin'],
  carriers: ['Admin'],
  afterSale: ['Admin'],
  accounts: ['Admin'],
  jewelleries: ['Admin', 'Manager', 'JewelleryManager'],
  customJewelleries: ['Admin', 'Manager', 'JewelleryManager'],
  stones: ['Admin', 'Manager', 'StoneManager'],
  inquiries: ['Admin', 'Manager', 'StoneManager'],
  appointments: ['Admin', 'Manager', 'JewelleryManager', 'StoneManager'],
  orders: ['Admin', 'Manager'],
  blog: ['Admin', 'Manager'],
} as const satisfies Record<string, readonly Role[]>;
export type Area = keyof typeof areaRoles;
export const areas = Object.keys(areaRoles) as Area[];

/**
 * Who may read the margin (the profit rate): Admin, who sets it (Metal & Price), and the staff
 * who price jewellery and stones, whose forms preview the selling price as they type
 * (decision 007). Shoppers never see it.
 */
export const marginReaders: readonly Area[] = ['metalAndPrice', 'jewelleries', 'stones'];

/**
 * Fields of a record that only some of the roles of its area may change: the jewellery editor
 * is the Jewelleries area's, but letting a piece off its HUID is Admin's alone.
 */
export const fieldRoles = {
  huidExemption: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;
export type GuardedField = keyof typeof fieldRoles;

/** May the role change the field? */
export function mayChangeField(role: Role | null | undefined, field: GuardedField): boolean {
  return role != null && (fieldRoles[field] as readonly Role[]).includes(role);
}

/**
 * What a route needs: anyone, any signed-in person, a back-office area, or any one of several
 * areas (a picture upload serves both jewellery and stones). Every API route declares one (a
 * route without it fails the build of the app and the permission test).
 */
export type Access = 'public' | 'signedIn' | Area | readonly Area[];

/** Extra conditions on a signed-in person: a confirmed e-mail or phone number. */
export type Verification = 'emailConfirmed' | 'phoneNumberConfirmed';

export interface AccessRule {
  access: Access;
  requires?: readonly Verification[];
}

export interface Actor {
  userId: string;
  role: Role;
  emailConfirmed: boolean;
  phoneNumberConfirmed: boolean;
}

export type AccessDecision = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

const verificationMessages: Record<Verification, string> = {
  emailConfirmed: 'Please confirm your e-mail address first.',
  phoneNumberConfirmed: 'Please confirm your phone number first.',
};

export function rolesFor(access: Access): readonly Role[] {
  if (access === 'public' || access === 'signedIn') return roles;
  const areasGiven: readonly Area[] = typeof access === 'string' ? [access] : access;
  return roles.filter((role) => areasGiven.some((area) => (areaRoles[area] as readonly Role[]).includes(role)));
}

/** May the role enter the area (or, given several, any one of them)? */
export function canEnter(role: Role | null | undefined, area: Area | readonly Area[]): boolean {
  return role != null && rolesFor(area).includes(role);
}

export function decideAccess(actor: Actor | null, rule: AccessRule): AccessDecision {
  if (rule.access === 'public') return { allowed: true };
  if (!actor) return { allowed: false, status: 401, message: 'Please sign in to continue.' };
  if (rule.access !== 'signedIn' && !canEnter(actor.role, rule.access)) {
    return { allowed: false, status: 403, message: 'You do not have permission to do this.' };
  }
  for (const needed of rule.requires ?? []) {
    if (!actor[needed]) return { allowed: false, status: 403, message: verificationMessages[needed] };
  }
  return { allowed: true };
}

/** The back-office pages in navigation order. */
export const backOfficePages = [
  { area: 'dashboard', path: '/dashboard', label: 'Dashboard' },
  { area: 'jewelleries', path: '/jewelleries', label: 'Jewelleries' },
  { area: 'stones', path: '/stones', label: 'Stones' },
  { area: 'orders', path: '/orders', label: 'Orders' },
  { area: 'orders', path: '/returns', label: 'Returns' },
  { area: 'orders', path: '/ring-sizers', label: 'Ring sizers' },
  { area: 'carriers', path: '/carriers', label: 'Carriers' },
  { area: 'customJewelleries', path: '/custom-jewelleries', label: 'Custom Jewelleries' },
  { area: 'inquiries', path: '/inquiries', label: 'Inquiries' },
  { area: 'appointments', path: '/appointments', label: 'Appointments' },
  { area: 'blog', path: '/blog', label: 'Blog' },
  { area: 'metalAndPrice', path: '/metal-and-price', label: 'Metal & Price' },
  { area: 'metalAndPrice', path: '/tax', label: 'Tax' },
  { area: 'metalAndPrice', path: '/store-credit', label: 'Store credit' },
  { area: 'discountCoupon', path: '/coupon', label: 'Discount Coupons' },
  { area: 'customers', path: '/customers', label: 'Customers' },
  { area: 'customers', path: '/saved-search-settings', label: 'Saved searches' },
  { area: 'members', path: '/members', label: 'Members' },
  { area: 'outbox', path: '/outbox', label: 'Outbox' },
  { area: 'businessDetails', path: '/business-details', label: 'Business details' },
  { area: 'afterSale', path: '/after-sale', label: 'After-sale policy' },
  { area: 'accounts', path: '/accounts', label: 'Accounts' },
] as const satisfies readonly { area: Area; path: string; label: string }[];

/**
 * The header dashboard link: the first back-office page the role may open —
 * Admin → /dashboard, Manager and JewelleryManager → /jewelleries, StoneManager → /stones.
 */
export function dashboardPathFor(role: Role | null | undefined): string | null {
  return backOfficePages.find((page) => canEnter(role, page.area))?.path ?? null;
}
