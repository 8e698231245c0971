import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helper';
import { createDatabaseWatch } from './database-fingerprint';
import type { FuzzFixture } from './fixture';
import { startFuzzApp } from './fuzz-app';
import { requestFor, type FuzzRequest, type Operation } from './request-arbitrary';

// Every call of /api/docs/json gets generated bad input (request-arbitrary.ts) from each caller
// (fixture.ts). Verdict per answer: never >= 500; no cookie; a refusal is JSON with a string `message`; a
// refused request, whatever its method, leaves every table as it was: watched after every
// request, with row counts and checksums whenever a transaction has written
// (database-fingerprint.ts). FUZZ_SEED and FUZZ_RUNS (total requests) reproduce or widen a
// run; FUZZ_OPERATION=<operationId> fuzzes one call.
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
// At least 10 000 requests on each database (PostgreSQL takes more table checksums: its
// transaction ids move with every database of the server, and other test files run beside this one).
const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const onlyOperation = process.env.FUZZ_OPERATION;

interface Failure {
  operationId: string;
  problem: string;
  request: FuzzRequest;
  status: number;
  body: string;
}

/** The same requests for an operation whatever other calls are added: its seed comes from its id. */
function operationSeed(operationId: string): number {
  return (seed ^ createHash('sha256').update(operationId).digest().readInt32BE(0)) | 0;
}

/** Admin calls last: they may disable or lock the users the other calls are sent as. */
const adminLast = (a: Operation, b: Operation) => Number(a.path.startsWith('/api/admin/')) - Number(b.path.startsWith('/api/admin/'));

function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.headers['set-cookie']) return 'set a cookie (sessions are bearer tokens only)';
  if (response.statusCode < 400) return null;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return `refusal is ${response.headers['content-type'] ?? 'without a content type'}, not JSON`;
  try {
    const body = JSON.parse(response.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message.length > 0 ? null : 'refusal has no string message';
  } catch {
    return 'refusal is not valid JSON';
  }
}

const clip = (text: string | undefined, length = 300) => (text && text.length > length ? `${text.slice(0, length)}... (${text.length} chars)` : text);

function report(failures: Failure[]): string {
  const shown = new Map<string, Failure>();
  for (const failure of failures) {
    const kind = `${failure.operationId} ${failure.problem.replace(/\d+/g, 'N')}`;
    if (!shown.has(kind)) shown.set(kind, failure);
  }
  const lines = [...shown.values()].map(
    ({ operationId, problem, request, status, body }) =>
      `- ${operationId}: ${problem}\n    ${request.method} ${clip(request.url)} as ${request.caller}${request.brokenAuthorization ? ` (authorization ${clip(request.brokenAuthorization, 40)})` : ''}\n    headers ${clip(JSON.stringify(request.headers))}\n    payload ${clip(JSON.stringify(request.payload))}\n    -> ${status} ${clip(body)}`,
  );
  return `${failures.length} fuzzed request(s) failed; reproduce with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}${onlyOperation ? ` FUZZ_OPERATION=${onlyOperation}` : ''}\n${lines.join('\n')}`;
}

/**
 * GET /api/ready takes no input, and this app's job queue is stopped (below), so it answers 503 as
 * it should; routes/ready.test.ts covers it.
 */
const NOT_READY_BY_DESIGN = 'getReady';

let t: TestApp;
let fixture: FuzzFixture;
let operations: Operation[];
beforeAll(async () => {
  ({ t, fixture, operations } = await startFuzzApp());
  // No mail worker on a timer: an accepted request's queued mails are delivered right after it
  // (below), so a delivery is never taken for a write of a later, refused request.
  await t.app.mailer.queue.stop();
  operations.sort(adminLast);
});
afterAll(async () => t?.close());

test(`every call refuses bad input cleanly (seed ${seed}, ${runs} requests)`, async () => {
  const selected = operations.filter((op) => op.operationId !== NOT_READY_BY_DESIGN && (!onlyOperation || op.operationId === onlyOperation));
  expect(selected.length).toBeGreaterThan(0);
  const perOperation = Math.ceil(runs / selected.length);
  const known = { ids: fixture.knownIds, emails: fixture.knownEmails };
  const watch = await createDatabaseWatch(t.db);
  const failures: Failure[] = [];
  let sent = 0;
  let refused = 0;
  let checksums = 0;
  const started = Date.now();

  for (const op of selected) {
    for (const request of fc.sample(requestFor(op, known), { seed: operationSeed(op.operationId), numRuns: perOperation })) {
      const authorization = request.brokenAuthorization ?? fixture.authorization[request.caller];
      const response = await t.app.inject({
        method: request.method as 'POST',
        url: request.url,
        headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
        payload: request.payload,
        remoteAddress: request.remoteAddress,
      });
      sent += 1;
      const fail = (problem: string) => failures.push({ operationId: op.operationId, problem, request, status: response.statusCode, body: response.body });
      const problem = problemWith(response);
      if (problem) fail(problem);
      await t.app.ctx.settled();
      // A refusal that queued a mail is caught below by its write; only accepted calls' mails go out.
      if (response.statusCode < 400) await t.app.mailer.queue.runDue();
      // Every request is watched, so the tables are known as they were before the next one.
      const changed = await watch.changedSince();
      if (changed.checksummed) checksums += 1;
      if (response.statusCode >= 400) {
        refused += 1;
        if (changed.tables.length) fail(`refused (${response.statusCode}) but changed ${changed.tables.join(', ')}`);
      }
    }
  }

  console.log(`fuzz: ${sent} requests over ${selected.length} calls in ${((Date.now() - started) / 1000).toFixed(1)} s, ${refused} refusals checked to change nothing (${checksums} table checksums), seed ${seed}`);
  if (failures.length) throw new Error(report(failures));
  expect(sent).toBeGreaterThanOrEqual(runs);
}, 900_000);
