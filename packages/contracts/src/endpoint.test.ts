import { describe, expect, it } from 'vitest';
import { couponEndpoints } from './coupon-endpoints.ts';
import { couponShapes } from './coupons.ts';
import { defineEndpoints, endpointPath, endpointUrl, type PathParamNames, pathParamNames } from './endpoint.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { recordIdParams } from './record-ids.ts';
import { z } from './zod.ts';

const things = defineEndpoints('things', {
  list: { method: 'GET', path: '/api/thing', access: 'public' },
  one: { method: 'GET', path: '/api/thing/:id', aliases: ['/api/thinge/:id'], access: 'public' },
  pair: { method: 'PUT', path: '/api/thing/:id/pair/:other', access: 'signedIn' },
});

describe('endpoint addresses', () => {
  it('are stamped with their group and name', () => {
    expect(things.one).toEqual({
      group: 'things',
      name: 'one',
      method: 'GET',
      path: '/api/thing/:id',
      aliases: ['/api/thinge/:id'],
      access: 'public',
    });
    expect(couponEndpoints.end).toMatchObject({ group: 'coupons', name: 'end', method: 'PUT' });
  });

  it('read their parameters from the path, in types and at run time', () => {
    const names: PathParamNames<'/api/thing/:id/pair/:other'>[] = ['id', 'other'];
    // @ts-expect-error -- not a parameter of the path
    const wrong: PathParamNames<'/api/thing/:id'> = 'other';
    expect([names, wrong]).toHaveLength(2);
    expect(pathParamNames(things.pair.path)).toEqual(['id', 'other']);
    expect(pathParamNames(things.list.path)).toEqual([]);
  });

  it('fill their parameters in, encoded, and refuse a missing one', () => {
    expect(endpointPath(things.pair, { id: 3, other: 'a b/c' })).toBe('/api/thing/3/pair/a%20b%2Fc');
    expect(() => endpointPath(things.one, {})).toThrow('GET /api/thing/:id needs a value for :id.');
    expect(() => endpointPath(things.one, { id: '' })).toThrow(/needs a value for :id/);
  });
});

describe('endpoint links', () => {
  it('fill in the parameters and the query the shape declares, empty values left out', () => {
    expect(endpointUrl(couponEndpoints.one, { params: { id: 7 } })).toBe('/api/discount-coupon/7');
    expect(endpointUrl(couponEndpoints.list, { query: { search: 'DIWALI 10', state: undefined, pageNo: 2 } })).toBe(
      '/api/discount-coupon?search=DIWALI+10&pageNo=2',
    );
    expect(endpointUrl(couponEndpoints.list)).toBe('/api/discount-coupon');
    expect(endpointUrl(couponEndpoints.list, { query: { search: '' } })).toBe('/api/discount-coupon');
    const mistakes = () => [
      // @ts-expect-error -- the coupon's id is in its path
      endpointUrl(couponEndpoints.one),
      // @ts-expect-error -- not a key of the list's query
      endpointUrl(couponEndpoints.list, { query: { code: 'DIWALI' } }),
      // @ts-expect-error -- a link sends no body
      endpointUrl(couponEndpoints.create, { body: {} }),
    ];
    expect(mistakes).toBeTypeOf('function');
  });
});

describe('endpoint shapes', () => {
  const response = z.object({ id: z.number() });

  it('must have params exactly when the path has parameters', () => {
    const declare = () =>
      defineShapes(things, {
        list: { summary: 'Things', response: z.array(response) },
        one: { summary: 'A thing', params: recordIdParams, response },
        pair: { summary: 'Pair two', params: z.object({ id: z.number(), other: z.string() }), response },
      });
    expect(Object.keys(declare())).toEqual(['list', 'one', 'pair']);
    expect(() =>
      defineShapes(things, {
        // @ts-expect-error -- a path without parameters takes no params
        list: { summary: 'Things', params: recordIdParams, response },
        one: { summary: 'A thing', params: recordIdParams, response },
        pair: { summary: 'Pair two', params: z.object({ id: z.number(), other: z.string() }), response },
      }),
    ).toThrow("GET /api/thing: its shape's params must match its path.");
    expect(() =>
      defineShapes(things, {
        list: { summary: 'Things', response },
        // @ts-expect-error -- /api/thing/:id has an id
        one: { summary: 'A thing', response },
        pair: { summary: 'Pair two', params: z.object({ id: z.number(), other: z.string() }), response },
      }),
    ).toThrow(/GET \/api\/thing\/:id: its shape's params must match its path/);
  });

  it('refuse, in types, params naming what the path lacks, a missing endpoint or one the module has not', () => {
    const mistakes = () => [
      defineShapes(things, {
        list: { summary: 'Things', response },
        // @ts-expect-error -- the path has no :sku
        one: { summary: 'A thing', params: z.object({ id: z.number(), sku: z.string() }), response },
        pair: { summary: 'Pair two', params: z.object({ id: z.number(), other: z.string() }), response },
      }),
      // @ts-expect-error -- pair has no shape
      defineShapes(things, {
        list: { summary: 'Things', response },
        one: { summary: 'A thing', params: recordIdParams, response },
      }),
      defineShapes(things, {
        list: { summary: 'Things', response },
        one: { summary: 'A thing', params: recordIdParams, response },
        pair: { summary: 'Pair two', params: z.object({ id: z.number(), other: z.string() }), response },
        // @ts-expect-error -- not one of the module's endpoints
        extra: { summary: 'Extra', response },
      }),
    ];
    expect(mistakes).toBeTypeOf('function');
  });

  it('may declare the data of a second answer, a 410 Gone, beside the page’s', () => {
    const goneThing = z.object({ kind: z.literal('thing'), alternatives: z.array(response) });
    const shapes = defineShapes(things, {
      list: { summary: 'Things', response: z.array(response) },
      one: { summary: 'A thing, or 410 with the gone one', params: recordIdParams, response, gone: goneThing },
      pair: { summary: 'Pair two', params: z.object({ id: z.number(), other: z.string() }), response },
    });
    expect(shapes.one.gone).toBe(goneThing);
    expect(shapes.list).not.toHaveProperty('gone');
    const mistake = () =>
      defineShapes(things, {
        list: { summary: 'Things', response: z.array(response) },
        // @ts-expect-error -- the gone answer's data is a schema
        one: { summary: 'A thing', params: recordIdParams, response, gone: { kind: 'thing' } },
        pair: { summary: 'Pair two', params: z.object({ id: z.number(), other: z.string() }), response },
      });
    expect(mistake).toBeTypeOf('function');
  });

  it('may answer a file instead of the envelope, or beside it, and take an upload instead of a body', () => {
    const papers = defineEndpoints('papers', {
      pdf: { method: 'GET', path: '/api/paper/:id/pdf', access: 'signedIn' },
      register: { method: 'GET', path: '/api/paper/register', access: 'accounts' },
      picture: { method: 'POST', path: '/api/paper/picture', access: 'signedIn' },
    });
    const shapes = defineShapes(papers, {
      pdf: { summary: 'A paper (PDF)', params: recordIdParams, file: { contentType: 'application/pdf' } },
      register: {
        summary: 'The register, or its CSV',
        query: z.object({ format: z.enum(['json', 'csv']).default('json') }),
        response: z.array(response),
        file: { contentType: 'text/csv; charset=utf-8' },
      },
      picture: { summary: 'Upload a picture', upload: true, response, status: 201 },
    });
    expect(shapes.pdf.file.contentType).toBe('application/pdf');
    expect(shapes.pdf).not.toHaveProperty('response');
    expect(shapes.picture.upload).toBe(true);
    expect(() =>
      defineShapes(papers, {
        // @ts-expect-error -- an endpoint answers the envelope's data, a file, or both
        pdf: { summary: 'A paper', params: recordIdParams },
        register: { summary: 'The register', response },
        picture: { summary: 'Upload a picture', upload: true, response },
      }),
    ).toThrow('GET /api/paper/:id/pdf answers nothing.');
    const mistake = () =>
      defineShapes(papers, {
        pdf: { summary: 'A paper', params: recordIdParams, file: { contentType: 'application/pdf' } },
        register: { summary: 'The register', response },
        // @ts-expect-error -- an upload is multipart: it has no JSON body
        picture: { summary: 'Upload a picture', upload: true, body: z.object({ name: z.string() }), response },
      });
    expect(mistake).toBeTypeOf('function');
  });

  it('cover every coupon endpoint', () => {
    expect(Object.keys(couponShapes).sort()).toEqual(Object.keys(couponEndpoints).sort());
  });
});
