import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document uses (what the zod schemas turn into). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Values the server holds, so that well-formed input also reaches the code behind "not found". */
export interface KnownValues {
  ids: number[];
  emails: string[];
}

const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  'lone \uDC00 low surrogate',
  '\u202Egnp.exe',
  'zero\u200Bwidth\u200D\uFEFF',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  'Ω≈ç√∫˜µ≤≥÷',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '=HYPERLINK("http://evil")',
  '../../etc/passwd',
  '%00%ZZ',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'true',
  '[object Object]',
  '__proto__',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '-0',
  '1e309',
  '0x1F',
  ' 12 ',
  '１２', // full-width digits
];

const ODD_NUMBERS = [0, -1, -0, 1.5, -2147483649, 2147483647, 2147483648, 4294967296, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -1e308, Number.MIN_VALUE];

/** Text that tends to break things: odd Unicode, markup, formulas, very long runs. */
export const oddText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ODD_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(300, 5_000, 70_000).map((length) => 'x'.repeat(length)) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_NUMBERS).map(String) },
  );

const oddNumber = (): fc.Arbitrary<number> => fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.double({ noNaN: true }), fc.integer());

/** Anything of a type the schema does not expect (arrays for objects, objects for numbers...). */
export const wrongType = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    oddNumber(),
    oddText(),
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
    fc.constant([[[[[]]]]]),
  );

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

const looksLikeId = (name: string | undefined) => name !== undefined && /(^id$|Id$|ID$|^u$|^userId$)/.test(name);

/** Dates around today, as the calls take them (yyyy-mm-dd). */
const isoDate = () => fc.integer({ min: -60, max: 120 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

function validString(schema: JsonSchema, known: KnownValues, name?: string): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 30, 30);
  const min = Math.min(schema.minLength ?? 0, max);
  if (schema.format === 'email' || /email/i.test(name ?? '')) return fc.oneof(fc.constantFrom(...known.emails), fc.emailAddress());
  if (schema.format === 'date' || /date/i.test(name ?? '')) return isoDate();
  if (schema.format === 'date-time') return isoDate().map((day) => `${day}T10:00:00.000Z`);
  if (schema.pattern === '^[0-9]+$' || looksLikeId(name)) {
    return fc.oneof(fc.constantFrom(...known.ids).map(String), fc.integer({ min: 1, max: 40 }).map(String));
  }
  return fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, 1) });
}

function validNumber(schema: JsonSchema, known: KnownValues, name?: string): fc.Arbitrary<number> {
  const min = schema.minimum !== undefined ? Math.max(schema.minimum, 0) : 0;
  const max = Math.min(schema.maximum ?? 1_000, 1_000);
  const inRange = typeOf(schema) === 'integer' || looksLikeId(name) ? fc.integer({ min, max: Math.max(min, Math.min(max, 200)) }) : fc.double({ min, max: Math.max(min, max), noNaN: true });
  const ids = known.ids.filter((id) => id >= min && id <= (schema.maximum ?? Infinity));
  return ids.length ? fc.oneof(fc.constantFrom(...ids), inRange) : inRange;
}

/** A value the schema accepts (or nearly: patterns other than digits are not honoured). */
export function validValue(schema: JsonSchema, known: KnownValues, name?: string, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice, known, name, depth)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), known, name, depth);
  switch (typeOf(schema)) {
    case 'object':
      return validObject(schema, known, depth);
    case 'array': {
      const items = schema.items ?? {};
      return fc.array(validValue(items, known, name, depth + 1), { minLength: Math.min(schema.minItems ?? 0, 4), maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'integer':
    case 'number':
      return validNumber(schema, known, name);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return validString(schema, known, name);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer({ min: 1, max: 50 }));
  }
}

function validObject(schema: JsonSchema, known: KnownValues, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (depth > 4) return fc.constant({});
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = validValue(property, known, key, depth + 1);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** A value of the schema's own kind that is out of its bounds: too long, too big, negative, odd. */
function outOfBounds(schema: JsonSchema, known: KnownValues, name?: string): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'string':
      return fc.oneof(oddText(), fc.constant('y'.repeat((schema.maxLength ?? 1_000) + 1)));
    case 'integer':
    case 'number':
      return oddNumber();
    case 'array':
      return fc.oneof(
        fc.constant(Array.from({ length: (schema.maxItems ?? 100) + 1 }, (_, i) => i + 1)),
        fc.array(badValue(schema.items ?? {}, known, name, 1), { minLength: 1, maxLength: 3 }),
      );
    default:
      return wrongType();
  }
}

/**
 * A value the schema should refuse, or accept with care: the right shape with one field
 * wrong, missing or extra fields, the wrong type, out-of-bounds values. Valid values are
 * mixed in so that a bad field sits beside good ones.
 */
export function badValue(schema: JsonSchema, known: KnownValues, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const valid = validValue(schema, known, name, depth);
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const mutations: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: valid },
    { weight: 1, arbitrary: wrongType() },
    { weight: 2, arbitrary: outOfBounds(schema, known, name) },
  ];
  if (typeOf(schema) === 'object' && keys.length && depth < 3) {
    const oneFieldBad = fc
      .tuple(valid, fc.constantFrom(...keys))
      .chain(([object, key]) => badValue(properties[key], known, key, depth + 1).map((bad) => ({ ...(object as object), [key]: bad })));
    const oneFieldMissing = fc.tuple(valid, fc.constantFrom(...keys)).map(([object, key]) => {
      const copy = { ...(object as Record<string, unknown>) };
      delete copy[key];
      return copy;
    });
    const extraFields = fc
      .tuple(valid, fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('constructor', 'prototype', 'id', 'Id', 'role', 'createdBy', ...keys.map((key) => key.toLowerCase()))), wrongType(), { minKeys: 1, maxKeys: 3 }))
      .map(([object, extra]) => ({ ...(object as object), ...extra }));
    mutations.push(
      { weight: 5, arbitrary: oneFieldBad },
      { weight: 2, arbitrary: oneFieldMissing },
      { weight: 2, arbitrary: extraFields },
      { weight: 1, arbitrary: valid.map((object) => [object]) },
    );
  }
  return fc.oneof(...mutations);
}
