import type { ProductForUpdate } from '@facet/contracts/products';
import type { Role } from '@facet/contracts/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createHuidsTestApp, lineOf, orderBeingMade, ship } from './order-huids.test-support.ts';

/*
 * The HUID rules are the Admin's, audited: marking a piece exempt (with a reason), which then
 * ships without a HUID, and the weight threshold, by which orders then ship.
 */

let t: TestApp;
let gold: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

beforeAll(async () => ({ t, gold } = await createHuidsTestApp()));
afterAll(() => t?.close());

describe('the exemption and the threshold are Admin’s', () => {
  function draftOf(stored: ProductForUpdate, huidExemptReason?: string | null) {
    const {
      productVarients: _v,
      droppedVariants: _d,
      productMedias: _m,
      createDate: _c,
      updateDate: _u,
      isListed: _l,
      huidExemptReason: _h,
      ...fields
    } = stored;
    return {
      ...fields,
      ...(huidExemptReason === undefined ? {} : { huidExemptReason }),
      variants: [],
      removedVariantIds: [],
      mediaFile: [],
      filesToDelete: [],
    };
  }
  const save = (role: Role, payload: object) => t.injectAs(role, { method: 'PUT', url: '/api/product', payload });

  it('lets only an Admin mark a piece exempt, with a reason, audited; an exempt piece ships without a HUID', async () => {
    const band = await createProductAs(
      t,
      ringDraft({ productName: 'Test Antique Band', metalAttribute: ['Yellow Gold'] }),
    );
    const bandSku = band.productVarients[0]!.sku;
    for (const role of ['Manager', 'JewelleryManager'] as const) {
      const refused = await save(role, draftOf(band, 'Antique piece'));
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().errorMessages).toEqual(['Only an Admin can let a piece off its HUID.']);
    }
    const empty = await save('Admin', draftOf(band, '   '));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessages.join(' ')).toContain(
      'Give the reason this piece needs no HUID, or leave it hallmarked.',
    );
    const wrongType = await save('Admin', draftOf(band, 42 as unknown as string));
    expect(wrongType.statusCode).toBe(400);
    const marked = await save('Admin', draftOf(band, 'Antique piece, hallmarked before HUIDs'));
    expect(marked.statusCode, marked.body).toBe(200);
    expect((marked.json().data as ProductForUpdate).huidExemptReason).toBe('Antique piece, hallmarked before HUIDs');
    const audit = await one<{ before: { huidExemptReason: string | null }; after: { huidExemptReason: string } }>(
      sql`select before, after from audit_log where action = 'product.changed' and entity_id = ${String(band.productId)}
           order by id desc limit 1`,
    );
    expect(audit.before.huidExemptReason).toBeNull();
    expect(audit.after.huidExemptReason).toBe('Antique piece, hallmarked before HUIDs');
    // Jewellery staff still save the piece: the editor sends the reason as it is, or leaves it out.
    const stored = marked.json().data as ProductForUpdate;
    expect((await save('JewelleryManager', draftOf(stored, stored.huidExemptReason))).statusCode).toBe(200);
    expect((await save('JewelleryManager', draftOf(stored))).statusCode).toBe(200);
    expect((await save('JewelleryManager', draftOf(stored, null))).statusCode).toBe(403);

    const { order } = await orderBeingMade(t, [{ sku: bandSku }]);
    expect(lineOf(order, bandSku).needsHuid).toBe(false);
    expect((await ship(t, order.id, {})).statusCode).toBe(200);
    // Taken away again by an Admin: the piece needs its HUID once more.
    expect((await save('Admin', draftOf(stored, null))).statusCode).toBe(200);
    const next = await orderBeingMade(t, [{ sku: bandSku }]);
    expect(lineOf(next.order, bandSku).needsHuid).toBe(true);
  });

  it('lets only an Admin change the weight threshold, audited, and ships by it', async () => {
    const put = (role: Role | null, payload: object) =>
      t.injectAs(role, { method: 'PUT', url: '/api/conversion/huid-min-weight', payload });
    expect((await put('Manager', { huidMinWeight: 5 })).statusCode).toBe(403);
    expect((await put(null, { huidMinWeight: 5 })).statusCode).toBe(401);
    const negative = await put('Admin', { huidMinWeight: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errorMessages[0]).toContain('must be between 0 g and 50 g');
    expect((await put('Admin', { huidMinWeight: '5' })).statusCode).toBe(400);
    const read = await t.injectAs(null, { method: 'GET', url: '/api/conversion/huid-min-weight' });
    expect(read.json().data).toEqual({ huidMinWeight: 2 });

    const changed = await put('Admin', { huidMinWeight: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ huidMinWeight: 5, repricedVariants: 0 });
    const audit = await one<{ before: object; after: object }>(
      sql`select before, after from audit_log where action = 'pricing.parameter-changed' and entity_id = 'huidMinWeight'
           order by id desc limit 1`,
    );
    expect(audit).toEqual({ before: { huidMinWeight: 2 }, after: { huidMinWeight: 5, repricedVariants: 0 } });
    try {
      // The 4 g gold ring is now under the threshold.
      const { order } = await orderBeingMade(t, [{ sku: gold }]);
      expect(lineOf(order, gold).needsHuid).toBe(false);
      expect((await ship(t, order.id, {})).statusCode).toBe(200);
    } finally {
      expect((await put('Admin', { huidMinWeight: 2 })).statusCode).toBe(200);
    }
  });
});
