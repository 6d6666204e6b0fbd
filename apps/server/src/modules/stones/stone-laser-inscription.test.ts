import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoneAs, deleteEveryStone, stoneDraft } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * A stone's laser inscription: written by Stones staff on the stone form, kept as written, shown
 * to staff and on the stone's page; none when the stone is not inscribed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await deleteEveryStone(t);
});
afterAll(() => t.close());

async function save(method: 'POST' | 'PUT', payload: object) {
  return t.app.inject({ method, url: '/api/stone', headers: { cookie: await t.cookieFor('StoneManager') }, payload });
}

describe('a stone’s laser inscription', () => {
  it('is kept as written, shown to staff and to shoppers, and cleared when left empty', async () => {
    const stone = await createStoneAs(t, stoneDraft({ laserInscription: '  IGI LG612345678 ' }));
    expect(stone.laserInscription).toBe('IGI LG612345678');

    const page = await t.app.inject({ url: `/api/stone/sku/${stone.sku}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.laserInscription).toBe('IGI LG612345678');

    const cleared = await save('PUT', { ...stoneDraft(), id: stone.id, sku: stone.sku, laserInscription: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.laserInscription).toBeNull();
    const again = await t.app.inject({
      url: `/api/stone/id/${stone.id}`,
      headers: { cookie: await t.cookieFor('StoneManager') },
    });
    expect(again.json().data.laserInscription).toBeNull();
  });

  it('is none for a stone saved without one', async () => {
    const stone = await createStoneAs(t, stoneDraft());
    expect(stone.laserInscription).toBeNull();
  });

  it('refuses one too long, one with a line break, and one of the wrong type, saying why', async () => {
    for (const laserInscription of ['G'.repeat(41), 'GIA\n2141438167', 2141438167]) {
      const refused = await save('POST', stoneDraft({ laserInscription }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorMessages.join(' ')).toMatch(/^laserInscription: /);
    }
  });
});
