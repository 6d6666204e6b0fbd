import { defineEndpoints } from '@facet/contracts/endpoint';
import { defineShapes } from '@facet/contracts/endpoint-shapes';
import { goneEnvelope, successEnvelope } from '@facet/contracts/envelope';
import { z } from '@facet/contracts/zod';
import Fastify, { type FastifyContextConfig } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { answerSerialiser, registerEndpoints } from './endpoint-routes.ts';
import { key } from './endpoint-routes.test-support.ts';

/*
 * registerEndpoints on a bare Fastify: answers serialised ahead (a cached read's) and a second
 * answer, the 410 of a gone item; and what a shape or the group may add to its routes
 * (sameOriginOnly, headers, a body read as text, a log level).
 */

describe('answers serialised ahead', () => {
  const pieces = defineEndpoints('pieces', {
    page: { method: 'GET', path: '/api/piece/:sku', access: 'public' },
    list: { method: 'GET', path: '/api/piece', access: 'public' },
  });
  const piece = z.object({ sku: z.string(), name: z.string() });
  const gonePiece = z.object({ kind: z.literal('piece'), sku: z.string() });
  const shapes = defineShapes(pieces, {
    page: {
      summary: 'A piece, or 410 with the gone one',
      params: z.object({ sku: z.string() }),
      response: piece,
      gone: gonePiece,
    },
    list: { summary: 'Pieces', response: z.array(piece) },
  });
  const serialise = {
    page: answerSerialiser(shapes.page.response, pieces.page),
    gone: answerSerialiser(shapes.page.gone, pieces.page),
    list: answerSerialiser(shapes.list.response, pieces.list),
  };
  const ring = { sku: 'ring', name: 'Ring' };

  async function appWith(handlers: Parameters<typeof registerEndpoints<typeof pieces, typeof shapes>>[3]) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerEndpoints(app, pieces, shapes, handlers, { tags: ['Pieces'] });
    await app.ready();
    return app;
  }

  it('are sent as they were serialised, with the status of the answer they are', async () => {
    const kept = {
      // A field the schema does not name is left out, as the route itself would leave it out.
      page: serialise.page(successEnvelope({ ...ring, costPrice: 12_000 })),
      gone: serialise.gone(goneEnvelope({ kind: 'piece' as const, sku: 'old' }, 'This piece is no longer available.')),
      list: serialise.list(successEnvelope([ring])),
    };
    expect(JSON.parse(kept.page.body)).toEqual(successEnvelope(ring));
    const app = await appWith({
      page: async ({ params }) => (params.sku === 'old' ? kept.gone : kept.page),
      list: async () => kept.list,
    });
    const page = await app.inject({ url: '/api/piece/ring' });
    expect([page.statusCode, page.headers['content-type'], page.body]).toEqual([
      200,
      'application/json; charset=utf-8',
      kept.page.body,
    ]);
    const gone = await app.inject({ url: '/api/piece/old' });
    expect([gone.statusCode, gone.body]).toEqual([410, kept.gone.body]);
    expect(gone.json()).toMatchObject({ isSuccess: false, data: { kind: 'piece', sku: 'old' } });
    expect((await app.inject({ url: '/api/piece' })).body).toBe(kept.list.body);
    await app.close();
  });

  it('are refused when serialised by another schema than their route’s (in types, and at run time)', async () => {
    const mistakes = () =>
      appWith({
        // @ts-expect-error -- the page's answer is its own or its gone one, not the list's
        page: async () => serialise.list(successEnvelope([ring])),
        // @ts-expect-error -- the list has no gone answer
        list: async () => serialise.gone(goneEnvelope({ kind: 'piece' as const, sku: 'old' }, 'Gone.')),
      });
    expect(mistakes).toBeTypeOf('function');
    // A schema of the same type is the same to the type checker: the route compares the schema itself.
    const lookalike = answerSerialiser(z.array(piece), pieces.list)(successEnvelope([ring]));
    const app = await appWith({
      page: async () => serialise.page(successEnvelope(ring)),
      list: async () => lookalike,
    });
    expect((await app.inject({ url: '/api/piece' })).statusCode).toBe(500);
    await app.close();
  });

  it('fail when the answer does not fit the schema, as a fresh answer would', () => {
    const wrong = successEnvelope({ sku: 42 }) as unknown as ReturnType<typeof successEnvelope<typeof ring>>;
    expect(() => serialise.page(wrong)).toThrow();
  });
});

describe('registerEndpoints', () => {
  it('gives a GET that changes state its sameOriginOnly refusal, and no other route one', async () => {
    const refusal = { refusal: 'Only from the shop’s own pages.' };
    const addresses = defineEndpoints('sameOriginExample', {
      toggle: { method: 'GET', path: '/api/example/toggle/:id', access: 'members', sameOriginOnly: refusal },
      change: { method: 'PUT', path: '/api/example/change/:id', access: 'members' },
    });
    const params = z.object({ id: z.string() });
    const shapes = defineShapes(addresses, {
      toggle: { summary: 'Toggle by link', params, response: z.null() },
      change: { summary: 'Change', params, response: z.null() },
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const configs = new Map<string, FastifyContextConfig | undefined>();
    app.addHook('onRoute', (route) => {
      configs.set(key(String(route.method), route.url), route.config);
    });
    registerEndpoints(
      app,
      addresses,
      shapes,
      { toggle: async () => null, change: async () => null },
      { tags: ['Example'] },
    );
    await app.ready();
    expect(configs.get('GET /api/example/toggle/:id')).toMatchObject({ access: 'members', sameOriginOnly: refusal });
    expect(configs.get('PUT /api/example/change/:id')).not.toHaveProperty('sameOriginOnly');
    await app.close();
  });

  it('checks and hands the handler the headers a shape declares, and gives the others none', async () => {
    const addresses = defineEndpoints('headersExample', {
      keyed: { method: 'POST', path: '/api/example/keyed', access: 'public' },
      plain: { method: 'POST', path: '/api/example/plain', access: 'public' },
    });
    const headers = z.looseObject({ 'idempotency-key': z.string().trim().min(8).optional() });
    const shapes = defineShapes(addresses, {
      keyed: { summary: 'Keyed', headers, response: z.object({ key: z.string().nullable() }) },
      plain: { summary: 'Plain', response: z.object({ names: z.array(z.string()) }) },
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerEndpoints(
      app,
      addresses,
      shapes,
      {
        keyed: async ({ headers: given }) => ({ key: given['idempotency-key'] ?? null }),
        plain: async ({ headers: given }) => ({ names: Object.keys(given) }),
      },
      { tags: ['Example'] },
    );
    await app.ready();
    const post = (url: string, key?: string) =>
      app.inject({ method: 'POST', url, headers: key === undefined ? {} : { 'idempotency-key': key } });
    expect((await post('/api/example/keyed', '  attempt-1  ')).json().data).toEqual({ key: 'attempt-1' });
    expect((await post('/api/example/keyed')).json().data).toEqual({ key: null });
    expect((await post('/api/example/keyed', 'short')).statusCode).toBe(400);
    const plain = await post('/api/example/plain', 'short');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toEqual({ names: [] });
    await app.close();
  });

  it('hands a body read as text to its handler as sent, in a scope that parses no other route’s body', async () => {
    const addresses = defineEndpoints('rawBodyExample', {
      signed: { method: 'POST', path: '/api/example/signed', access: 'public' },
      parsed: { method: 'POST', path: '/api/example/parsed', access: 'public' },
    });
    const shapes = defineShapes(addresses, {
      signed: { summary: 'Signed', rawBody: true, response: z.object({ text: z.string() }) },
      parsed: { summary: 'Parsed', body: z.object({ n: z.number() }), response: z.object({ n: z.number() }) },
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const routes = new Map<string, { config?: FastifyContextConfig; logLevel?: string }>();
    app.addHook('onRoute', (route) => {
      routes.set(key(String(route.method), route.url), { config: route.config, logLevel: route.logLevel });
    });
    registerEndpoints(
      app,
      addresses,
      shapes,
      {
        signed: async ({ body }) => ({ text: body satisfies string }),
        parsed: async ({ body }) => ({ n: body.n }),
      },
      { tags: ['Example'], logLevel: 'warn' },
    );
    await app.ready();
    const post = (url: string, payload?: string) =>
      app.inject({
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
      });
    const sent = '{ "event":  "paid",\n "id": 1 }';
    expect((await post('/api/example/signed', sent)).json().data).toEqual({ text: sent });
    expect((await post('/api/example/signed')).json().data).toEqual({ text: '' });
    expect((await post('/api/example/parsed', '{"n": 2}')).json().data).toEqual({ n: 2 });
    expect(routes.get('POST /api/example/signed')).toMatchObject({
      config: { jsonBodyAsText: true },
      logLevel: 'warn',
    });
    expect(routes.get('POST /api/example/parsed')?.config).not.toHaveProperty('jsonBodyAsText');
    expect(routes.get('POST /api/example/parsed')?.logLevel).toBe('warn');
    await app.close();
  });

  it('refuses a shape whose body is both read as text and given a schema', () => {
    const addresses = defineEndpoints('rawBodyMistake', {
      signed: { method: 'POST', path: '/api/example/signed', access: 'public' },
    });
    expect(() =>
      defineShapes(addresses, {
        signed: { summary: 'Signed', rawBody: true, body: z.object({}), response: z.null() },
      }),
    ).toThrow('a body read as text has no body schema');
  });
});
