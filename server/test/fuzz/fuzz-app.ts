import { buildTestApp, type TestApp, type TestAppOptions } from '../helper';
import { createFuzzFixture, type FuzzFixture } from './fixture';
import { operationsOf, type Operation } from './request-arbitrary';

/** A test app with the fuzz fixture, and the calls its OpenAPI document lists. */
export async function startFuzzApp(options: TestAppOptions = {}): Promise<{ t: TestApp; fixture: FuzzFixture; operations: Operation[] }> {
  const t = await buildTestApp(options);
  const fixture = await createFuzzFixture(t);
  const operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  return { t, fixture, operations };
}
