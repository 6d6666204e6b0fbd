import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { productCardPage } from '@facet/contracts/products';
import { z } from '@facet/contracts/zod';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsesAsEncoded, serializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/api/test' });

const card = {
  id: 7,
  name: 'Solitaire ring',
  jewelleryType: 'Rings',
  jewellerySubType: 'Engagement Rings',
  hasAttachedStone: true,
  isSetting: false,
  sku: 'ring-7-yg',
  metal: 'Yellow Gold',
  price: 1234.5,
  listPrice: 1400,
  discount: 10,
  currency: 'USD' as const,
  image: { url: '/media/a.webp', width: 800, height: 800 },
  hoverImage: null,
  metals: [{ name: 'Yellow Gold', swatch: '#e6c200', sku: 'ring-7-yg' }],
};
const listingAnswer = {
  statusCode: 200,
  errorMessages: [],
  isSuccess: true,
  data: { records: [card], totalRecords: 1, currency: 'USD' as const },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the response serializer', () => {
  it('checks a schema that converts nothing forward, the cheaper way, and writes what encoding would', () => {
    const schema = envelopeSchema(productCardPage);
    expect(parsesAsEncoded(schema)).toBe(true);
    const parse = vi.spyOn(schema, 'safeParse');
    const written = compile(schema)(listingAnswer);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(written).toBe(JSON.stringify(z.encode(schema, listingAnswer)));
  });

  it('leaves out fields the schema does not know, and refuses an answer it does not accept', () => {
    const serialise = compile(envelopeSchema(productCardPage));
    const withSecret = { ...listingAnswer, data: { ...listingAnswer.data, records: [{ ...card, cost: 400 }] } };
    expect(JSON.parse(serialise(withSecret)).data.records[0]).not.toHaveProperty('cost');
    const priceless = { ...listingAnswer, data: { ...listingAnswer.data, records: [{ ...card, price: '1234.5' }] } };
    let refusal: unknown;
    try {
      serialise(priceless);
    } catch (error) {
      refusal = error;
    }
    expect(isResponseSerializationError(refusal)).toBe(true);
  });

  it('encodes a schema with a codec, which a forward check would refuse', () => {
    const day = z.codec(z.iso.date(), z.date(), {
      decode: (text) => new Date(`${text}T00:00:00Z`),
      encode: (date) => date.toISOString().slice(0, 10),
    });
    const schema = z.object({ placedOn: day });
    expect(parsesAsEncoded(schema)).toBe(false);
    expect(compile(schema)({ placedOn: new Date('2026-12-02T00:00:00Z') })).toBe('{"placedOn":"2026-12-02"}');
  });

  it('treats transforms, defaults and rewriting checks anywhere in the schema as converting', () => {
    expect(parsesAsEncoded(z.object({ a: z.string().transform((value) => value.length) }))).toBe(false);
    expect(parsesAsEncoded(z.array(z.object({ a: z.number().default(0) })))).toBe(false);
    expect(parsesAsEncoded(z.object({ a: z.string().trim() }).nullable())).toBe(false);
    expect(parsesAsEncoded(z.union([z.null(), z.object({ a: z.date() })]))).toBe(false);
    expect(parsesAsEncoded(z.object({ a: z.string().min(1), b: z.number().int().nullable() }))).toBe(true);
  });

  it('follows a recursive schema without looping', () => {
    interface Category {
      name: string;
      children: Category[];
    }
    const category: z.ZodType<Category> = z.lazy(() => z.object({ name: z.string(), children: z.array(category) }));
    expect(parsesAsEncoded(category)).toBe(true);
    // A part of a cycle is judged with the whole cycle, whichever end is asked about first.
    const branch: z.ZodType = z.object({ back: z.lazy(() => tree) });
    const tree = z.object({ branch, label: z.string().trim() });
    expect(parsesAsEncoded(tree)).toBe(false);
    expect(parsesAsEncoded(branch)).toBe(false);
    expect(compile(category)({ name: 'Rings', children: [{ name: 'Bands', children: [] }] })).toBe(
      '{"name":"Rings","children":[{"name":"Bands","children":[]}]}',
    );
  });
});
