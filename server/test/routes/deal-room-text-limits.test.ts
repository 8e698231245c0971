// Also run on PostgreSQL by `npm test`: the database's own limits (index row size, text length, statement time).
import { ANSWER_MAX_LENGTH, DECISION_REASON_MAX_LENGTH, NDA_TEXT_MAX_LENGTH, OFFER_ACCEPT_MESSAGE_MAX_LENGTH, OFFER_CONDITIONS_MAX_LENGTH, OFFER_NAMED_ASSETS_MAX_LENGTH, QUESTION_MAX_LENGTH, REVOKE_REASON_MAX_LENGTH } from '@insolvency/shared-contracts/deal-room';
import { CDD_COMPANY_NUMBER_MAX_LENGTH, CDD_DOCUMENT_DETAIL_MAX_LENGTH, CDD_NOTE_MAX_LENGTH, CDD_OFF_REASON_MAX_LENGTH, CDD_STATEMENT_MAX_LENGTH } from '@insolvency/shared-contracts/deal-room';
import { NAME_MAX_LENGTH } from '@insolvency/shared-contracts/schemas';
import { runSanctionsCommand } from '../../src/cli/sanctions';
import { callerOf, openDealRoomApp } from '../deal-room-app';
import { expressInterestIn } from '../factories/deal-room';
import { createPost } from '../factories/posts';
import { createBuyer, type TestUser } from '../factories/users';
import type { TestApp } from '../helper';
import { SANCTIONS_FIXTURE_DIR } from '../sanctions-files';
import { qualitySet } from '../screening-sets';

/*
 * The deal room's text limits as the OpenAPI document states them are the limits the server
 * applies: a client that reads `maxLength` sends a text at that length and is answered 2xx,
 * and one character more is refused with 400 on that field.
 */

let t: TestApp;
let seller: TestUser;
type BodySchema = { properties?: Record<string, { maxLength?: number }> };
let doc: { paths: Record<string, Record<string, { tags?: string[]; requestBody?: { content: Record<string, { schema: BodySchema }> } }>> };
beforeAll(async () => {
  ({ t, seller } = await openDealRoomApp());
  // An offer is accepted only from a buyer screened against the list in force.
  expect(await runSanctionsCommand(t.app.ctx, ['import', 'uk-sanctions-list.csv'], () => undefined, SANCTIONS_FIXTURE_DIR)).toBe(0);
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => t?.close());

const call = callerOf(() => t);

/** Every text limit of a deal-room call's JSON body, by call and field, as the server applies it. */
const LIMITS: Record<string, Record<string, number>> = {
  'PUT /api/seller/nda-standard-text': { Text: NDA_TEXT_MAX_LENGTH },
  'PUT /api/seller/deal-room': { NdaText: NDA_TEXT_MAX_LENGTH, CddOffReason: CDD_OFF_REASON_MAX_LENGTH },
  'PUT /api/buyer/deal-room-cdd': { FundsStatement: CDD_STATEMENT_MAX_LENGTH, CompanyNumber: CDD_COMPANY_NUMBER_MAX_LENGTH, PoliticalExposureDetails: CDD_NOTE_MAX_LENGTH },
  'PUT /api/seller/deal-room-cdd': {
    IdentityDocumentDetail: CDD_DOCUMENT_DETAIL_MAX_LENGTH,
    IdentityVerifiedBy: NAME_MAX_LENGTH,
    FundsEvidence: CDD_NOTE_MAX_LENGTH,
    RiskReasons: CDD_NOTE_MAX_LENGTH,
    EnhancedMeasures: CDD_NOTE_MAX_LENGTH,
  },
  'POST /api/buyer/accept-nda': { FullName: NAME_MAX_LENGTH, Company: NAME_MAX_LENGTH, Position: NAME_MAX_LENGTH },
  'POST /api/seller/revoke-deal-room-access': { Reason: REVOKE_REASON_MAX_LENGTH },
  'POST /api/buyer/deal-room-questions': { Question: QUESTION_MAX_LENGTH },
  'PUT /api/seller/deal-room-answer': { Answer: ANSWER_MAX_LENGTH },
  'POST /api/buyer/deal-room-offer': { NamedAssets: OFFER_NAMED_ASSETS_MAX_LENGTH, Conditions: OFFER_CONDITIONS_MAX_LENGTH },
  'POST /api/seller/accept-offer': { Message: OFFER_ACCEPT_MESSAGE_MAX_LENGTH },
  'POST /api/seller/deal-room-screening-decision': { Reason: DECISION_REASON_MAX_LENGTH },
};

/** The text limits the document states for the deal-room calls' JSON bodies, by call and field. */
function statedLimits() {
  const stated: Record<string, Record<string, number>> = {};
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.tags?.includes('deal room')) continue;
      const properties = op.requestBody?.content['application/json']?.schema.properties ?? {};
      for (const [field, property] of Object.entries(properties)) {
        // OffersCloseAt is a date and time, not a text.
        if (property.maxLength !== undefined && field !== 'OffersCloseAt') (stated[`${method.toUpperCase()} ${path}`] ??= {})[field] = property.maxLength;
      }
    }
  }
  return stated;
}

test('the document states, for every text of a deal-room call, the limit the server applies', () => {
  expect(statedLimits()).toEqual(LIMITS);
});

/** Who sends what where, with `text` in `field`. */
type Attempt = (field: string, text: string) => ReturnType<typeof call>;

const signature = { FullName: 'Bea Buyer', Company: 'Buyer Ltd', Position: 'Director', AcceptOnBehalf: true };

/** A practitioner's CDD record with every field given (the identity check whole, a high rating with its measures). */
const wholeCdd = (BuyerId: number) => ({
  BuyerId,
  IdentityMethod: 'in_person',
  IdentityDocument: 'other',
  IdentityDocumentDetail: 'Armed forces identity card',
  IdentityVerifiedOn: '2025-01-02',
  IdentityVerifiedBy: 'Sam Seller',
  FundsEvidence: 'Bank statement',
  RiskRating: 'high',
  RiskReasons: 'Overseas owner',
  EnhancedMeasures: 'Source of wealth checked',
});

/** A post for sale with an NDA: a buyer who signed it, with an offer and a question, and one yet to sign. */
async function dealRoom() {
  const post = await createPost(t.db, { createdBy: seller.id });
  await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, NdaText: 'Keep it secret.', CddRequired: false, CddOffReason: 'Sale under the threshold' });
  const [buyer, newcomer] = [await createBuyer(t.db), await createBuyer(t.db)];
  for (const interested of [buyer, newcomer]) await expressInterestIn(t.db, interested.id, post.id);
  await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, signature);
  const offer = { Amount: '1000', Scope: 'assets', NamedAssets: 'Van', Funding: 'cash', ConnectedParty: false };
  const offerId = (await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer)).json().offer.offerId;
  const questionId = (await call('POST', `buyer/deal-room-questions?id=${post.id}`, buyer, { Question: 'Stock?' })).json().questionId;
  /** A buyer whose declared owner has a designated name, and that possible match, made when first needed. */
  let matched: { buyerId: number; matchId: number } | undefined;
  const possibleMatch = async () => {
    const owner = await createBuyer(t.db);
    await expressInterestIn(t.db, owner.id, post.id);
    const designated = qualitySet().find((item) => item.variant === 'missing middle name')!;
    await call('PUT', 'buyer/beneficial-owners', owner, { Owners: [{ Name: designated.name, Country: 'Cyprus', SharePercent: 60 }] });
    await t.app.ctx.settled();
    const screening = (await call('GET', `seller/deal-room-buyer-screening?id=${post.id}&BuyerId=${owner.id}`, seller)).json();
    return { buyerId: owner.id, matchId: screening.matches[0].id as number };
  };
  const attempts: Record<string, Attempt> = {
    'POST /api/seller/deal-room-screening-decision': async (field, text) => {
      matched ??= await possibleMatch();
      return call('POST', `seller/deal-room-screening-decision?id=${post.id}`, seller, { BuyerId: matched.buyerId, MatchId: matched.matchId, Decision: 'not_same_person', [field]: text });
    },
    'PUT /api/seller/nda-standard-text': (field, text) => call('PUT', 'seller/nda-standard-text', seller, { [field]: text }),
    'PUT /api/seller/deal-room': (field, text) => call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, ...(field === 'CddOffReason' ? { CddRequired: false } : {}), [field]: text }),
    'PUT /api/buyer/deal-room-cdd': (field, text) =>
      call('PUT', `buyer/deal-room-cdd?id=${post.id}`, buyer, { SourceOfFunds: 'savings', FundsStatement: 'Savings', PoliticallyExposed: field === 'PoliticalExposureDetails', ConfirmOwners: true, [field]: text }),
    'PUT /api/seller/deal-room-cdd': (field, text) => call('PUT', `seller/deal-room-cdd?id=${post.id}`, seller, { ...wholeCdd(buyer.id), [field]: text }),
    'POST /api/buyer/accept-nda': (field, text) => call('POST', `buyer/accept-nda?id=${post.id}`, newcomer, { ...signature, [field]: text }),
    'POST /api/buyer/deal-room-questions': (field, text) => call('POST', `buyer/deal-room-questions?id=${post.id}`, buyer, { [field]: text }),
    'PUT /api/seller/deal-room-answer': (field, text) => call('PUT', `seller/deal-room-answer?id=${questionId}`, seller, { Publish: false, [field]: text }),
    'POST /api/buyer/deal-room-offer': (field, text) => call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, [field]: text }),
    'POST /api/seller/accept-offer': (field, text) => call('POST', `seller/accept-offer?id=${post.id}`, seller, { OfferId: offerId, [field]: text }),
    // Last: the buyer's access ends.
    'POST /api/seller/revoke-deal-room-access': (field, text) => call('POST', `seller/revoke-deal-room-access?id=${post.id}`, seller, { BuyerId: buyer.id, [field]: text }),
  };
  return attempts;
}

test('a text at the limit the document states is accepted and one character more is refused on that field', async () => {
  const outcomes: Record<string, Record<string, [number, string[]]>> = {};
  const expected: Record<string, Record<string, [number, string[]]>> = {};
  for (const [callName, fields] of Object.entries(statedLimits())) {
    for (const [field, limit] of Object.entries(fields)) {
      // A new deal room per field: accepting an offer or revoking access happens once.
      const attempt = (await dealRoom())[callName];
      const over = await attempt(field, 'x'.repeat(limit + 1));
      const at = await attempt(field, 'x'.repeat(limit));
      (outcomes[callName] ??= {})[field] = [over.statusCode, over.json().errors?.[field] ?? [], at.statusCode] as unknown as [number, string[]];
      (expected[callName] ??= {})[field] = [400, [expect.stringContaining(`${limit}`)], 200] as unknown as [number, string[]];
    }
  }
  expect(outcomes).toEqual(expected);
});
