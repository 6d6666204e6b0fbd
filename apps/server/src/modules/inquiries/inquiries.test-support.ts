import type { Role } from '@facet/contracts/permissions';
import { inquiries } from '@facet/db/schema/inquiries';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * What the inquiry test files share (inquiry-sending, inquiries-back-office): an inquiry's
 * form, sending it from a client address of its own, calls as staff, and the rows kept.
 */

/** Calls for one test file, on the app `app` answers once the file's beforeAll has made it. */
export function inquiryCalls(app: () => TestApp) {
  let serial = 0;
  /** A client address and an e-mail address of their own per call, so rate limits never interfere. */
  function fresh() {
    serial += 1;
    return { address: `198.51.100.${serial}`, email: `asha.${serial}.${Date.now()}@example.org` };
  }

  function inquiry(overrides: Record<string, unknown> = {}) {
    return {
      name: 'Asha Menon',
      email: fresh().email,
      phoneNumber: '+91 98200 12345',
      message: 'Is this stone available to see in the Mumbai studio on Saturday?',
      ...overrides,
    };
  }

  function send(payload: object, remoteAddress = fresh().address, cookie?: string) {
    return app().app.inject({
      method: 'POST',
      url: '/api/inquiry',
      payload,
      remoteAddress,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  }

  function call(method: 'GET' | 'POST' | 'DELETE', url: string, role: Role | null = 'StoneManager', payload?: object) {
    return app().injectAs(role, { method, url, payload });
  }

  async function rowsFrom(email: string) {
    return app().database.db.select().from(inquiries).where(eq(inquiries.email, email));
  }

  return { fresh, inquiry, send, call, rowsFrom };
}
