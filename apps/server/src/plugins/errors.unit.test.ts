import { z } from '@facet/contracts/zod';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import errors from './errors.ts';

/* The error plugin on a bare Fastify: every kind of failure leaves as the envelope. */

let app: FastifyInstance;
const logged: unknown[] = [];

beforeAll(async () => {
  app = Fastify({ bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/things',
    {
      schema: {
        body: z.object({
          email: z.email(),
          name: z.string().min(2),
          quantity: z.number().int().min(1),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  api.get('/api/app-error', async () => {
    throw new AppError('conflict', 'A coupon with this code already exists.');
  });
  api.get('/api/unique-violation', async () => {
    throw Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
        code: '23505',
      }),
    });
  });
  api.get('/api/still-referenced', async () => {
    throw Object.assign(new Error('update or delete violates foreign key'), {
      code: '23503',
      detail: 'Key (id)=(1) is still referenced from table "variants".',
    });
  });
  api.get('/api/unstorable-text', async () => {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  });
  api.get('/api/crash', async (request) => {
    vi.spyOn(request.log, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    throw new Error('secret internal detail: SELECT * FROM users');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error envelope', () => {
  it('turns validation problems into one readable line each, 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things',
      payload: { email: 'not-an-address', name: 'A' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      isSuccess: false,
      data: null,
      errorMessages: [
        'email: must be a valid e-mail address',
        'name: must be at least 2 characters',
        'quantity: is required',
      ],
    });
  });

  it('names the body when it is not an object at all', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/things', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(['body: must be an object']);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(['The request body is not valid JSON.']);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things',
      payload: { email: 'a@b.co', name: 'x'.repeat(5000), quantity: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ isSuccess: false, errorMessages: ['The request body is too large.'] });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'application/xml' },
      payload: '<thing/>',
    });
    expect(response.statusCode).toBe(415);
  });

  it('maps AppError codes to their status and keeps the message', async () => {
    const response = await app.inject({ url: '/api/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessages).toEqual(['A coupon with this code already exists.']);
  });

  it('maps constraint violations found anywhere in the cause chain to 409, without SQL', async () => {
    const duplicate = await app.inject({ url: '/api/unique-violation' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.body).not.toMatch(/users_email_unique|constraint/);
    const referenced = await app.inject({ url: '/api/still-referenced' });
    expect(referenced.statusCode).toBe(409);
    expect(referenced.json().errorMessages[0]).toMatch(/still in use/);
    const text = await app.inject({ url: '/api/unstorable-text' });
    expect(text.statusCode).toBe(400);
    expect(text.json().errorMessages).toEqual(['A text holds a character that cannot be stored.']);
  });

  it('hides an unexpected error behind "Something is wrong." and logs it', async () => {
    const response = await app.inject({ url: '/api/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      errorMessages: ['Something is wrong.'],
      data: null,
      isSuccess: false,
    });
    expect(response.body).not.toMatch(/secret|SELECT/);
    expect(logged).toHaveLength(1);
  });
});
