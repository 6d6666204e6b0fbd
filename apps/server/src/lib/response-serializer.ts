import { z } from '@facet/contracts/zod';
import type { FastifySerializerCompiler } from 'fastify';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';

/*
 * Every JSON answer is checked against its route's zod schema on the way out, as
 * fastify-type-provider-zod's serializer does, and written with JSON.stringify: fields the schema
 * does not know are left out, and an answer the schema refuses is a 500 instead of being sent.
 *
 * The provider checks with `encode`, zod's backward direction, which runs each schema with
 * checks twice (a first pass without them, then again): on a listing page of 35 cards that is
 * 105 µs against 33 µs for a forward `parse`, the most of the listing's own CPU after the
 * database. The two directions differ only where the schema converts — a codec, a transform, a
 * pipe, a default, a check that rewrites the value (`trim()`) — so a schema made of none of
 * those is checked forward, and any other is encoded as before.
 */

/** Kinds of schema whose forward parse of an answer gives what encoding it gives. */
const plainKinds = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'unknown',
  'any',
  'object',
  'array',
  'tuple',
  'record',
  'nullable',
  'optional',
  'readonly',
  'union',
  'intersection',
  'lazy',
]);

interface SchemaDef {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

/** True when nothing in `schema` converts a value, so parsing an answer forward is encoding it. */
export function parsesAsEncoded(schema: z.ZodType): boolean {
  return isPlain(schema, new Set());
}

/**
 * Walked once per route, when its serializer is compiled. A part met again (a recursive, lazy
 * schema, or one shared) counts as plain here: the walk's first meeting of it decides.
 */
function isPlain(schema: z.ZodType, seen: Set<z.ZodType>): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as SchemaDef;
  return (
    plainKinds.has(def.type) &&
    !(def.checks ?? []).some((check) => check._zod.def.check === 'overwrite') &&
    partsOf(def).every((part) => isPlain(part, seen))
  );
}

function partsOf(def: SchemaDef): z.ZodType[] {
  const parts = [
    ...Object.values(def.shape ?? {}),
    ...(def.items ?? []),
    ...(def.options ?? []),
    def.catchall,
    def.element,
    def.rest,
    def.keyType,
    def.valueType,
    def.innerType,
    def.left,
    def.right,
    def.getter?.(),
  ];
  return parts.filter((part): part is z.ZodType => part !== undefined && part !== null);
}

/** The app's serializer compiler, and answerSerialiser's: checks forward where that is encoding. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> = ({
  schema: declared,
  method,
  url,
}) => {
  const schema = schemaOf(declared);
  const check = parsesAsEncoded(schema)
    ? (data: unknown) => schema.safeParse(data)
    : (data: unknown) => z.safeEncode(schema, data);
  return (data) => {
    const result = check(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** The zod schema of a route's response, given alone or as `{ properties }`, as the provider takes it. */
function schemaOf(declared: z.ZodType | { properties: z.ZodType }): z.ZodType {
  if (declared instanceof z.ZodType) return declared;
  if ('properties' in declared && declared.properties instanceof z.ZodType) return declared.properties;
  throw new InvalidSchemaError(JSON.stringify(declared));
}
