import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { controlCharacterMessage, hasLoneSurrogate } from '@insolvency/shared-contracts/schemas';

/**
 * Route schemas are the zod schemas of `@insolvency/shared-contracts`. This type provider
 * gives handlers the parsed types; the compilers below validate with zod.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

type AnyDef = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};

function defOf(schema: z.ZodType): AnyDef {
  return (schema as unknown as { _zod: { def: AnyDef } })._zod.def;
}

/** Strips optional/nullable/default/pipe wrappers down to the schema that describes the shape. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return current;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Maps incoming keys onto the schema's keys ignoring case (`email` -> `Email`), at every
 * depth the schema describes. An exact match wins; keys the schema does not know are kept.
 */
/** The object shape a schema describes; unions and intersections of objects contribute every member's keys. */
function shapeOf(schema: z.ZodType, depth = 0): Record<string, z.ZodType> | undefined {
  if (depth > 10) return undefined;
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return def.shape;
  const parts = def.type === 'union' ? def.options : def.type === 'intersection' ? [def.left, def.right] : undefined;
  if (!parts) return undefined;
  const merged: Record<string, z.ZodType> = {};
  for (const part of parts) if (part) Object.assign(merged, shapeOf(part, depth + 1));
  return Object.keys(merged).length ? merged : undefined;
}

export function matchKeysCaseInsensitively(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(unwrap(schema));
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    return value.map((item) => matchKeysCaseInsensitively(def.element as z.ZodType, item));
  }
  const shape = shapeOf(schema);
  if (!shape || !isPlainObject(value)) return value;
  const byLower = new Map<string, string>();
  for (const key of Object.keys(shape)) byLower.set(key.toLowerCase(), key);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    // Own keys only: `constructor` or `__proto__` in the input must not find Object's members.
    const target = Object.hasOwn(shape, key) ? key : (byLower.get(key.toLowerCase()) ?? key);
    if (target !== key && Object.hasOwn(value, target)) continue; // exact key present: it wins
    out[target] = Object.hasOwn(shape, target) ? matchKeysCaseInsensitively(shape[target], v) : v;
  }
  return out;
}

function isObjectSchema(schema: z.ZodType): boolean {
  return shapeOf(schema) !== undefined;
}

/** Validation error carrying zod issues; the error handler turns it into `{message, errors}`. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[], readonly part: string) {
    super(issues[0]?.message ?? 'Invalid request');
    this.name = 'RequestValidationError';
  }
}

/** A text PostgreSQL cannot store: a NUL character, or a lone UTF-16 surrogate (no character at all). */
const hasUnstorableCharacter = (text: string) => text.includes('\u0000') || hasLoneSurrogate(text);

/**
 * The path of the first text (value or key, at any depth) holding a character PostgreSQL
 * cannot store, so whatever a schema forgets, no such text reaches a query.
 */
export function pathOfUnstorableText(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return hasUnstorableCharacter(value) ? path : null;
  if (depth > 32 || typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnstorableCharacter(key)) return [...path, key];
    const found = pathOfUnstorableText(item, [...path, Array.isArray(value) ? Number(key) : key], depth + 1);
    if (found) return found;
  }
  return null;
}

function unstorableTextIssue(path: (string | number)[]): z.core.$ZodIssue {
  const field = path.length ? String(path[path.length - 1]) : 'The request';
  return { code: 'custom', path, message: controlCharacterMessage(field), input: undefined } as z.core.$ZodIssue;
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const unstorablePath = pathOfUnstorableText(data);
    if (unstorablePath) return { error: new RequestValidationError([unstorableTextIssue(unstorablePath)], httpPart ?? 'body') };
    // An absent body or query counts as an empty object so each required field gets its own message.
    const input = (data === undefined || data === null || data === '') && isObjectSchema(schema) ? {} : data;
    const result = schema.safeParse(httpPart === 'headers' ? input : matchKeysCaseInsensitively(schema, input));
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };
};

/** Response schemas document the API; replies are serialised as plain JSON. */
export const jsonSerializerCompiler: FastifySerializerCompiler<z.ZodType> = () => (data: unknown) => JSON.stringify(data);

export function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}
