// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { count, eq } from 'drizzle-orm';
import { londonToday, type SearchAnswer } from '@insolvency/shared-contracts';
import { posts, searchWords } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createPost, draftRequest } from '../../factories/posts';
import { createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

/*
 * Saving a post's texts costs the database what a client chooses: the words of live posts are
 * kept for the search's typo tolerance, and a draft is nobody's to find, so its saves add none;
 * and a user's saves of post texts (new drafts, detail and description amendments) are bounded
 * per hour (`POST_SAVES_PER_HOUR`, 429 with Retry-After past it).
 */

const SAVES_PER_HOUR = 6;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { postSavesPerHour: SAVES_PER_HOUR } });
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

const call = async (method: 'POST' | 'PATCH', url: string, user: TestUser, payload: object) =>
  t.app.inject({ method, url: `/api/seller/${url}`, payload, headers: { authorization: await bearerFor(t, user) } });

const wordsKept = async () => (await t.db.select({ n: count() }).from(searchWords))[0].n;

/** Made-up words of letters, different for every seed: each is a new search word. */
function madeUpWords(seed: number, howMany: number): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const vowels = 'aeiou';
  return Array.from({ length: howMany }, (_, n) => {
    let value = seed * 7919 + n * 104_729;
    let word = '';
    for (let i = 0; i < 4; i += 1) {
      word += letters[value % letters.length] + vowels[Math.floor(value / 20) % vowels.length];
      value = Math.floor(value / 100) + 13 * (i + 1);
    }
    return `${word}${'abcdefghijklmnopqrstuvwxyz'[n % 26]}${'abcdefghijklmnopqrstuvwxyz'[seed % 26]}`;
  }).join(' ');
}

const draftOf = (description: string, heading = 'Quiet shop') => draftRequest({ Reference: 'WORDS-1', ActivityHeading: heading, Description: `<p>${description}</p>` });

test('a draft’s saves keep none of its words; posted, its words find it with a typo', async () => {
  const seller = await createSeller(t.db);
  const before = await wordsKept();
  const draft = await call('POST', 'draft', seller, draftOf(madeUpWords(1, 200), 'Zanzibarian spice merchant'));
  expect(draft.statusCode).toBe(200);
  const id = draft.json().businessId as number;
  for (let save = 2; save <= 4; save += 1) {
    expect((await call('PATCH', `post-description?id=${id}`, seller, { Description: `<p>${madeUpWords(save, 200)}</p>` })).statusCode).toBe(200);
  }
  expect(await wordsKept()).toBe(before);

  const today = londonToday();
  expect((await call('POST', `post-draft?id=${id}`, seller, { StartDate: today, EndDate: today })).statusCode).toBe(200);
  expect(await wordsKept()).toBeGreaterThan(before);
  expect(await wordsKept()).toBeLessThanOrEqual(before + 210);
  const found = await t.app.inject({ method: 'GET', url: '/api/unauth/search?q=zanzibarain' });
  expect((found.json() as SearchAnswer).items.map((item) => item.businessId)).toEqual([id]);
});

test(`a user's post saves are bounded at ${SAVES_PER_HOUR} an hour: 429 with Retry-After, nothing saved; another seller saves on`, async () => {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id });
  const detail = { Reference: 'R-1', ActivityHeading: 'Mill', Locations: [1], BusinessStatusID: 1, TradingStatusID: 1, TurnoverID: 2, EmployeesID: 2, DisplayHome: true };
  const saves = [
    (text: string) => call('POST', 'draft', seller, draftOf(text)),
    (text: string) => call('PATCH', `post-description?id=${post.id}`, seller, { Description: `<p>${text}</p>` }),
    (text: string) => call('PATCH', `post-detail?id=${post.id}`, seller, { ...detail, ActivityHeading: text }),
  ];
  for (let n = 0; n < SAVES_PER_HOUR; n += 1) expect((await saves[n % saves.length](`Saved ${n}`)).statusCode).toBe(200);
  const kept = async () => (await t.db.select({ heading: posts.activityHeading, description: posts.description }).from(posts).where(eq(posts.createdBy, seller.id))).sort((a, b) => a.heading.localeCompare(b.heading));
  const before = await kept();
  for (const save of saves) {
    const refused = await save('Refused');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/try again in \d+ minutes?/);
  }
  expect(await kept()).toEqual(before);
  expect((await call('POST', 'draft', await createSeller(t.db), draftOf('Other words.'))).statusCode).toBe(200);
});
