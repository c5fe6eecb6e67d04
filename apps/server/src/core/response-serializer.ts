import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * How an answer is written (issue 23 §6): by a serialiser compiled once per route from its zod
 * response schema (`z.toJSONSchema` → fast-json-stringify), which writes only the schema's fields
 * and is several times faster than checking the answer with zod and then `JSON.stringify`.
 *
 * The compiled serialiser does not check: a field of the wrong type would be coerced, not refused. So
 * where answers are checked (`check`: tests and development, RESPONSE_CHECK=on), each answer is also
 * encoded by its zod schema as before, refused with the same error when it does not match, and the
 * two outputs are compared as JSON: a compiled serialiser that writes anything else than zod would
 * fails the call. Every API test then proves the compiled form of the routes it calls.
 *
 * A schema that JSON Schema cannot express (a transform in an answer) keeps zod's way.
 */
export const createResponseSerializer =
  (check: boolean) =>
  ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    const zodSchema = schema as z.ZodType;
    const byZod = (data: unknown) => {
      const result = z.safeEncode(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    return (data: unknown) => {
      const compiled = compiledFor(zodSchema);
      if (!compiled) return byZod(data);
      if (!check) return compiled(data);
      const expected = byZod(data);
      const written = compiled(data);
      // The same JSON; fast-json-stringify may order an object's optional fields after its required ones.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `The compiled serialiser of ${method} ${url} wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
        );
      return written;
    };
  };

type JsonSchema = { [key: string]: unknown };
type Serialise = (data: unknown) => string;

/**
 * Compiled on a route's first answer and once per schema in the process: the contracts' schemas are
 * shared by every app a test file builds, and most routes of a test's app never answer.
 */
const compiledSchemas = new WeakMap<z.ZodType, Serialise | null>();
const compiledFor = (schema: z.ZodType): Serialise | null => {
  let compiled = compiledSchemas.get(schema);
  if (compiled === undefined) compiledSchemas.set(schema, (compiled = compile(schema)));
  return compiled;
};

/** The schema's compiled serialiser, or null when JSON Schema cannot say what zod would write. */
const compile = (schema: z.ZodType): Serialise | null => {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      target: 'draft-7',
    }) as JsonSchema;
  } catch {
    return null;
  }
  return fastJson(nullables(json) as Parameters<typeof fastJson>[0]);
};

const isNull = (s: unknown) => (s as JsonSchema | null)?.type === 'null';

/**
 * `anyOf: [X, { type: 'null' }]` (zod's `.nullable()`) as X with `nullable: true`: fast-json-stringify
 * writes it directly, where an `anyOf` is chosen by validating the value against each branch.
 */
const nullables = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(nullables);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullables(value);
  const anyOf = out.anyOf as unknown[] | undefined;
  if (anyOf?.length === 2 && anyOf.some(isNull)) {
    const other = anyOf.find((s) => !isNull(s)) as JsonSchema;
    if (typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
};
