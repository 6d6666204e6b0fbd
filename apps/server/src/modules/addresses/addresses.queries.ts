import type { Database } from '@facet/db/client';
import { addresses } from '@facet/db/schema/users';
import { and, eq } from 'drizzle-orm';

/*
 * The address book's SQL that other modules ask, every column named through the schema's tables.
 */

/**
 * One of the customer's addresses as an order or a ring sizer request copies it (who it goes to
 * and where); another customer's is not found.
 */
export async function findCustomerAddress(db: Database, userId: string, addressId: string) {
  const [row] = await db
    .select({
      fullName: addresses.fullName,
      phoneNumber: addresses.phoneNumber,
      line1: addresses.line1,
      line2: addresses.line2,
      city: addresses.city,
      state: addresses.state,
      postalCode: addresses.postalCode,
      country: addresses.country,
    })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}
