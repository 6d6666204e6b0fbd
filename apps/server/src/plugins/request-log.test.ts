import { Writable } from 'node:stream';
import { createTestDatabase } from '@facet/db/testing/test-database';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { CookieRelay, createInProcessApiFetch } from '../lib/api-fetch.ts';
import { testConfig } from '../testing/test-app.ts';

describe('request log', () => {
  it('writes one info line per outside request, even one claiming to be an in-process call', async () => {
    const lines: { level: number; url?: string; msg: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: pino({ level: 'debug' }, sink) });
    try {
      await app.inject({ url: '/api/metal', headers: { 'x-facet-in-process': '1' } });
      const page = { id: 'page-1', headers: {}, host: 'shop.test', ip: '203.0.113.7' };
      await createInProcessApiFetch(app, page as never, new CookieRelay(undefined))('/api/metal');
      const [outside, inProcess] = lines.filter((line) => line.msg === 'request completed');
      expect(outside).toMatchObject({ url: '/api/metal', level: 30 });
      expect(inProcess).toMatchObject({ url: '/api/metal', level: 20 });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
