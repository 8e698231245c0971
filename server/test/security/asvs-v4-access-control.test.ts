import type { FuzzFixture } from '../fuzz/fixture';
import { startFuzzApp } from '../fuzz/fuzz-app';
import { wellFormedRequests, type Operation } from '../fuzz/request-arbitrary';
import type { TestApp } from '../helper';

// ASVS 4.0.3 V4.2.1 (insecure direct object references): every owner-scoped call, found in
// the OpenAPI document (seller/* and buyer/* calls that take an `id`), tried by another owner
// with each id the first owner holds: 403 or 404, never the first owner's data.

/**
 * Buyer calls whose `id` is not something a buyer owns: any buyer may express interest in any
 * post for sale, `posts-by-{field}` takes a label id (a region, a sector), and the watchlist
 * calls add or remove a post (any buyer may save any post for sale) on the caller's own list.
 */
const NOT_OWNER_SCOPED = ['postBuyerExpressInterest', 'getBuyerPostsByField', 'postBuyerWatchlistAdd', 'postBuyerWatchlistRemove'];

let t: TestApp;
let fixture: FuzzFixture;
let ownerScoped: Operation[];
beforeAll(async () => {
  let operations: Operation[];
  ({ t, fixture, operations } = await startFuzzApp());
  ownerScoped = operations.filter((op) => /^\/api\/(seller|buyer)\//.test(op.path) && op.parameters.some((parameter) => parameter.name === 'id'));
});
afterAll(async () => t?.close());

test('the owner-scoped calls are found in the document', () => {
  expect(ownerScoped.map((op) => op.operationId)).toEqual(expect.arrayContaining(['getSellerInvoice', 'patchSellerWithdrawPost', 'patchSellerExportExpressionsOfInterest']));
});

test('V4.2.1: another owner gets 403 or 404 for every id the first owner holds, on every owner-scoped call', async () => {
  const answers: string[] = [];
  for (const [intruder, owner] of [['otherSeller', 'seller'], ['otherBuyer', 'buyer']] as const) {
    const victimIds = fixture.owned[owner].filter((id) => !fixture.owned[intruder].includes(id));
    const area = `/api/${owner}/`;
    for (const op of ownerScoped.filter((candidate) => candidate.path.startsWith(area) && !NOT_OWNER_SCOPED.includes(candidate.operationId))) {
      for (const id of victimIds) {
        // Well-formed input may still break a rule checked before ownership (400): try other samples.
        let status = 400;
        for (const request of wellFormedRequests(op, { ids: fixture.knownIds, emails: fixture.knownEmails }, { id, seed: id, samples: 25 })) {
          status = (await t.app.inject({ ...request, headers: { authorization: fixture.authorization[intruder]! } })).statusCode;
          if (status !== 400) break;
        }
        answers.push(`${op.operationId} id ${id} as ${intruder}: ${status}`);
      }
    }
  }
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((answer) => !/: 40[34]$/.test(answer))).toEqual([]);
});
