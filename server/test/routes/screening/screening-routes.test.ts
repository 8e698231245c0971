// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import { and, eq } from 'drizzle-orm';
import { SCREENING_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import { runSanctionsCommand } from '../../../src/cli/sanctions';
import { COUNTRIES } from '../../../src/db/labels/countries';
import { buyerBeneficialOwners, notifications, screeningMatches, screeningRescreens, screeningRuns } from '../../../src/db/schema';
import { rescreenAfterNewVersion } from '../../../src/services/screening/rescreen';
import { SCREENING_NOTICES } from '../../../src/services/screening/screening-alerts';
import { callerOf, openDealRoomApp } from '../../deal-room-app';
import { expressInterestIn } from '../../factories/deal-room';
import { createPost } from '../../factories/posts';
import { createBuyer, createSeller, type TestUser } from '../../factories/users';
import type { TestApp } from '../../helper';
import { mailJobs } from '../../queued-mails';
import { SANCTIONS_FIXTURE_DIR } from '../../sanctions-files';
import { qualitySet } from '../../screening-sets';

// Issue 56, part 2: who is screened and when (NDA accepted, offer, owners changed, a new list
// version), the practitioner told of new possible matches, and the practitioner's read.

const OWNER_SAVES_PER_HOUR = 5;

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  ({ t, seller } = await openDealRoomApp({ config: { screenedDetailSavesPerHour: OWNER_SAVES_PER_HOUR } }));
  expect(await runSanctionsCommand(t.app.ctx, ['import', 'uk-sanctions-list.csv'], () => undefined, SANCTIONS_FIXTURE_DIR)).toBe(0);
});
afterAll(async () => t?.close());
const call = callerOf(() => t);
const designated = () => qualitySet().find((item) => item.variant === 'missing middle name')!;
const runsOf = (buyerId: number) => t.db.select().from(screeningRuns).where(eq(screeningRuns.buyerId, buyerId)).orderBy(screeningRuns.id);

async function dealRoomWith(buyer: TestUser) {
  const post = await createPost(t.db, { createdBy: seller.id });
  await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, NdaText: 'Keep it secret.' });
  await expressInterestIn(t.db, buyer.id, post.id);
  const accepted = await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, { FullName: `${buyer.forenames} ${buyer.surname}`, Company: 'Kestrel Joinery Ltd', Position: 'Director', AcceptOnBehalf: true });
  expect(accepted.statusCode).toBe(200);
  await t.app.ctx.settled();
  return post;
}

describe('beneficial owners', () => {
  test('the buyer declares and changes them; the server refuses a share under 25%, a future or malformed date of birth, more than 10 owners', async () => {
    const buyer = await createBuyer(t.db);
    expect((await call('GET', 'buyer/beneficial-owners', buyer)).json()).toEqual([]);
    const owner = { Name: 'Ruth Ellis', Country: 'United Kingdom', DateOfBirth: '1970-03-02', SharePercent: 50 };
    for (const [payload, message] of [
      [{ Owners: [{ ...owner, SharePercent: 20 }] }, SCREENING_MESSAGES.shareTooLow],
      [{ Owners: [{ ...owner, SharePercent: 120 }] }, SCREENING_MESSAGES.shareTooHigh],
      [{ Owners: [{ ...owner, DateOfBirth: '1970-02-30' }] }, SCREENING_MESSAGES.dateOfBirthInvalid],
      [{ Owners: [{ ...owner, DateOfBirth: '2999-01-01' }] }, SCREENING_MESSAGES.dateOfBirthFuture],
      [{ Owners: Array.from({ length: 11 }, () => owner) }, SCREENING_MESSAGES.tooManyOwners],
      [{ Owners: [{ ...owner, Name: ' ' }] }, 'Name is required'],
    ] as const) {
      const refused = await call('PUT', 'buyer/beneficial-owners', buyer, payload);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    const saved = await call('PUT', 'buyer/beneficial-owners', buyer, { Owners: [owner, { Name: 'Tom Ellis', Country: 'United Kingdom', SharePercent: 25 }] });
    expect(saved.json()).toEqual({ message: SCREENING_MESSAGES.ownersSaved });
    expect((await call('GET', 'buyer/beneficial-owners', buyer)).json()).toMatchObject([
      { name: 'Ruth Ellis', country: 'United Kingdom', dateOfBirth: '1970-03-02', sharePercent: 50 },
      { name: 'Tom Ellis', dateOfBirth: null, sharePercent: 25 },
    ]);
    await t.app.ctx.settled();
    // The buyer, their account's company and the two owners.
    expect(await runsOf(buyer.id)).toMatchObject([{ reason: 'details_changed', result: 'clear', subjectCount: 4 }]);
    // A seller has no buyer calls.
    expect((await call('GET', 'buyer/beneficial-owners', seller)).statusCode).toBe(403);
  });
});

describe('owners saved in a loop', () => {
  test('saving the same owners again rewrites nothing and screens nobody', async () => {
    const buyer = await createBuyer(t.db);
    const owners = { Owners: [{ Name: 'Ruth Ellis', Country: 'United Kingdom', DateOfBirth: '1970-03-02', SharePercent: 50 }] };
    expect((await call('PUT', 'buyer/beneficial-owners', buyer, owners)).statusCode).toBe(200);
    const [first] = (await call('GET', 'buyer/beneficial-owners', buyer)).json();
    for (let save = 0; save < 3; save += 1) expect((await call('PUT', 'buyer/beneficial-owners', buyer, owners)).statusCode).toBe(200);
    await t.app.ctx.settled();
    expect(await runsOf(buyer.id)).toHaveLength(1);
    // The owner keeps its row, so a possible match stays linked to it.
    expect((await call('GET', 'buyer/beneficial-owners', buyer)).json()).toEqual([first]);
  });

  test(`past ${OWNER_SAVES_PER_HOUR} saves in an hour: 429 with Retry-After, the owners unchanged, no screening`, async () => {
    const buyer = await createBuyer(t.db);
    const ownersNamed = (name: string) => ({ Owners: [{ Name: name, Country: 'United Kingdom', SharePercent: 30 }] });
    for (let save = 1; save <= OWNER_SAVES_PER_HOUR; save += 1) {
      expect((await call('PUT', 'buyer/beneficial-owners', buyer, ownersNamed(`Owner ${save}`))).statusCode).toBe(200);
    }
    await t.app.ctx.settled();
    const refused = await call('PUT', 'buyer/beneficial-owners', buyer, ownersNamed('One too many'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have saved beneficial owners many times in a short while\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.app.ctx.settled();
    expect((await call('GET', 'buyer/beneficial-owners', buyer)).json()).toMatchObject([{ name: `Owner ${OWNER_SAVES_PER_HOUR}` }]);
    expect(await runsOf(buyer.id)).toHaveLength(OWNER_SAVES_PER_HOUR);
  });
});

describe("the owners' country", () => {
  test('by its code or its name in any case (what clients sent before the list); stored as the label names it, which screening weighs against the nationalities', async () => {
    const buyer = await createBuyer(t.db);
    const item = qualitySet().find((candidate) => candidate.kind === 'person' && candidate.country && COUNTRIES.some((country) => country.name === candidate.country))!;
    const code = COUNTRIES.find((country) => country.name === item.country)!.code;
    const saved = await call('PUT', 'buyer/beneficial-owners', buyer, {
      Owners: [
        { Name: item.name, Country: code.toLowerCase(), SharePercent: 40 },
        { Name: 'Ruth Ellis', Country: 'united kingdom', SharePercent: 30 },
        { Name: 'Awa Koné', Country: " cote d'ivoire ", SharePercent: 30 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', 'buyer/beneficial-owners', buyer)).json().map((owner: { country: string }) => owner.country)).toEqual([item.country, 'United Kingdom', 'Côte d’Ivoire']);
    await t.app.ctx.settled();
    const [run] = await runsOf(buyer.id);
    const matches = await t.db.select().from(screeningMatches).where(and(eq(screeningMatches.runId, run.id), eq(screeningMatches.uniqueId, item.uniqueId)));
    expect(matches.length).toBeGreaterThan(0);
    expect(matches[0].reasons).toContain(`Country ${item.country} is a nationality the list gives`);
    expect(matches[0].score).toBeGreaterThan(matches[0].nameScore);
  });

  test('a country not in the list: 400 naming the owner and its field, nothing stored, nobody screened', async () => {
    const buyer = await createBuyer(t.db);
    const owners = [{ Name: 'Ruth Ellis', Country: 'GB', SharePercent: 50 }];
    expect((await call('PUT', 'buyer/beneficial-owners', buyer, { Owners: owners })).statusCode).toBe(200);
    await t.app.ctx.settled();
    for (const unknown of ['Narnia', 'ZZ', 'United']) {
      const refused = await call('PUT', 'buyer/beneficial-owners', buyer, { Owners: [...owners, { Name: 'Tom Ellis', Country: unknown, SharePercent: 25 }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: SCREENING_MESSAGES.countryUnknownOf(2, unknown), errors: { 'Owners.1.Country': [SCREENING_MESSAGES.countryUnknown] } });
    }
    expect(SCREENING_MESSAGES.countryUnknownOf(2, 'Narnia')).toBe('Country of owner 2: "Narnia" is not a country in the list; choose one from the list');
    await t.app.ctx.settled();
    expect((await call('GET', 'buyer/beneficial-owners', buyer)).json()).toMatchObject([{ name: 'Ruth Ellis', country: 'United Kingdom' }]);
    expect(await runsOf(buyer.id)).toHaveLength(1);
  });

  test('a country saved as free text before the list stays readable to the buyer and the practitioner, and is screened as written until the buyer chooses one', async () => {
    const buyer = await createBuyer(t.db, { forenames: 'Lena', surname: 'Marsh' });
    const post = await dealRoomWith(buyer);
    await t.db.insert(buyerBeneficialOwners).values({ buyerId: buyer.id, name: 'Ivo Marsh', country: 'Russian Federation', dateOfBirth: null, sharePercent: 60, createdAt: t.app.ctx.now() });
    expect((await call('GET', 'buyer/beneficial-owners', buyer)).json()).toMatchObject([{ name: 'Ivo Marsh', country: 'Russian Federation' }]);
    const read = (await call('GET', `seller/deal-room-buyer-screening?id=${post.id}&BuyerId=${buyer.id}`, seller)).json();
    expect(read.subjects).toContainEqual({ kind: 'owner', name: 'Ivo Marsh', country: 'Russian Federation', dateOfBirth: null, sharePercent: 60 });
    expect((await call('PUT', 'buyer/beneficial-owners', buyer, { Owners: [{ Name: 'Ivo Marsh', Country: 'RU', SharePercent: 60 }] })).statusCode).toBe(200);
    expect((await call('GET', 'buyer/beneficial-owners', buyer)).json()).toMatchObject([{ name: 'Ivo Marsh', country: 'Russia' }]);
  });
});

describe('account details', () => {
  test("a buyer's changed name or company is screened again; a seller's is not", async () => {
    const buyer = await createBuyer(t.db);
    const details = { TitleId: 2, Forenames: 'Robin', Surname: 'Hood', EmailAddress2: null, Company: 'Sherwood Ltd', Position: 'Partner' };
    expect((await call('PATCH', 'allauth/account?isBuyer=true', buyer, details)).statusCode).toBe(200);
    await t.app.ctx.settled();
    expect(await runsOf(buyer.id)).toMatchObject([{ reason: 'details_changed', result: 'clear', subjectCount: 2 }]);
    // The same details again, or only the position changed: nobody screened is different.
    expect((await call('PATCH', 'allauth/account?isBuyer=true', buyer, details)).statusCode).toBe(200);
    expect((await call('PATCH', 'allauth/account?isBuyer=true', buyer, { ...details, Position: 'Director' })).statusCode).toBe(200);
    await t.app.ctx.settled();
    expect(await runsOf(buyer.id)).toHaveLength(1);
    expect((await call('PATCH', 'allauth/account?isBuyer=false', seller, details)).statusCode).toBe(200);
    await t.app.ctx.settled();
    expect(await runsOf(seller.id)).toEqual([]);
  });
});

describe('screening in the deal room', () => {
  test('a clear buyer is screened on NDA acceptance: buyer and the company of the NDA; the practitioner reads it', async () => {
    const buyer = await createBuyer(t.db, { forenames: 'Harriet', surname: 'Cole', company: '' });
    const post = await dealRoomWith(buyer);
    expect(await runsOf(buyer.id)).toMatchObject([{ reason: 'nda_accepted', result: 'clear', subjectCount: 2 }]);
    const read = await call('GET', `seller/deal-room-buyer-screening?id=${post.id}&BuyerId=${buyer.id}`, seller);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      buyerId: buyer.id,
      result: 'clear',
      reason: 'nda_accepted',
      list: { publishedOn: '2026-11-15', inForce: true },
      subjects: [
        { kind: 'buyer', name: 'Harriet Cole' },
        { kind: 'company', name: 'Kestrel Joinery Ltd' },
      ],
      matches: [],
    });
  });

  test('an owner with a designated name: possible match stored, the practitioner notified (notice and mail) once, and reads the entry, score and reasons', async () => {
    const buyer = await createBuyer(t.db, { forenames: 'Simon', surname: 'Hale' });
    const post = await dealRoomWith(buyer);
    const item = designated();
    expect((await call('PUT', 'buyer/beneficial-owners', buyer, { Owners: [{ Name: item.name, Country: 'Cyprus', SharePercent: 60 }] })).statusCode).toBe(200);
    await t.app.ctx.settled();
    const runs = await runsOf(buyer.id);
    expect(runs.at(-1)).toMatchObject({ reason: 'details_changed', result: 'possible_match' });
    const notices = await t.db.select().from(notifications).where(and(eq(notifications.userId, seller.id), eq(notifications.noticeKey, `screening:${post.id}:${buyer.id}`)));
    expect(notices.map((notice) => notice.text)).toEqual([SCREENING_NOTICES.possibleMatch(post.reference, 'Simon Hale')]);
    expect(await mailJobs(t.db, { keyPrefix: `screening:${runs.at(-1)!.id}:${post.id}` })).toHaveLength(1);

    const read = (await call('GET', `seller/deal-room-buyer-screening?id=${post.id}&BuyerId=${buyer.id}`, seller)).json();
    expect(read.result).toBe('possible_match');
    const match = read.matches.find((candidate: { uniqueId: string }) => candidate.uniqueId === item.uniqueId);
    expect(match).toMatchObject({ subjectKind: 'owner', subjectName: item.name, entityType: 'individual', nameScore: expect.any(Number), score: expect.any(Number) });
    expect(match.reasons.join('\n')).toMatch(/similar to/);
    expect(match.reasons.join('\n')).toMatch(/Country Cyprus is not among the list's nationalities/);
    expect(read.subjects).toContainEqual({ kind: 'owner', name: item.name, country: 'Cyprus', dateOfBirth: null, sharePercent: 60 });

    // An offer screens again; nothing new, so no new mail.
    const before = (await mailJobs(t.db, { keyPrefix: 'screening:' })).length;
    const { screenAndAlert } = await import('../../../src/services/screening/screening-alerts');
    const again = await screenAndAlert(t.app.ctx, buyer.id, 'offer');
    expect(again?.newMatches).toEqual([]);
    expect(await mailJobs(t.db, { keyPrefix: 'screening:' })).toHaveLength(before);
  });

  test("the practitioner's read: another seller's post 404, a buyer without interest 404, a bad buyer id 400, a buyer 403", async () => {
    const buyer = await createBuyer(t.db);
    const post = await dealRoomWith(buyer);
    const other = await createSeller(t.db);
    expect((await call('GET', `seller/deal-room-buyer-screening?id=${post.id}&BuyerId=${buyer.id}`, other)).statusCode).toBe(404);
    const stranger = await createBuyer(t.db);
    const notInterested = await call('GET', `seller/deal-room-buyer-screening?id=${post.id}&BuyerId=${stranger.id}`, seller);
    expect(notInterested.statusCode).toBe(404);
    expect(notInterested.json().message).toBe(SCREENING_MESSAGES.buyerNotFound);
    expect((await call('GET', `seller/deal-room-buyer-screening?id=${post.id}&BuyerId=abc`, seller)).statusCode).toBe(400);
    expect((await call('GET', `seller/deal-room-buyer-screening?id=${post.id}&BuyerId=${buyer.id}`, buyer)).statusCode).toBe(403);
  });

  test('a new list version in force: every buyer in a live deal room is screened again, once across ticks', async () => {
    const buyer = await createBuyer(t.db, { forenames: 'Nora', surname: 'Penn' });
    await dealRoomWith(buyer);
    // The version in force may already have been re-screened by an earlier tick; a new import is a new version.
    await rescreenAfterNewVersion(t.app.ctx);
    expect(await runSanctionsCommand(t.app.ctx, ['import', 'uk-sanctions-list.xml'], () => undefined, SANCTIONS_FIXTURE_DIR)).toBe(0);
    const done = await rescreenAfterNewVersion(t.app.ctx);
    expect(done).toMatchObject({ buyers: expect.any(Number) });
    expect(done!.buyers).toBeGreaterThanOrEqual(4);
    expect((await runsOf(buyer.id)).at(-1)).toMatchObject({ reason: 'list_version', versionId: done!.versionId, result: 'clear' });
    expect(await rescreenAfterNewVersion(t.app.ctx)).toBeNull();
    const [row] = await t.db.select().from(screeningRescreens).where(eq(screeningRescreens.versionId, done!.versionId));
    expect(row).toMatchObject({ buyerCount: done!.buyers, finishedAt: expect.any(Date) });
  });
});
