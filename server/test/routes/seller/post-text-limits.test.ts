// Also run on PostgreSQL by `npm test`: the database's own limits (index row size, text length, statement time).
import { eq } from 'drizzle-orm';
import { londonToday, type PostPage } from '@insolvency/shared-contracts';
import { COMPANY_NAME_MAX_LENGTH, DESCRIPTION_MAX_LENGTH } from '@insolvency/shared-contracts/schemas';
import { postingPeriods } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createBuyerWithCriteria } from '../../factories/buyer-preferences';
import { draftRequest } from '../../factories/posts';
import { createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

/*
 * Every free text of a post at the longest its call accepts is stored and read back: a new
 * draft, its amendments, posting it (the invoice's company name) and the amendments of the live
 * post. The texts are varied words with letters of one, two and three bytes in UTF-8, so nothing
 * compresses them much: a database limit on a row's or an index entry's size meets them at their
 * largest, as a practitioner's long description would.
 */

const REFERENCE_MAX = 50;
const HEADING_MAX = 150;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

/** A small seeded generator (mulberry32): the same words on every run. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzéøßłжлдλπ中文字書'];

/** Varied words (2 to 9 letters) separated by spaces, exactly `length` UTF-16 units long, no space at either end. */
function randomWords(seed: number, length: number): string {
  const next = randomSource(seed);
  let text = '';
  while (text.length < length) {
    if (text) text += ' ';
    const letters = 2 + Math.floor(next() * 8);
    for (let i = 0; i < letters; i += 1) text += LETTERS[Math.floor(next() * LETTERS.length)];
  }
  text = text.slice(0, length);
  return text.endsWith(' ') ? `${text.slice(0, -1)}x` : text;
}

/** A description of exactly DESCRIPTION_MAX_LENGTH characters: paragraphs of varied words (the sanitiser keeps it as it is). */
function longestDescription(seed: number): string {
  const paragraphs: string[] = [];
  let length = 0;
  for (let n = 0; length < DESCRIPTION_MAX_LENGTH; n += 1) {
    const room = DESCRIPTION_MAX_LENGTH - length - '<p></p>'.length;
    const words = randomWords(seed * 100 + n, Math.min(1000, Math.max(1, room)));
    paragraphs.push(`<p>${words}</p>`);
    length += words.length + '<p></p>'.length;
  }
  const html = paragraphs.join('');
  expect(html.length).toBe(DESCRIPTION_MAX_LENGTH);
  return html;
}

const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, user: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, payload, headers: { authorization: await bearerFor(t, user) } });

/** What the post reads back as, for its owner. */
async function postTexts(id: number, owner: TestUser) {
  const res = await call('GET', `allauth/post?id=${id}`, owner);
  expect(res.statusCode).toBe(200);
  const { reference, activityHeading, description } = res.json();
  return { reference, activityHeading, description };
}

test('a draft, its amendments, its posting and the live post’s amendments store their longest texts', async () => {
  const seller = await createSeller(t.db);
  const texts = (seed: number) => ({ reference: randomWords(seed, REFERENCE_MAX), activityHeading: randomWords(seed + 1, HEADING_MAX), description: longestDescription(seed + 2) });

  const created = texts(1);
  const draft = await call('POST', 'seller/draft', seller, draftRequest({ Reference: created.reference, ActivityHeading: created.activityHeading, Description: created.description }));
  expect({ status: draft.statusCode, body: draft.statusCode === 200 ? 'ok' : draft.json() }).toEqual({ status: 200, body: 'ok' });
  const id = draft.json().businessId as number;
  expect(await postTexts(id, seller)).toEqual(created);

  const amend = async (seed: number) => {
    const amended = texts(seed);
    const detail = await call('PATCH', `seller/post-detail?id=${id}`, seller, {
      Reference: amended.reference,
      ActivityHeading: amended.activityHeading,
      Locations: [1],
      BusinessStatusID: 1,
      TradingStatusID: 1,
      TurnoverID: 2,
      EmployeesID: 2,
      DisplayHome: true,
    });
    const description = await call('PATCH', `seller/post-description?id=${id}`, seller, { Description: amended.description });
    expect([detail.statusCode, description.statusCode]).toEqual([200, 200]);
    expect(await postTexts(id, seller)).toEqual(amended);
    return amended;
  };
  await amend(10);

  const company = randomWords(20, COMPANY_NAME_MAX_LENGTH);
  const today = londonToday();
  const posted = await call('POST', `seller/post-draft?id=${id}`, seller, { StartDate: today, EndDate: today, useCustomCompanyName: true, Company: company });
  expect(posted.statusCode).toBe(200);
  const [period] = await t.db.select({ company: postingPeriods.invoiceCompanyName }).from(postingPeriods).where(eq(postingPeriods.postId, id));
  expect(period.company).toBe(company);

  const live = await amend(30);
  // A buyer's keyword near the end of the long description still finds the live post in their inbox.
  const lastWord = live.description.slice(0, -'</p>'.length).split(' ').at(-2)!;
  const buyer = await createBuyerWithCriteria(t.db, { keywords: lastWord.toUpperCase() });
  const inbox = await call('GET', 'buyer/posts-by-criteria?pageSize=48', buyer);
  expect((inbox.json() as PostPage).posts.map((post) => post.reference)).toContain(live.reference);
});
