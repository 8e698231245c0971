import { buildTestApp, type TestApp } from '../helper';
import { bearerFor } from '../sessions';
import { SPEC_CALLS, specWorld, type SpecCall, type SpecWorld } from './spec-calls';

// A client written from the spec sends the spec's payloads, exactly: every call of the table
// (spec-calls.ts) is made as such a client makes it and must succeed, and the OpenAPI document may
// require no field the spec does not name. A field added later stays optional on the API.

let t: TestApp;
let world: SpecWorld;
let doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>> };
beforeAll(async () => {
  t = await buildTestApp();
  world = await specWorld(t);
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => t?.close());

const name = (call: SpecCall) => `${call.method} ${call.path} {${call.fields.join(', ')}} (${call.document} §7)`;
const lower = (fields: readonly string[]) => fields.map((field) => field.toLowerCase());

test.each(SPEC_CALLS.map((call) => [name(call), call] as const))('%s succeeds with exactly the spec payload', async (_name, call) => {
  const { caller, query = {}, body } = await call.request(world);
  expect(Object.keys(body).sort()).toEqual([...call.fields].sort());
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  const res = await t.app.inject({
    method: call.method,
    url: `/api/${call.path}${search ? `?${search}` : ''}`,
    payload: body,
    headers: caller ? { authorization: await bearerFor(t, caller) } : {},
  });
  expect({ call: name(call), status: res.statusCode, body: res.statusCode < 300 ? 'ok' : res.body }).toEqual({ call: name(call), status: 200, body: 'ok' });
});

test.each(SPEC_CALLS.map((call) => [name(call), call] as const))('%s: the OpenAPI document requires no field the spec does not name', (_name, call) => {
  const operation = doc.paths[`/api/${call.path}`]?.[call.method.toLowerCase()];
  expect(operation).toBeDefined();
  const required = operation?.requestBody?.content['application/json']?.schema.required ?? [];
  const beyondSpec = required.filter((field) => !lower(call.fields).includes(field.toLowerCase()));
  expect(beyondSpec).toEqual([]);
});
