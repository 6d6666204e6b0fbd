import { queryRows } from '@facet/db/client';
import { jobs } from '@facet/db/schema/jobs';
import { type products } from '@facet/db/schema/products';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { DELETE_MEDIA_FILES_JOB, deleteMedia, purgeOrphanMedia } from './media.service.ts';
import { listMediaReferences } from './media-references.service.ts';
import { closeMediaTestApp, createMediaTestApp, mediaHelpers } from './media.test-support.ts';

/*
 * Deleting pictures: the rows in the caller's transaction, the files by a job after the commit,
 * and the purge of pictures nothing uses, which every table with a foreign key to media keeps.
 */

let t: TestApp;
let demoDir: string;
beforeAll(async () => ({ t, demoDir } = await createMediaTestApp()));
afterAll(() => closeMediaTestApp(t, demoDir));
const { runJobs, mediaRow, uploadedId } = mediaHelpers(() => t);

describe('deleting pictures', () => {
  const sizes = ['400', '800', '1600'];

  async function filesOf(key: string) {
    const found = await Promise.all(sizes.map((width) => t.app.mediaStore.get(`${key}/${width}.webp`)));
    return found.filter(Boolean).length;
  }

  it('deletes the rows in the caller’s transaction and the files by a job after the commit', async () => {
    const { id, key } = await uploadedId();
    await runJobs();
    expect(await filesOf(key)).toBe(3);

    await t.database.db.transaction((tx) => deleteMedia(tx, { ids: [id] }));
    expect(await mediaRow(id)).toBeUndefined();
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, DELETE_MEDIA_FILES_JOB));
    expect(queued.map((job) => job.payload)).toContainEqual({ keys: [key] });
    expect(await filesOf(key)).toBe(3);

    await runJobs();
    expect(await filesOf(key)).toBe(0);
    expect((await t.app.inject({ url: `/media/${key}/800.webp` })).statusCode).toBe(404);
  });

  it('keeps rows and files when the caller’s transaction rolls back', async () => {
    const { id, key } = await uploadedId();
    await runJobs();
    await expect(
      t.database.db.transaction(async (tx) => {
        await deleteMedia(tx, { ids: [id] });
        throw new Error('the product save failed');
      }),
    ).rejects.toThrow('the product save failed');
    await runJobs();
    expect(await mediaRow(id)).toBeDefined();
    expect(await filesOf(key)).toBe(3);
  });

  it('purges pictures older than a day that no product uses, and only those', async () => {
    const oldOrphan = await uploadedId();
    const oldUsed = await uploadedId();
    const newOrphan = await uploadedId();
    await runJobs();
    const [product] = await queryRows<Pick<typeof products.$inferSelect, 'id'>>(
      t.database.db,
      sql`insert into products (name, sub_type_id, base_weight, gender_id, attributes)
          values ('Purge test ring', (select min(id) from jewellery_sub_types), 3000,
                  (select min(id) from genders), '{}'::jsonb)
          returning id`,
    );
    await t.database.db.execute(
      sql`insert into product_media (product_id, media_id, media_category_id)
          values (${product!.id}, ${oldUsed.id}, (select min(id) from media_categories))`,
    );
    await t.database.db.execute(
      sql`update media set create_date = now() - interval '25 hours' where id in (${oldOrphan.id}, ${oldUsed.id})`,
    );
    await t.database.db.execute(
      sql`update media set create_date = now() - interval '23 hours' where id = ${newOrphan.id}`,
    );

    // The recurring job is due now (as the runner schedules it on start).
    await t.database.db.insert(jobs).values({ kind: 'media.purge-orphans', uniqueKey: 'media.purge-orphans' });
    await runJobs();

    expect(await mediaRow(oldOrphan.id)).toBeUndefined();
    expect(await filesOf(oldOrphan.key)).toBe(0);
    expect(await mediaRow(oldUsed.id)).toBeDefined();
    expect(await filesOf(oldUsed.key)).toBe(3);
    expect(await mediaRow(newOrphan.id)).toBeDefined();
    expect(await filesOf(newOrphan.key)).toBe(3);

    const next = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'media.purge-orphans'));
    expect(next.find((job) => job.status === 'queued')?.runAt.getTime()).toBeGreaterThan(Date.now() + 5 * 3600_000);
  });
});

describe('the purge and the tables that keep pictures', () => {
  it('finds every foreign key to media in the database, so a new picture table is protected at once', async () => {
    const db = t.database.db;
    const before = await listMediaReferences(db);
    expect(before).toContainEqual({ table: 'product_media', column: 'media_id' });
    expect(before).toContainEqual({ table: 'blog_posts', column: 'cover_media_id' });

    // A table added by a later migration, which no code names.
    await db.execute(sql`create table lookbook_pictures (media_id uuid not null references media (id))`);
    expect(await listMediaReferences(db)).toContainEqual({ table: 'lookbook_pictures', column: 'media_id' });
    const kept = await uploadedId();
    const orphan = await uploadedId();
    await db.execute(sql`insert into lookbook_pictures (media_id) values (${kept.id})`);
    await db.execute(
      sql`update media set create_date = now() - interval '25 hours' where id in (${kept.id}, ${orphan.id})`,
    );

    await purgeOrphanMedia(db);
    expect(await mediaRow(kept.id)).toBeDefined();
    expect(await mediaRow(orphan.id)).toBeUndefined();
    await db.execute(sql`drop table lookbook_pictures`);
  });
});
