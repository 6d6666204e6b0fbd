import { defineEndpoints } from '@facet/contracts/endpoint';
import { defineShapes } from '@facet/contracts/endpoint-shapes';
import { successEnvelope } from '@facet/contracts/envelope';
import { Readable } from 'node:stream';
import { z } from '@facet/contracts/zod';
import multipart from '@fastify/multipart';
import Fastify, { type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { multipartFile } from '../testing/multipart.ts';
import { fileAnswer, registerEndpoints } from './endpoint-routes.ts';

/*
 * registerEndpoints on a bare Fastify: files answered in place of the envelope or beside it, and
 * uploads, registered where multipart is parsed.
 */

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
