import type { Role } from '@facet/contracts/permissions';
import type { Database } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { users } from '../schema/users.ts';

/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo#2026';

export const demoAccounts: readonly {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}[] = [
  { email: 'admin@example.com', role: 'Admin', firstName: 'Ananya', lastName: 'Rao', phoneNumber: '+919820000001' },
  {
    email: 'manager@example.com',
    role: 'Manager',
    firstName: 'Vikram',
    lastName: 'Mehta',
    phoneNumber: '+919820000002',
  },
  {
    email: 'stone.manager@example.com',
    role: 'StoneManager',
    firstName: 'Farah',
    lastName: 'Khan',
    phoneNumber: '+919820000003',
  },
  {
    email: 'jewellery.manager@example.com',
    role: 'JewelleryManager',
    firstName: 'Rohan',
    lastName: 'Iyer',
    phoneNumber: '+919820000004',
  },
  {
    email: 'customer@example.com',
    role: 'Customer',
    firstName: 'Meera',
    lastName: 'Shah',
    phoneNumber: '+919820000005',
  },
];

/** One account per role; staff are activated, the customer has e-mail and phone confirmed. */
export async function seedDemoAccounts(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      demoAccounts.map((account) => ({
        ...account,
        passwordHash,
        ringSize: account.role === 'Customer' ? '6' : null,
        isActive: true,
        isAccountActivated: true,
        emailConfirmed: true,
        phoneNumberConfirmed: true,
      })),
    )
    .onConflictDoNothing({ target: users.email });
}
