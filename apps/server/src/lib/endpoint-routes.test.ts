import { defineEndpoints } from '@facet/contracts/endpoint';
import { declaredEndpoints, endpointGroups } from '@facet/contracts/endpoint-groups';
import { defineShapes } from '@facet/contracts/endpoint-shapes';
import { goneEnvelope, successEnvelope } from '@facet/contracts/envelope';
import { Readable } from 'node:stream';
import { z } from '@facet/contracts/zod';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyContextConfig, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableRoutes } from '../testing/api-routes.ts';
import { multipartFile } from '../testing/multipart.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { answerSerialiser, fileAnswer, registerEndpoints } from './endpoint-routes.ts';

/*
 * The routes the app registers and the endpoints contracts declare are the same list: each
 * declaration at its path and every alias, once, with its access rule; none registered by hand
 * but the API document's own; and the API document names every declared endpoint. Then, on a bare Fastify,
 * answers serialised ahead (a cached read's) and a second answer, the 410 of a gone item; files
 * answered in place of the envelope or beside it; uploads, registered where multipart is parsed;
 * and what a shape or the group may add to its routes (sameOriginOnly, headers, a body read as
 * text, a log level).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (method: string, url: string) => `${method} ${url}`;

describe('declared endpoints', () => {
  it('are each registered once at their path and every alias, with their access rule', () => {
    const registered = callableRoutes(t.app).filter((route) => route.declared);
    const expected = declaredEndpoints().flatMap((endpoint) =>
      [endpoint.path, ...(endpoint.aliases ?? [])].map((url) => ({
        key: key(endpoint.method, url),
        access: endpoint.access,
      })),
    );
    expect(
      registered.map((route) => ({ key: key(route.method, route.url), access: route.access })).sort(byKey),
    ).toEqual(expected.sort(byKey));
    expect(expected.length).toBeGreaterThanOrEqual(Object.keys(endpointGroups.coupons).length);
  });

  it('leave no /api route registered by hand but the API document’s own and the catch-all', () => {
    const byHand = callableRoutes(t.app)
      .filter((route) => !route.declared && !route.documentation)
      .map((route) => key(route.method, route.url));
    expect(byHand).toEqual([]);
  });

  it('are in the API document with their summaries', async () => {
    const document = (
      await t.app.inject({ url: '/api/docs/json', headers: { cookie: await t.cookieFor('Admin') } })
    ).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>();
    for (const endpoint of declaredEndpoints()) {
      const openApiPath = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(
        document.paths[openApiPath]?.[endpoint.method.toLowerCase()]?.summary,
        `${endpoint.method} ${endpoint.path}`,
      ).toBeTruthy();
    }
    // A shape's gone answer is the route's second response, as it was when registered by hand.
    const variantPage = document.paths['/api/product-varients/{sku}']?.get as { responses?: object } | undefined;
    expect(Object.keys(variantPage?.responses ?? {})).toEqual(['200', '410']);
  });
});

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

describe('files and uploads', () => {
  const papers = defineEndpoints('papersExample', {
    pdf: { method: 'GET', path: '/api/paper/:id/pdf', access: 'public' },
    register: { method: 'GET', path: '/api/paper/register', access: 'public' },
    export: { method: 'GET', path: '/api/paper/export', access: 'public' },
  });
  const row = z.object({ number: z.string() });
  const shapes = defineShapes(papers, {
    pdf: {
      summary: 'A paper (PDF)',
      params: z.object({ id: z.coerce.number() }),
      file: { contentType: 'application/pdf' },
    },
    register: {
      summary: 'The register, or ?format=csv',
      query: z.object({ format: z.enum(['json', 'csv']).default('json') }),
      response: z.array(row),
      file: { contentType: 'text/csv; charset=utf-8' },
    },
    export: { summary: 'The export (CSV)', file: { contentType: 'text/csv; charset=utf-8' } },
  });

  async function appWith(handlers: Parameters<typeof registerEndpoints<typeof papers, typeof shapes>>[3]) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const schemas = new Map<string, FastifySchema | undefined>();
    app.addHook('onRoute', (route) => {
      schemas.set(route.url, route.schema);
    });
    registerEndpoints(app, papers, shapes, handlers, { tags: ['Papers'] });
    await app.ready();
    return { app, schemas };
  }

  it('are sent as attachments with their content type, name and cache-control, in place of the envelope', async () => {
    const { app, schemas } = await appWith({
      pdf: async ({ params }) =>
        fileAnswer({
          body: Buffer.from('%PDF-1.7'),
          contentType: 'application/pdf',
          fileName: `paper-${params.id}.pdf`,
        }),
      register: async ({ query }) =>
        query.format === 'csv'
          ? fileAnswer({ body: 'number\nINV-1\n', contentType: 'text/csv; charset=utf-8', fileName: 'register.csv' })
          : [{ number: 'INV-1' }],
      export: async () =>
        fileAnswer({
          body: Readable.from(['number\n', 'S-1\n']),
          contentType: 'text/csv; charset=utf-8',
          fileName: 'export.csv',
          cacheControl: 'no-store',
        }),
    });
    const pdf = await app.inject({ url: '/api/paper/7/pdf' });
    expect([pdf.statusCode, pdf.body]).toEqual([200, '%PDF-1.7']);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="paper-7.pdf"',
      'cache-control': 'private, no-store',
    });
    const json = await app.inject({ url: '/api/paper/register' });
    expect([json.statusCode, json.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    expect(json.json()).toEqual(successEnvelope([{ number: 'INV-1' }]));
    const csv = await app.inject({ url: '/api/paper/register?format=csv' });
    expect([csv.statusCode, csv.body]).toEqual([200, 'number\nINV-1\n']);
    expect(csv.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="register.csv"',
    });
    const exported = await app.inject({ url: '/api/paper/export' });
    expect([exported.body, exported.headers['cache-control']]).toEqual(['number\nS-1\n', 'no-store']);
    // The API document: a file alone has no response schema, and each route produces its types.
    expect(schemas.get('/api/paper/:id/pdf')).not.toHaveProperty('response');
    expect(schemas.get('/api/paper/:id/pdf')?.produces).toEqual(['application/pdf']);
    expect(Object.keys(schemas.get('/api/paper/register')?.response ?? {})).toEqual(['200']);
    expect(schemas.get('/api/paper/register')?.produces).toEqual(['application/json', 'text/csv']);
    await app.close();
  });

  it('are refused when not the shape’s file (in types, and at run time)', async () => {
    const { app } = await appWith({
      // @ts-expect-error -- the paper is a PDF, not a CSV
      pdf: async () => fileAnswer({ body: 'a,b', contentType: 'text/csv; charset=utf-8', fileName: 'paper.csv' }),
      // @ts-expect-error -- a file alone answers no envelope
      export: async () => [{ number: 'S-1' }],
      register: async () => [],
    });
    expect((await app.inject({ url: '/api/paper/7/pdf' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/api/paper/export' })).statusCode).toBe(500);
    await app.close();
  });

  const uploads = defineEndpoints('uploadsExample', {
    picture: { method: 'POST', path: '/api/example/picture', access: 'public' },
  });
  const uploadShapes = defineShapes(uploads, {
    picture: { summary: 'Upload a picture', upload: true, response: z.object({ bytes: z.number() }), status: 201 },
  });

  it('take multipart where it is parsed, the handler reading the parts from the request', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const schemas = new Map<string, FastifySchema | undefined>();
    app.addHook('onRoute', (route) => {
      schemas.set(route.url, route.schema);
    });
    await app.register(async (scope) => {
      await scope.register(multipart);
      registerEndpoints(
        scope,
        uploads,
        uploadShapes,
        {
          picture: async ({ body, request }) => {
            expect(body).toBeUndefined();
            const file = await request.file();
            return { bytes: (await file!.toBuffer()).length };
          },
        },
        { tags: ['Example'] },
      );
    });
    await app.ready();
    const upload = multipartFile({ filename: 'ring.png', contentType: 'image/png', data: Buffer.from('12345') });
    const answer = await app.inject({ method: 'POST', url: '/api/example/picture', ...upload });
    expect([answer.statusCode, answer.json()]).toEqual([201, successEnvelope({ bytes: 5 }, 201)]);
    expect(schemas.get('/api/example/picture')).toMatchObject({ consumes: ['multipart/form-data'] });
    await app.close();
  });

  it('are refused where multipart is not parsed', () => {
    const app = Fastify();
    expect(() =>
      registerEndpoints(app, uploads, uploadShapes, { picture: async () => ({ bytes: 0 }) }, { tags: ['Example'] }),
    ).toThrow('POST /api/example/picture takes an upload: register it where multipart is parsed.');
  });
});

const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
