import { toLondonDateTime } from '@insolvency/shared-contracts';
import { DEAL_ROOM_EVENT_KINDS, type DealRoomAuditEntry } from '@insolvency/shared-contracts/deal-room';
import { authorizationFor, callerOf, openDealRoomApp, type Caller } from '../../deal-room-app';
import { expressInterestIn, giveCddPart, multipartBody, samplePng } from '../../factories/deal-room';
import { createPost } from '../../factories/posts';
import { createBuyer, createSeller, type TestUser } from '../../factories/users';
import type { TestApp } from '../../helper';
import { runSanctionsCommand } from '../../../src/cli/sanctions';
import { SANCTIONS_FIXTURE_DIR } from '../../sanctions-files';

/*
 * GET admin/deal-room-audit: every step of every deal room (NDA set and accepted, access
 * approved and revoked, documents added, removed and downloaded, questions and answers,
 * closing time set and moved, offers made, replaced and accepted), newest first, by post, by
 * user and by kind, paged; an offer's terms never appear while it is sealed.
 */

let t: TestApp;
let seller: TestUser;
let admin: TestUser;
let buyer: TestUser;
let revoked: TestUser;
let postId: number;
let quietPostId: number;
const DAY_MS = 24 * 60 * 60 * 1000;
const AMOUNT_PENCE = '98765400';

const call = callerOf(() => t);
async function expectOk(response: Promise<{ statusCode: number; body: string }>) {
  const res = await response;
  expect({ ok: res.statusCode === 200 || res.statusCode === 201, body: res.body }).toEqual({ ok: true, body: expect.any(String) });
  return JSON.parse(res.body);
}
async function upload(title: string) {
  const body = await multipartBody({ Title: title }, [{ name: 'plan.png', content: samplePng() }]);
  return expectOk(t.app.inject({ method: 'POST', url: `/api/seller/pack-documents?id=${postId}`, payload: body.payload, headers: { ...body.headers, ...(await authorizationFor(t, seller)) } }));
}

beforeAll(async () => {
  ({ t, seller, admin } = await openDealRoomApp({ config: { testClock: true } }));
  // An offer is accepted only from a buyer screened against the list in force.
  expect(await runSanctionsCommand(t.app.ctx, ['import', 'uk-sanctions-list.csv'], () => undefined, SANCTIONS_FIXTURE_DIR)).toBe(0);
  buyer = await createBuyer(t.db, { forenames: 'Bea', surname: 'Bidder' });
  revoked = await createBuyer(t.db);
  postId = (await createPost(t.db, { createdBy: seller.id })).id;
  quietPostId = (await createPost(t.db, { createdBy: (await createSeller(t.db)).id })).id;
  const signature = { FullName: 'Bea Bidder', Company: 'Bidder Ltd', Position: 'Director', AcceptOnBehalf: true };

  await expectOk(call('PUT', `seller/deal-room?id=${postId}`, seller, { NdaRequired: true, NdaText: 'Keep it secret.', PackRelease: 'on_approval' }));
  const { documentId } = await upload('Site plan');
  for (const interested of [buyer, revoked]) {
    await expressInterestIn(t.db, interested.id, postId);
    await giveCddPart(t.db, interested.id, postId);
    await expectOk(call('POST', `buyer/accept-nda?id=${postId}`, interested, signature));
  }
  await expectOk(call('POST', `seller/approve-deal-room-access?id=${postId}`, seller, { BuyerId: buyer.id }));
  expect((await call('GET', `buyer/pack-document?id=${documentId}`, buyer)).statusCode).toBe(200);
  await expectOk(call('DELETE', `seller/pack-document?id=${(await upload('Old plan')).documentId}`, seller));
  const { questionId } = await expectOk(call('POST', `buyer/deal-room-questions?id=${postId}`, buyer, { Question: 'Any debtors?' }));
  await expectOk(call('PUT', `seller/deal-room-answer?id=${questionId}`, seller, { Answer: 'None.', Publish: true }));
  await expectOk(call('PUT', `seller/deal-room-answer?id=${questionId}`, seller, { Answer: 'None over £1,000.', Publish: true }));
  await expectOk(call('PUT', `seller/offers-closing?id=${postId}`, seller, { OffersCloseAt: toLondonDateTime(new Date(Date.now() + DAY_MS)) }));
  const offer = { Amount: '987654', Scope: 'going_concern', Funding: 'cash', ConnectedParty: false };
  const { offer: made } = await expectOk(call('POST', `buyer/deal-room-offer?id=${postId}`, buyer, offer));
  await expectOk(call('POST', `buyer/deal-room-offer?id=${postId}`, buyer, { ...offer, Conditions: 'Subject to lease' }));
  await expectOk(call('PUT', `seller/offers-closing?id=${postId}`, seller, { OffersCloseAt: toLondonDateTime(new Date(Date.now() + 2 * DAY_MS)) }));
  await expectOk(call('POST', `seller/revoke-deal-room-access?id=${postId}`, seller, { BuyerId: revoked.id, Reason: 'Not a bidder' }));
  // The buyer's customer due diligence, complete before the offer is accepted.
  await expectOk(call('PUT', `buyer/deal-room-cdd?id=${postId}`, buyer, { SourceOfFunds: 'savings', FundsStatement: 'Savings from the sale of my last business.', PoliticallyExposed: false, ConfirmOwners: true }));
  await expectOk(
    call('PUT', `seller/deal-room-cdd?id=${postId}`, seller, {
      BuyerId: buyer.id,
      IdentityMethod: 'in_person',
      IdentityDocument: 'passport',
      IdentityVerifiedOn: new Date().toISOString().slice(0, 10),
      IdentityVerifiedBy: 'Sam Seller',
      FundsEvidence: 'Bank statement seen',
      RiskRating: 'low',
      RiskReasons: 'UK resident, funds explained',
    }),
  );
  await expectOk(call('POST', `seller/accept-offer?id=${postId}`, seller, { OfferId: made.offerId }, 3));
});
afterAll(async () => t?.close());

const audit = async (query: string, user: Caller = admin) => call('GET', `admin/deal-room-audit${query}`, user);
const kindsOf = (entries: DealRoomAuditEntry[]) => entries.map((entry) => entry.kind);

test('every step of a deal room is listed for its post, newest first, with who did it', async () => {
  const res = await audit(`?postId=${postId}`);
  expect(res.statusCode).toBe(200);
  const { entries, totalCount } = res.json() as { entries: DealRoomAuditEntry[]; totalCount: number };
  expect(kindsOf(entries).reverse()).toEqual([
    'settings-saved',
    'document-added',
    'nda-accepted',
    'nda-accepted',
    'access-approved',
    'document-downloaded',
    'document-added',
    'document-removed',
    'question-asked',
    'question-answered',
    'answer-edited',
    'offers-closing-set',
    'offer-made',
    'offer-replaced',
    'offers-closing-set',
    'access-revoked',
    'cdd-buyer-saved',
    'cdd-practitioner-saved',
    'offer-accepted',
  ]);
  expect(totalCount).toBe(entries.length);
  for (const entry of entries) expect(DEAL_ROOM_EVENT_KINDS).toContain(entry.kind);
  const approved = entries.find((entry) => entry.kind === 'access-approved');
  expect(approved).toMatchObject({ postId, actorId: seller.id, actorName: `${seller.forenames} ${seller.surname}`, details: { buyerId: buyer.id } });
  expect(entries.find((entry) => entry.kind === 'document-downloaded')).toMatchObject({ actorId: buyer.id, actorName: 'Bea Bidder', details: { title: 'Site plan' } });
  expect(entries.find((entry) => entry.kind === 'settings-saved')?.details).toMatchObject({ ndaRequired: true, packRelease: 'on_approval' });
  expect(entries.find((entry) => entry.kind === 'access-revoked')?.details).toMatchObject({ buyerId: revoked.id, reason: 'Not a bidder' });
  expect(entries.find((entry) => entry.kind === 'cdd-practitioner-saved')?.details).toEqual({ buyerId: buyer.id, identityMethod: 'in_person', riskRating: 'low', cddState: 'complete' });
  expect(Date.parse(entries[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  expect(await audit(`?postId=${quietPostId}`).then((r) => r.json())).toEqual({ entries: [], totalCount: 0, roundedPageCount: 1 });
});

test("an offer's terms are never listed while it may be sealed: only the accepted offer's amount, once offers are open", async () => {
  const { entries } = (await audit(`?postId=${postId}`)).json() as { entries: DealRoomAuditEntry[] };
  for (const entry of entries.filter((e) => e.kind !== 'offer-accepted')) expect(JSON.stringify(entry)).not.toContain(AMOUNT_PENCE);
  expect(entries.find((entry) => entry.kind === 'offer-made')?.details).toEqual({ offerId: expect.any(Number), version: 1 });
});

test('filters by user (who acted, or the buyer a step was about), by kind, and pages', async () => {
  const byBuyer = (await audit(`?userId=${buyer.id}`)).json();
  expect(kindsOf(byBuyer.entries).reverse()).toEqual([
    'nda-accepted',
    'access-approved',
    'document-downloaded',
    'question-asked',
    'offer-made',
    'offer-replaced',
    'cdd-buyer-saved',
    'cdd-practitioner-saved',
    'offer-accepted',
  ]);
  expect(kindsOf((await audit(`?userId=${revoked.id}&postId=${postId}`)).json().entries)).toEqual(['access-revoked', 'nda-accepted']);
  expect(kindsOf((await audit(`?userId=${buyer.id}&kind=document-downloaded`)).json().entries)).toEqual(['document-downloaded']);
  expect((await audit(`?postId=${quietPostId}&userId=${buyer.id}`)).json().totalCount).toBe(0);
  const second = (await audit(`?postId=${postId}&pageSize=10&page=2`)).json();
  expect(second).toMatchObject({ totalCount: 19, roundedPageCount: 2 });
  expect(second.entries).toHaveLength(9);
  for (const bad of ['?postId=x', '?userId=0', '?kind=nope', '?pageSize=7', '?page=0', '?page=1000000']) {
    const res = await audit(bad);
    expect({ bad, status: res.statusCode, message: typeof res.json().message }).toEqual({ bad, status: 400, message: 'string' });
  }
});

test('anonymous 401; buyer and seller 403', async () => {
  expect((await audit('', null)).statusCode).toBe(401);
  expect((await audit('', buyer)).statusCode).toBe(403);
  expect((await audit('', seller)).statusCode).toBe(403);
});
