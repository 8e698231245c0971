import fc from 'fast-check';
import { CALLERS, type Caller } from './fixture';
import { badValue, oddText, validValue, type JsonSchema, type KnownValues } from './schema-arbitraries';

/** One call of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  caller: Caller;
  /** A token that is not one: garbage, a truncated JWT, a wrong scheme. Replaces the caller's own. */
  brokenAuthorization?: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

interface DocOperation {
  operationId: string;
  parameters?: Operation['parameters'];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every call the document lists: new calls are fuzzed without being named here. */
export function operationsOf(doc: { paths: Record<string, Record<string, DocOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** Percent-encodes anything, lone surrogates included (as the invalid UTF-8 a careless client sends). */
export function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
  }
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

const RAW_QUERY_PIECES = ['%ZZ', '%', 'a[b]=1', 'id[]=1', 'id[0]=1&id[1]=2', '=', '&&&', 'page=1&page=2', '__proto__[x]=1', 'constructor=1', '%00=%00', 'id=%ED%A0%80'];

function queryString(op: Operation, known: KnownValues): fc.Arbitrary<string> {
  const params = op.parameters.filter((parameter) => parameter.in === 'query');
  const pieces = params.map((parameter) =>
    fc
      .oneof(
        { weight: 3, arbitrary: validValue(parameter.schema, known, parameter.name).map((value) => [value]) },
        { weight: 3, arbitrary: badValue(parameter.schema, known, parameter.name).map((value) => [value]) },
        { weight: 1, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(badValue(parameter.schema, known, parameter.name), { minLength: 2, maxLength: 3 }) },
      )
      .map((values) => values.map((value) => `${encodeComponent(parameter.name)}=${encodeComponent(asText(value))}`).join('&')),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_PIECES) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), oddText()).map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`) },
  );
  return fc.tuple(fc.tuple(...pieces), extra).map(([parts, more]) => [...parts, more].filter(Boolean).join('&'));
}

function pathWithParameters(op: Operation, known: KnownValues): fc.Arbitrary<string> {
  const params = op.parameters.filter((parameter) => parameter.in === 'path');
  const values = params.map((parameter) =>
    fc.oneof({ weight: 3, arbitrary: validValue(parameter.schema, known, parameter.name) }, { weight: 1, arbitrary: badValue(parameter.schema, known, parameter.name) }).map((value) => [parameter.name, asText(value)] as const),
  );
  return fc.tuple(...values).map((pairs) => pairs.reduce((path, [name, value]) => path.replace(`{${name}}`, encodeComponent(value) || '%20'), op.path));
}

/** Header values must be Latin-1 without line breaks to be sent at all. */
const headerText = (): fc.Arbitrary<string> =>
  fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', ' ', 'null', '0', '-1', 'x'.repeat(8_000), 'eyJhbGciOiJIUzI1NiJ9.e30.', 'a.b.c', '${jndi:ldap://x}')).map((text) => text.replace(/[^\x20-\x7e]/g, '?'));

function declaredHeaders(op: Operation): fc.Arbitrary<Record<string, string>> {
  const names = op.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name);
  return fc.record(Object.fromEntries(names.map((name) => [name, headerText()])), { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

const MALFORMED_JSON = ['{', '{"a":', '[1,2', 'nul', '"\\u12"', '{"a":1}}', '\uFEFF{}', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '1e999999', '['.repeat(5_000), `{"a":"${'z'.repeat(3 * 1024 * 1024)}"}`, "{'a':1}", 'NaN', ''];

const OTHER_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'APPLICATION/JSON', 'application/vnd.api+json', 'application/octet-stream', ';;;'];

interface Body {
  payload?: string;
  contentType?: string;
}

function body(op: Operation, known: KnownValues): fc.Arbitrary<Body> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((content): Body => ({ payload: JSON.stringify(content) ?? 'null', contentType: 'application/json' }));
  const schema = op.body ?? { type: 'object', properties: {} };
  return fc.oneof(
    { weight: op.body ? 12 : 2, arbitrary: json(badValue(schema, known)) },
    { weight: op.body ? 4 : 0, arbitrary: json(validValue(schema, known)) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload): Body => ({ payload, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), validValue(schema, known)).map(([contentType, content]): Body => ({ payload: JSON.stringify(content), contentType })) },
    { weight: 1, arbitrary: validValue(schema, known).map((content): Body => ({ payload: JSON.stringify(content) })) },
    { weight: op.body ? 1 : 4, arbitrary: fc.constant<Body>({}) },
  );
}

const BROKEN_AUTHORIZATION = ['Bearer', 'Bearer ', 'Bearer x', 'Basic YWRtaW46YWRtaW4=', 'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MSwicm9sZSI6IkFkbWluIn0.', 'bearer a.b.c', 'Bearer ' + 'x'.repeat(5_000)];

/** A request to the operation: a caller, its parameters and body, each possibly wrong. */
export function requestFor(op: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      caller: fc.constantFrom(...CALLERS),
      brokenAuthorization: fc.option(fc.constantFrom(...BROKEN_AUTHORIZATION), { freq: 12 }),
      path: pathWithParameters(op, known),
      query: queryString(op, known),
      headers: declaredHeaders(op),
      body: op.method === 'GET' ? fc.constant<Body>({}) : body(op, known),
      address: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
    })
    .map(({ caller, brokenAuthorization, path, query, headers, body: { payload, contentType }, address }) => ({
      caller,
      ...(brokenAuthorization === null ? {} : { brokenAuthorization }),
      method: op.method,
      url: query ? `${path}?${query}` : path,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined ? {} : { payload }),
      // A client address per request: rate limits keyed by address would otherwise refuse the rest of the run.
      remoteAddress: `10.${address.join('.')}`,
    }));
}

/**
 * Well-formed requests of the operation (seeded samples): every parameter and the body as the
 * schema describes them, `id` fixed when given. Header parameters are left out.
 */
export function wellFormedRequests(op: Operation, known: KnownValues, options: { id?: number; seed: number; samples: number }) {
  const params = op.parameters.filter((parameter) => parameter.in !== 'header' && !(options.id !== undefined && parameter.name === 'id'));
  const arbitrary = fc.record({
    values: fc.tuple(...params.map((parameter) => validValue(parameter.schema, known, parameter.name))),
    body: op.body ? validValue(op.body, known) : fc.constant(undefined),
  });
  return fc.sample(arbitrary, { seed: options.seed, numRuns: options.samples }).map(({ values, body }) => {
    let path = op.path;
    const query = options.id === undefined ? [] : [`id=${options.id}`];
    params.forEach((parameter, index) => {
      const value = encodeComponent(asText(values[index]));
      if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, value);
      else query.push(`${parameter.name}=${value}`);
    });
    return { method: op.method as 'GET', url: query.length ? `${path}?${query.join('&')}` : path, payload: body as object | undefined };
  });
}
