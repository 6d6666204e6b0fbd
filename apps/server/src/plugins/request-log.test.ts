import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { createTestDatabase } from '@facet/db/testing/test-database';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { CookieRelay, createInProcessApiFetch } from '../lib/api-fetch.ts';
import { testConfig } from '../testing/test-app.ts';
import requestLog from './request-log.ts';

interface LogLine {
  level: number;
  url?: string;
  statusCode?: number;
  msg: string;
}

function logSink() {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, sink };
}

const DEBUG = 20;
const INFO = 30;
const ERROR = 50;

describe('request log', () => {
  it('writes one info line per outside request, even one claiming to be an in-process call', async () => {
    const { lines, sink } = logSink();
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

  it("logs files and the web app's manifest and data requests that were answered at debug, and files that failed, pages and API calls at info", async () => {
    // The same routes as the shop: the build's files through @fastify/static, pictures under
    // /media/*, pages through the web app's catch-all, the API under /api.
    const buildDir = mkdtempSync(path.join(tmpdir(), 'facet-request-log-'));
    mkdirSync(path.join(buildDir, 'assets'));
    writeFileSync(path.join(buildDir, 'assets/entry-1a2b.js'), 'export {};');
    writeFileSync(path.join(buildDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { lines, sink } = logSink();
    const app = Fastify({
      loggerInstance: pino({ level: 'debug' }, sink),
      logController: new LogController({ disableRequestLogging: true }),
    });
    await app.register(requestLog);
    await app.register(fastifyStatic, { root: buildDir, wildcard: false });
    app.get('/media/*', async (request, reply) => {
      const wanted = (request.params as { '*': string })['*'];
      if (wanted === 'ring-1/400.webp') {
        if (request.headers['if-none-match'] === '"ring-1"') return reply.code(304).send();
        return reply.type('image/webp').send(Buffer.from('RIFF'));
      }
      if (wanted === 'broken/400.webp') throw new Error('the media store is down');
      return reply.code(404).send({ statusCode: 404 });
    });
    app.get('/api/metal', async () => ({ data: [] }));
    app.get('/*', async (_request, reply) => reply.type('text/html').send('<!doctype html><p>A page</p>'));
    try {
      const answers: Record<string, number> = {};
      for (const [url, headers] of [
        ['/assets/entry-1a2b.js', {}],
        ['/favicon.svg', {}],
        ['/media/ring-1/400.webp', {}],
        ['/media/ring-1/400.webp?again', { 'if-none-match': '"ring-1"' }],
        ['/media/missing/400.webp', {}],
        ['/media/broken/400.webp', {}],
        ['/', {}],
        ['/__manifest?p=%2Fdiamonds&version=1a2b', {}],
        ['/diamonds.data', {}],
        ['/assets/gone-9z9z.js', {}],
        ['/api/metal', {}],
      ] as const) {
        answers[url] = (await app.inject({ url, headers })).statusCode;
      }
      expect(answers).toEqual({
        '/assets/entry-1a2b.js': 200,
        '/favicon.svg': 200,
        '/media/ring-1/400.webp': 200,
        '/media/ring-1/400.webp?again': 304,
        '/media/missing/400.webp': 404,
        '/media/broken/400.webp': 500,
        '/': 200,
        '/__manifest?p=%2Fdiamonds&version=1a2b': 200,
        '/diamonds.data': 200,
        // A file that is not there is a page: the web app answers it (its not-found page).
        '/assets/gone-9z9z.js': 200,
        '/api/metal': 200,
      });
      const levels = Object.fromEntries(
        lines.filter((line) => line.msg === 'request completed').map((line) => [line.url, line.level]),
      );
      expect(levels).toEqual({
        '/assets/entry-1a2b.js': DEBUG,
        '/favicon.svg': DEBUG,
        '/media/ring-1/400.webp': DEBUG,
        '/media/ring-1/400.webp?again': DEBUG,
        '/media/missing/400.webp': INFO,
        '/media/broken/400.webp': ERROR,
        '/': INFO,
        '/__manifest?p=%2Fdiamonds&version=1a2b': DEBUG,
        '/diamonds.data': DEBUG,
        '/assets/gone-9z9z.js': INFO,
        '/api/metal': INFO,
      });
    } finally {
      await app.close();
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
