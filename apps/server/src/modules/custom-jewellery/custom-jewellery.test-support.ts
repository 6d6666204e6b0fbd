import type { Role } from '@facet/contracts/permissions';
import { customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { users } from '@facet/db/schema/users';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { createSession, SESSION_COOKIE } from '../sessions/sessions.service.ts';

/*
 * What the custom jewellery test files share (custom-jewellery-sending, custom-jewellery-handling):
 * a request's form, sending it and uploading pictures from a client address of their own, calls
 * as staff, the rows kept, and a second customer.
 */

/** A small PNG to upload as a reference picture. */
export function referencePng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 170, b: 90 } } })
    .png()
    .toBuffer();
}

/** Calls for one test file, on the app `app` answers once the file's beforeAll has made it, uploading `png`. */
export function customJewelleryCalls(app: () => TestApp, png: () => Buffer) {
  let serial = 0;
  /** A client address and an e-mail address of their own per call, so rate limits never interfere. */
  function fresh() {
    serial += 1;
    return { address: `203.0.113.${serial % 250}`, email: `meera.${serial}.${Date.now()}@example.org` };
  }

  function request(overrides: Record<string, unknown> = {}) {
    return {
      name: 'Meera Iyer',
      email: fresh().email,
      phoneNumber: '+91 98200 12345',
      kind: 'engagement_ring',
      metal: 'Platinum',
      stonePreference: 'An oval lab-grown diamond, about 1.5 ct',
      budgetMin: 15_000_000,
      budgetMax: 25_000_000,
      currency: 'INR',
      ringSize: '6.5',
      deadline: '2027-02-14',
      description: 'A vintage-style halo ring like my grandmother’s, with milgrain edges.',
      ...overrides,
    };
  }

  function send(payload: object, remoteAddress = fresh().address, cookie?: string) {
    return app().app.inject({
      method: 'POST',
      url: '/api/custom-jewellery',
      payload,
      remoteAddress,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  }

  function uploadPicture(data = png(), remoteAddress = fresh().address, contentType = 'image/png') {
    const body = multipartFile({ filename: 'reference.png', contentType, data });
    return app().app.inject({
      method: 'POST',
      url: '/api/custom-jewellery/picture',
      headers: body.headers,
      payload: body.payload,
      remoteAddress,
    });
  }

  async function pictureId(): Promise<string> {
    const response = await uploadPicture();
    expect(response.statusCode).toBe(201);
    return response.json().data.id;
  }

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    role: Role | null = 'JewelleryManager',
    payload?: object,
  ) {
    return app().injectAs(role, { method, url, payload });
  }

  async function rowsFrom(email: string) {
    return app().database.db.select().from(customJewelleryRequests).where(eq(customJewelleryRequests.email, email));
  }

  async function idOf(email: string): Promise<number> {
    const [row] = await rowsFrom(email);
    return row!.id;
  }

  /** A second customer account with a session, so "only their own" has someone else to hide. */
  async function anotherCustomerCookie(): Promise<{ cookie: string; userId: string }> {
    const [user] = await app()
      .database.db.insert(users)
      .values({ firstName: 'Kavya', lastName: 'Rao', email: `kavya.${Date.now()}@example.org`, role: 'Customer' })
      .returning();
    const { token } = await createSession(app().database.db, { userId: user!.id });
    return { cookie: `${SESSION_COOKIE}=${token}`, userId: user!.id };
  }

  return { fresh, request, send, uploadPicture, pictureId, call, rowsFrom, idOf, anotherCustomerCookie };
}
