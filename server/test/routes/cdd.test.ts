import { and, eq } from 'drizzle-orm';
import { CDD_ITEMS, CDD_MESSAGES, OFFER_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import { runSanctionsCommand } from '../../src/cli/sanctions';
import { dealRoomEvents } from '../../src/db/schema';
import { expressInterestIn, multipartBody, samplePdf } from '../factories/deal-room';
import { createPost } from '../factories/posts';
import { createBuyer, createSeller, type TestUser } from '../factories/users';
import { authorizationFor, callerOf, openDealRoomApp } from '../deal-room-app';
import type { TestApp } from '../helper';
import { SANCTIONS_FIXTURE_DIR } from '../sanctions-files';

let t: TestApp;
let seller: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ({ t, seller, admin } = await openDealRoomApp());
  // Screening is always on: an offer is accepted only from a buyer screened clear against a list in force.
  expect(await runSanctionsCommand(t.app.ctx, ['import', 'uk-sanctions-list.csv'], () => undefined, SANCTIONS_FIXTURE_DIR)).toBe(0);
});
afterAll(async () => t?.close());

const call = callerOf(() => t);
const offer = { Amount: '250000', Scope: 'going_concern', Funding: 'cash', ConnectedParty: false };
const buyerPart = { SourceOfFunds: 'savings', FundsStatement: 'Savings from the sale of my last business.', CompanyNumber: '01234567', PoliticallyExposed: false, ConfirmOwners: true };
const today = () => new Date().toISOString().slice(0, 10);
const practitionerPart = (buyerId: number) => ({
  BuyerId: buyerId,
  IdentityMethod: 'in_person',
  IdentityDocument: 'passport',
  IdentityVerifiedOn: today(),
  IdentityVerifiedBy: 'Sam Seller',
  FundsEvidence: 'Bank statement seen',
  RiskRating: 'low',
  RiskReasons: 'UK resident, funds explained',
});

/** A post of `seller` for sale (no NDA, CDD required by default) and a buyer with access. */
async function roomWithBuyer() {
  const post = await createPost(t.db, { createdBy: seller.id });
  const buyer = await createBuyer(t.db, { forenames: 'Bea', surname: 'Bidder', company: 'Bidder Ltd' });
  await expressInterestIn(t.db, buyer.id, post.id);
  return { post, buyer };
}

/** As roomWithBuyer, the buyer having given their part (as buyerPart) and made an offer. */
async function roomWithOffer() {
  const { post, buyer } = await roomWithBuyer();
  expect((await call('PUT', `buyer/deal-room-cdd?id=${post.id}`, buyer, buyerPart)).statusCode).toBe(200);
  const offerId = (await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer)).json().offer.offerId as number;
  return { post, buyer, offerId };
}
const kinds = async (postId: number) => (await t.db.select().from(dealRoomEvents).where(eq(dealRoomEvents.postId, postId))).map((event) => event.kind);

describe('the buyer’s part: PUT buyer/deal-room-cdd', () => {
  test('saved and read back, the owners confirmed as declared now; a change of owners asks for a new confirmation; an unchanged save adds no step', async () => {
    const { post, buyer } = await roomWithBuyer();
    const before = (await call('GET', `buyer/deal-room-cdd?id=${post.id}`, buyer)).json();
    expect(before).toMatchObject({ required: true, missing: ['fundsStatement', 'ownersConfirmed'], buyer: { fundsStatement: null } });
    await call('PUT', 'buyer/beneficial-owners', buyer, { Owners: [{ Name: 'Ola Owner', Country: 'United Kingdom', SharePercent: 60 }] });
    const saved = await call('PUT', `buyer/deal-room-cdd?id=${post.id}`, buyer, buyerPart);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(CDD_MESSAGES.buyerSaved);
    expect((await call('PUT', `buyer/deal-room-cdd?id=${post.id}`, buyer, buyerPart)).statusCode).toBe(200);
    const after = (await call('GET', `buyer/deal-room-cdd?id=${post.id}`, buyer)).json();
    expect(after).toMatchObject({ missing: [], ownersChangedSinceConfirmed: false, buyer: { sourceOfFunds: 'savings', companyNumber: '01234567', politicallyExposed: false } });
    expect(after.owners).toHaveLength(1);
    expect((await kinds(post.id)).filter((kind) => kind === 'cdd-buyer-saved')).toHaveLength(1);
    await call('PUT', 'buyer/beneficial-owners', buyer, { Owners: [{ Name: 'Ola Owner', Country: 'United Kingdom', SharePercent: 40 }] });
    expect((await call('GET', `buyer/deal-room-cdd?id=${post.id}`, buyer)).json()).toMatchObject({ missing: ['ownersChanged'], ownersChangedSinceConfirmed: true });
  });

  test('refused with field messages: no confirmation, a political exposure without details, unknown source, too long a statement; nothing stored', async () => {
    const { post, buyer } = await roomWithBuyer();
    const refused = async (body: object, field: string, message?: string) => {
      const res = await call('PUT', `buyer/deal-room-cdd?id=${post.id}`, buyer, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBeDefined();
      if (message) expect(res.json().errors[field][0]).toBe(message);
    };
    await refused({ ...buyerPart, ConfirmOwners: false }, 'ConfirmOwners', CDD_MESSAGES.ownersConfirmRequired);
    await refused({ ...buyerPart, PoliticallyExposed: true }, 'PoliticalExposureDetails', CDD_MESSAGES.exposureDetailsRequired);
    await refused({ ...buyerPart, SourceOfFunds: 'lottery' }, 'SourceOfFunds', CDD_MESSAGES.fundsSourceRequired);
    await refused({ ...buyerPart, FundsStatement: 'x'.repeat(2001) }, 'FundsStatement');
    await refused({ ...buyerPart, FundsStatement: '  ' }, 'FundsStatement');
    await refused({ ...buyerPart, CompanyNumber: '1'.repeat(21) }, 'CompanyNumber');
    expect((await call('GET', `buyer/deal-room-cdd?id=${post.id}`, buyer)).json().buyer.submittedAt).toBeNull();
  });

  test('only a buyer with access to the deal room; kept as it was once their offer is accepted', async () => {
    const { post, buyer, offerId } = await roomWithOffer();
    expect((await call('PUT', `buyer/deal-room-cdd?id=${post.id}`, await createBuyer(t.db), buyerPart)).statusCode).toBe(403);
    expect((await call('GET', `buyer/deal-room-cdd?id=${post.id}`, seller)).statusCode).toBe(403);
    await call('PUT', `buyer/deal-room-cdd?id=${post.id}`, buyer, buyerPart);
    await call('PUT', `seller/deal-room-cdd?id=${post.id}`, seller, practitionerPart(buyer.id));
    expect((await call('POST', `seller/accept-offer?id=${post.id}`, seller, { OfferId: offerId })).statusCode).toBe(200);
    expect((await call('PUT', `buyer/deal-room-cdd?id=${post.id}`, buyer, { ...buyerPart, FundsStatement: 'Changed' })).statusCode).toBe(409);
  });
});

describe('the buyer gives their part before an offer', () => {
  test('an offer made or replaced is refused (409 naming what is missing, nothing stored) until the buyer’s own part is given; then taken', async () => {
    const { post, buyer } = await roomWithBuyer();
    const refused = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CDD_MESSAGES.buyerPartBeforeOffer(['fundsStatement', 'ownersConfirmed']));
    expect(refused.json().message).toContain(CDD_ITEMS.fundsStatement);
    expect((await call('GET', `buyer/deal-room-offer?id=${post.id}`, buyer)).json().offer).toBeNull();
    expect(await kinds(post.id)).not.toContain('offer-made');
    expect((await call('PUT', `buyer/deal-room-cdd?id=${post.id}`, buyer, buyerPart)).statusCode).toBe(200);
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer)).statusCode).toBe(200);
    // Owners declared after the confirmation: a replacement waits for a new one.
    await call('PUT', 'buyer/beneficial-owners', buyer, { Owners: [{ Name: 'Ola Owner', Country: 'United Kingdom', SharePercent: 60 }] });
    const replaced = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, Amount: '260000' });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().message).toBe(CDD_MESSAGES.buyerPartBeforeOffer(['ownersChanged']));
    expect((await call('PUT', `buyer/deal-room-cdd?id=${post.id}`, buyer, buyerPart)).statusCode).toBe(200);
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, Amount: '260000' })).statusCode).toBe(200);
  });

  test('not asked for while the deal room does not require CDD', async () => {
    const { post, buyer } = await roomWithBuyer();
    await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: false, CddRequired: false, CddOffReason: 'Sale under the threshold' });
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer)).statusCode).toBe(200);
  });
});

describe('the practitioner’s part: PUT seller/deal-room-cdd', () => {
  test('saved whole and read back with who saved it; Admin reads but cannot save; another seller sees nothing', async () => {
    const { post, buyer } = await roomWithBuyer();
    const res = await call('PUT', `seller/deal-room-cdd?id=${post.id}`, seller, practitionerPart(buyer.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'incomplete', missing: ['fundsStatement', 'ownersConfirmed'], practitioner: { identityMethod: 'in_person', riskRating: 'low', updatedBy: `${seller.forenames} ${seller.surname}` } });
    const read = await call('GET', `seller/deal-room-cdd?id=${post.id}&BuyerId=${buyer.id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().canEdit).toBe(false);
    expect((await call('PUT', `seller/deal-room-cdd?id=${post.id}`, admin, practitionerPart(buyer.id))).statusCode).toBe(403);
    expect((await call('GET', `seller/deal-room-cdd?id=${post.id}&BuyerId=${buyer.id}`, await createSeller(t.db))).statusCode).toBe(404);
    expect((await call('GET', `seller/deal-room-cdd?id=${post.id}&BuyerId=${(await createBuyer(t.db)).id}`, seller)).json().message).toBe(CDD_MESSAGES.notInDealRoom);
    expect((await kinds(post.id)).filter((kind) => kind === 'cdd-practitioner-saved')).toHaveLength(1);
  });

  test('refused with field messages: part of an identity check, a future or impossible date, a rating without reasons, high without enhanced measures, unknown enums', async () => {
    const { post, buyer } = await roomWithBuyer();
    const refused = async (body: object, field: string, message?: string) => {
      const res = await call('PUT', `seller/deal-room-cdd?id=${post.id}`, seller, { ...practitionerPart(buyer.id), ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBeDefined();
      if (message) expect(res.json().errors[field][0]).toBe(message);
    };
    await refused({ IdentityVerifiedBy: '' }, 'IdentityVerifiedBy', CDD_MESSAGES.identityIncomplete);
    await refused({ IdentityVerifiedOn: '2099-01-01' }, 'IdentityVerifiedOn', CDD_MESSAGES.dateFuture);
    await refused({ IdentityVerifiedOn: '2024-02-30' }, 'IdentityVerifiedOn', CDD_MESSAGES.dateInvalid);
    await refused({ IdentityVerifiedOn: '1999-12-31' }, 'IdentityVerifiedOn', CDD_MESSAGES.dateTooEarly);
    await refused({ RiskReasons: '' }, 'RiskReasons', CDD_MESSAGES.riskReasonsRequired);
    await refused({ RiskRating: 'high' }, 'EnhancedMeasures', CDD_MESSAGES.enhancedRequired);
    await refused({ RiskRating: 'extreme' }, 'RiskRating');
    await refused({ IdentityMethod: 'telepathy' }, 'IdentityMethod');
    await refused({ IdentityDocument: 'other' }, 'IdentityDocumentDetail', CDD_MESSAGES.documentDetailRequired);
    await refused({ FundsEvidence: 'x'.repeat(2001) }, 'FundsEvidence');
    expect((await call('GET', `seller/deal-room-cdd?id=${post.id}&BuyerId=${buyer.id}`, seller)).json().practitioner.updatedAt).toBeNull();
    // Partly filled is allowed: nothing of the identity check, a rating with reasons.
    const partial = await call('PUT', `seller/deal-room-cdd?id=${post.id}`, seller, { BuyerId: buyer.id, RiskRating: 'medium', RiskReasons: 'Overseas owner' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().missing).toEqual(['fundsStatement', 'ownersConfirmed', 'identity', 'fundsEvidence']);
  });

  test('an offer’s proof of funds counts as source-of-funds evidence', async () => {
    const { post, buyer } = await roomWithOffer();
    const read = async () => (await call('GET', `seller/deal-room-cdd?id=${post.id}&BuyerId=${buyer.id}`, seller)).json();
    expect((await read()).missing).toContain('fundsEvidence');
    const body = await multipartBody({}, [{ name: 'funds.pdf', content: await samplePdf(1) }]);
    const headers = { ...body.headers, ...(await authorizationFor(t, buyer)) };
    const proof = (await t.app.inject({ method: 'POST', url: `/api/buyer/offer-proof-of-funds?id=${post.id}`, payload: body.payload, headers })).json();
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, ProofOfFundsFileId: proof.fileId })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ proofOfFundsOnOffer: true });
    expect((await read()).missing).not.toContain('fundsEvidence');
  });
});

describe('accepting an offer and the deal room’s requirement', () => {
  test('409 naming what is missing while CDD is incomplete; accepted once complete', async () => {
    const { post, buyer, offerId } = await roomWithOffer();
    const refused = await call('POST', `seller/accept-offer?id=${post.id}`, seller, { OfferId: offerId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CDD_MESSAGES.incomplete('Bea Bidder', ['identity', 'fundsEvidence', 'riskRating']));
    expect(refused.json().message).toContain(CDD_ITEMS.identity);
    expect((await call('GET', `seller/deal-room-cdd-statuses?id=${post.id}`, seller)).json()).toEqual([{ buyerId: buyer.id, status: 'incomplete', missing: ['identity', 'fundsEvidence', 'riskRating'] }]);
    await call('PUT', `seller/deal-room-cdd?id=${post.id}`, seller, practitionerPart(buyer.id));
    expect((await call('GET', `seller/deal-room-cdd-statuses?id=${post.id}`, seller)).json()).toEqual([{ buyerId: buyer.id, status: 'complete', missing: [] }]);
    const accepted = await call('POST', `seller/accept-offer?id=${post.id}`, seller, { OfferId: offerId });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(OFFER_MESSAGES.offerAccepted);
  });

  test('turned off only with a reason (400 without, nothing changed); an earlier payload without the fields still passes; the trail records the change and its reason; then accepted without CDD', async () => {
    const { post, offerId } = await roomWithOffer();
    const settings = (body: object) => call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: false, ...body });
    const noReason = await settings({ CddRequired: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.CddOffReason[0]).toBe(CDD_MESSAGES.offReasonRequired);
    expect((await settings({ CddRequired: false, CddOffReason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await settings({})).json()).toMatchObject({ cddRequired: true, cddOffReason: null });
    const off = await settings({ CddRequired: false, CddOffReason: 'Sale of chattels for £3,000, under the threshold' });
    expect(off.json()).toMatchObject({ cddRequired: false, cddOffReason: 'Sale of chattels for £3,000, under the threshold' });
    expect((await settings({ PackRelease: 'automatic' })).json().cddRequired).toBe(false);
    const [event] = await t.db.select().from(dealRoomEvents).where(and(eq(dealRoomEvents.postId, post.id), eq(dealRoomEvents.kind, 'cdd-requirement-changed')));
    expect(event.detail).toEqual({ cddRequired: false, reason: 'Sale of chattels for £3,000, under the threshold' });
    expect((await call('GET', `seller/deal-room-cdd-statuses?id=${post.id}`, seller)).json()[0].status).toBe('not_required');
    expect((await call('POST', `seller/accept-offer?id=${post.id}`, seller, { OfferId: offerId })).statusCode).toBe(200);
  });
});
