// Also run on PostgreSQL by `npm test`: text search, trigram similarity and sort order, which depend on the server's dictionaries and collation.
import { eq, sql } from 'drizzle-orm';
import { SEARCH_TEXT_MAX_LENGTH, SEARCH_WORDS_MAX, SITE_STATUS, addDays, londonToday, type SearchAnswer } from '@insolvency/shared-contracts';
import { LOCATIONS } from '../../../src/db/labels/locations';
import { postLocations, posts } from '../../../src/db/schema';
import { UK_PLACES } from '../../../src/services/search/uk-places';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createPost, type CreatePostOverrides } from '../../factories/posts';
import { createSeller } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
let sellerId: number;
const today = londonToday();

beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  sellerId = (await createSeller(t.db)).id;
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(posts);
});

const post = (overrides: CreatePostOverrides) => createPost(t.db, { createdBy: sellerId, today, ...overrides });
const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/unauth/search?${query}` });

async function search(query: string): Promise<SearchAnswer> {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const idsFound = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).items.map((item) => item.businessId);
const onSaleSince = (daysAgo: number) => ({ periods: [{ startDate: addDays(today, -daysAgo), endDate: addDays(today, 20) }] });

describe('words', () => {
  test('are stemmed as English: "bakeries" finds a bakery, "baking" a baker', async () => {
    const bakery = await post({ activityHeading: 'Family bakery with two shops' });
    const baker = await post({ activityHeading: 'Craft baker', description: '<p>Baking since 1990.</p>' });
    await post({ activityHeading: 'Haulage firm' });
    expect(await idsFound('bakeries')).toEqual([bakery.id]);
    expect(await idsFound('bake')).toEqual(expect.arrayContaining([baker.id]));
  });

  test('the last word is a prefix: "bak" and "family bak" find the bakery, every word must match', async () => {
    const bakery = await post({ activityHeading: 'Family bakery with two shops' });
    await post({ activityHeading: 'Family butcher' });
    expect(await idsFound('bak')).toEqual([bakery.id]);
    expect(await idsFound('family bak')).toEqual([bakery.id]);
    expect(await idsFound('family fishmonger')).toEqual([]);
  });

  test('misspelt words find the post: "bakrey", "Leads" for Leeds, "bakrey leads"', async () => {
    const bakery = await post({ activityHeading: 'Family bakery', description: '<p>Two shops near Leeds city centre.</p>' });
    await post({ activityHeading: 'Haulage firm', description: '<p>Depot in Bristol.</p>' });
    expect(await idsFound('bakrey')).toEqual([bakery.id]);
    expect(await idsFound('Leads')).toEqual([bakery.id]);
    expect(await idsFound('bakrey leads')).toEqual([bakery.id]);
  });

  test('are found in the sector, category, location and key asset names, not only the heading and description', async () => {
    const found = await post({ activityHeading: 'Going concern', locationIds: [7], primaryCategoryId: 101, assetIds: [12] });
    await post({ activityHeading: 'Another concern', locationIds: [1], primaryCategoryId: 301, assetIds: [3] });
    for (const q of ['manufacturing', 'food production', 'yorkshire', 'humber', 'goodwill']) expect([q, await idsFound(q)]).toEqual([q, [found.id]]);
  });

  test('follow the post as it changes, kept by the database: a new heading, a new location', async () => {
    const changed = await post({ activityHeading: 'Florist', locationIds: [1] });
    await t.db.update(posts).set({ activityHeading: 'Greengrocer' }).where(eq(posts.id, changed.id));
    await t.db.insert(postLocations).values({ postId: changed.id, locationId: 11 });
    expect(await idsFound('greengrocer')).toEqual([changed.id]);
    expect(await idsFound('florist')).toEqual([]);
    expect(await idsFound('scotland')).toEqual([changed.id]);
  });
});

describe('towns and cities', () => {
  test('"bakery leeds" finds the bakeries of Yorkshire and the Humber, the region of Leeds, and says which place it understood', async () => {
    const yorkshire = await post({ activityHeading: 'Family bakery', description: '<p>Two shops.</p>', locationIds: [7] });
    await post({ activityHeading: 'Family bakery', description: '<p>Two shops.</p>', locationIds: [1] });
    await post({ activityHeading: 'Haulage firm', locationIds: [7] });
    const answer = await search(`q=${encodeURIComponent('bakery Leeds')}`);
    expect(answer.items.map((item) => item.businessId)).toEqual([yorkshire.id]);
    expect(answer.place).toEqual({ name: 'Leeds', words: 'leeds', regionId: 7, region: 'Yorkshire and the Humber' });
    expect(answer).not.toHaveProperty('corrected');
    expect(await idsFound('leeds bakery')).toEqual([yorkshire.id]);
  });

  test('a post that names the town is found wherever it is, and a town alone lists its region', async () => {
    const yorkshire = await post({ activityHeading: 'Printer', locationIds: [7], ...onSaleSince(3) });
    const naming = await post({ activityHeading: 'Printer', description: '<p>Customers in Leeds and York.</p>', locationIds: [8], ...onSaleSince(2) });
    await post({ activityHeading: 'Printer', locationIds: [8] });
    expect((await idsFound('printer leeds')).sort()).toEqual([yorkshire.id, naming.id].sort());
    expect((await idsFound('leeds')).sort()).toEqual([yorkshire.id, naming.id].sort());
  });

  test('a town alone lists the posts of its region, and only them, for every region', async () => {
    const townOf = new Map<number, string>();
    for (const place of UK_PLACES.values()) if (!townOf.has(place.regionId)) townOf.set(place.regionId, place.name);
    const inRegion = new Map<number, number>();
    for (const location of LOCATIONS) inRegion.set(location.id, (await post({ activityHeading: 'Printer', description: '<p>Two presses.</p>', locationIds: [location.id] })).id);
    for (const location of LOCATIONS) expect([location.description, await idsFound(townOf.get(location.id)!)]).toEqual([location.description, [inRegion.get(location.id)]]);
  });

  test('a town that is also a word loses no post holding the word: "bookshop reading" finds the South East shop and the reading room up north', async () => {
    const southEast = await post({ activityHeading: 'Independent bookshop', locationIds: [2] });
    const readingRoom = await post({ activityHeading: 'Bookshop with a reading room', locationIds: [9] });
    await post({ activityHeading: 'Independent bookshop', locationIds: [9] });
    const answer = await search(`q=${encodeURIComponent('bookshop reading')}`);
    expect(answer.items.map((item) => item.businessId).sort()).toEqual([southEast.id, readingRoom.id].sort());
    expect(answer.place).toMatchObject({ name: 'Reading', region: 'South East' });
    const spa = await post({ activityHeading: 'Hotel with a bath house', locationIds: [1] });
    const somerset = await post({ activityHeading: 'Hotel and restaurant', locationIds: [3] });
    expect((await idsFound('hotel bath')).sort()).toEqual([spa.id, somerset.id].sort());
  });

  test('names of several words, with or without their punctuation; a filter still narrows; an excluded town is only a word', async () => {
    const northEast = await post({ activityHeading: 'Marine engineers', locationIds: [9] });
    const norfolk = await post({ activityHeading: 'Marine engineers', locationIds: [4] });
    await post({ activityHeading: 'Marine engineers', locationIds: [1] });
    expect(await idsFound('marine newcastle upon tyne')).toEqual([northEast.id]);
    expect((await search(`q=${encodeURIComponent('"Newcastle upon Tyne" marine')}`)).place).toMatchObject({ name: 'Newcastle upon Tyne', regionId: 9 });
    expect(await idsFound("marine King's Lynn")).toEqual([norfolk.id]);
    expect(await idsFound('marine kings lynn')).toEqual([norfolk.id]);
    expect((await search('q=marine%20newcastle&region=4')).items).toEqual([]);
    expect((await idsFound('marine -leeds')).length).toBe(3);
    expect(await search('q=marine%20-leeds')).not.toHaveProperty('place');
  });

  test('a town is not corrected to a word of the posts, and "Sale" (a word here) is not a town', async () => {
    await post({ activityHeading: 'Leads and cables wholesaler', locationIds: [1] });
    const answer = await search('q=leeds');
    expect(answer).toMatchObject({ items: [], total: 0, place: { name: 'Leeds' } });
    expect(answer).not.toHaveProperty('corrected');
    expect(await search('q=business%20for%20sale')).not.toHaveProperty('place');
  });
});

describe('syntax as people type it', () => {
  test('OR in capitals between two words finds either; lower-case "or" is a word that all must hold', async () => {
    const bakery = await post({ activityHeading: 'Family bakery', ...onSaleSince(2) });
    const brewery = await post({ activityHeading: 'Craft brewery', ...onSaleSince(1) });
    await post({ activityHeading: 'Haulage firm' });
    expect((await idsFound('bakery OR brewery')).sort()).toEqual([bakery.id, brewery.id].sort());
    expect((await idsFound('family bakery OR brewery')).sort()).toEqual([bakery.id]);
    expect(await idsFound('bakery or brewery')).toEqual([]);
  });

  test('-word leaves out the posts holding it, alone or after other words; a hyphen inside a word does not', async () => {
    const bakery = await post({ activityHeading: 'Bakery shop' });
    const florist = await post({ activityHeading: 'Florist shop', description: '<p>A well-known co-op.</p>' });
    expect(await idsFound('shop -bakery')).toEqual([florist.id]);
    expect(await idsFound('-bakery')).toEqual([florist.id]);
    expect(await idsFound('shop -"bakery shop"')).toEqual([florist.id]);
    expect(await idsFound('well-known co-op')).toEqual([florist.id]);
    expect(await idsFound('shop -co-op')).toEqual([bakery.id]);
  });

  test('"an exact phrase" finds only its words in that order; a quoted word is never a prefix', async () => {
    const phrase = await post({ activityHeading: 'Two retail units in Leeds' });
    await post({ activityHeading: 'Retail park', description: '<p>Two units let, retail use.</p>' });
    await post({ activityHeading: 'Newspaper publisher' });
    expect(await idsFound('"two retail units"')).toEqual([phrase.id]);
    expect(await idsFound('leeds "two retail units"')).toEqual([phrase.id]);
    expect(await idsFound('"retail two units"')).toEqual([]);
    expect(await idsFound('"pub"')).toEqual([]);
  });

  test('a pasted title of up to 150 characters finds its post first', async () => {
    const title = 'Long-established family-run bakery, café and outside catering business with two retail units and a production kitchen near Leeds & Harrogate';
    expect(title.length).toBeLessThanOrEqual(150);
    const titled = await post({ activityHeading: title, ...onSaleSince(5) });
    await post({ activityHeading: 'Bakery and café with two retail units', description: `<p>${title}</p>`, ...onSaleSince(0) });
    const found = await idsFound(title);
    expect(found[0]).toBe(titled.id);
  });
});

describe('ranking', () => {
  test('a prefix of the last word, from 3 letters, never outranks the whole word: "pub" finds the pub first', async () => {
    const pub = await post({ activityHeading: 'Village pub', ...onSaleSince(9) });
    const publisher = await post({ activityHeading: 'Publishing house: publisher of publications', ...onSaleSince(0) });
    expect(await idsFound('pub')).toEqual([pub.id, publisher.id]);
    expect(await idsFound('pu')).toEqual([]);
  });

  test('words exactly as typed rank above their stems: "bakeries" finds the Bakeries first', async () => {
    const exact = await post({ activityHeading: 'Bakeries of Leeds', ...onSaleSince(9) });
    const stem = await post({ activityHeading: 'Bakery of Leeds', ...onSaleSince(0) });
    expect(await idsFound('bakeries')).toEqual([exact.id, stem.id]);
    expect(await idsFound('bakery')).toEqual([stem.id, exact.id]);
  });

  test('the rule, in one search: exact words, then stems, then typo matches, whatever the dates', async () => {
    const typo = await post({ activityHeading: 'Craft brewery', ...onSaleSince(0) });
    const stem = await post({ activityHeading: 'Bakery of York', ...onSaleSince(1) });
    const exact = await post({ activityHeading: 'Bakeries of York', ...onSaleSince(9) });
    // "brewry" is found in no post, so it is searched as "brewery": a typo match.
    expect(await idsFound('bakeries OR brewry')).toEqual([exact.id, stem.id, typo.id]);
  });

  test('a prefix applies only to the last word, from 3 letters, and a whole word ranks above it', async () => {
    const prefixOnly = await post({ activityHeading: 'Family bakery', ...onSaleSince(0) });
    const whole = await post({ activityHeading: 'Family bak shop', ...onSaleSince(9) });
    expect(await idsFound('family bak')).toEqual([whole.id, prefixOnly.id]);
    expect(await idsFound('bak family')).toEqual([whole.id]);
    expect(await idsFound('family ba')).toEqual([]);
  });

  test('a word as typed ranks above a correction, which is then not said', async () => {
    const care = await post({ activityHeading: 'Care home', ...onSaleSince(9) });
    const nursing = await post({ activityHeading: 'Nursing home', ...onSaleSince(0) });
    const answer = await search(`q=${encodeURIComponent('nursng OR care')}`);
    expect(answer.items.map((item) => item.businessId)).toEqual([care.id, nursing.id]);
    expect(answer).not.toHaveProperty('corrected');
  });
});

describe('corrections', () => {
  test('when only corrected words found the posts, the answer says which; exact=1 searches the words as typed', async () => {
    const nursing = await post({ activityHeading: 'Nursing home near Leeds' });
    await post({ activityHeading: 'Day nursery group' });
    const answer = await search(`q=${encodeURIComponent('Nursng home')}`);
    expect(answer.items.map((item) => item.businessId)).toEqual([nursing.id]);
    expect(answer.corrected).toEqual([{ from: 'nursng', to: 'nursing' }]);
    const exact = await search(`q=${encodeURIComponent('Nursng home')}&exact=1`);
    expect(exact).toMatchObject({ items: [], total: 0 });
    expect(exact).not.toHaveProperty('corrected');
  });

  test('an answer found by the words as typed carries no corrected field, nor does one that found nothing', async () => {
    await post({ activityHeading: 'Nursing home' });
    expect(await search('q=nursing')).not.toHaveProperty('corrected');
    expect(await search('q=zzyzx')).not.toHaveProperty('corrected');
  });
});

test('only live posts shown publicly are found: never a draft, scheduled, expired, withdrawn, sold or hidden post', async () => {
  const live = await post({ activityHeading: 'Vineyard for sale' });
  for (const status of [SITE_STATUS.draft, SITE_STATUS.scheduled, SITE_STATUS.expired, SITE_STATUS.withdrawn, SITE_STATUS.sold]) {
    await post({ activityHeading: 'Vineyard for sale', status });
  }
  await post({ activityHeading: 'Vineyard for sale', displayHome: false });
  const answer = await search('q=vineyard');
  expect(answer.items.map((item) => item.businessId)).toEqual([live.id]);
  expect(answer.total).toBe(1);
  expect((await search('')).items.map((item) => item.businessId)).toEqual([live.id]);
});

test('a match in the heading ranks above one in the description, whatever the dates', async () => {
  const inDescription = await post({ activityHeading: 'Cafe', description: '<p>Also sells pottery.</p>', periods: [{ startDate: today, endDate: addDays(today, 20) }] });
  const inHeading = await post({ activityHeading: 'Pottery studio', periods: [{ startDate: addDays(today, -9), endDate: addDays(today, 20) }] });
  expect(await idsFound('pottery')).toEqual([inHeading.id, inDescription.id]);
});

test('without words every live post is listed, newest on sale first', async () => {
  const older = await post({ periods: [{ startDate: addDays(today, -9), endDate: addDays(today, 20) }] });
  const newer = await post({ periods: [{ startDate: today, endDate: addDays(today, 20) }] });
  expect((await search('q=')).items.map((item) => item.businessId)).toEqual([newer.id, older.id]);
});

test("an item carries the card's fields and a snippet whose only markup is <mark> around the matched words", async () => {
  const found = await post({
    activityHeading: 'Artisan bakery',
    description: '<p>We bake <strong>sourdough</strong> bread &amp; cakes for &lt;script&gt;alert(1)&lt;/script&gt; fans.</p><ul><li>Ovens</li></ul>',
    locationIds: [7],
  });
  const [item] = (await search('q=sourdough%20bread')).items;
  expect(item).toMatchObject({ businessId: found.id, reference: found.reference, activityHeading: 'Artisan bakery', siteStatus: SITE_STATUS.forSale });
  expect(item.locations).toEqual([{ locationId: 7, description: 'Yorkshire and the Humber' }]);
  expect(item.snippet).toContain('<mark>sourdough</mark> <mark>bread</mark>');
  expect(item.snippet).toContain('&amp;');
  expect(item.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  expect(item).not.toHaveProperty('description');
});

describe('facets, filters and pages', () => {
  async function threeShops() {
    const a = await post({ activityHeading: 'Shop A', locationIds: [1, 2], primaryCategoryId: 201, turnoverId: 2, employeesId: 2, tradingStatusId: 1 });
    const b = await post({ activityHeading: 'Shop B', locationIds: [2], primaryCategoryId: 202, turnoverId: 3, employeesId: 2, tradingStatusId: 3 });
    const c = await post({ activityHeading: 'Shop C', locationIds: [3], primaryCategoryId: 301, turnoverId: 3, employeesId: 4, tradingStatusId: 1 });
    await post({ activityHeading: 'Garage', locationIds: [1], primaryCategoryId: 201 });
    return { a, b, c };
  }
  const countsOf = (answer: SearchAnswer, key: keyof SearchAnswer['facets']) => Object.fromEntries(answer.facets[key].map((facet) => [facet.id, facet.count]));

  test('count the found posts per appointment type, which filters by any of its values', async () => {
    const administration = await post({ activityHeading: 'Shop A', businessStatusId: 1 });
    const liquidation = await post({ activityHeading: 'Shop B', businessStatusId: 3 });
    await post({ activityHeading: 'Shop C', businessStatusId: 3, locationIds: [2] });
    const answer = await search('q=shop');
    expect(countsOf(answer, 'appointment')).toEqual({ 1: 1, 3: 2 });
    expect(answer.facets.appointment[0]).toEqual({ id: 1, description: 'Administration', count: 1 });
    const ids = (found: SearchAnswer) => found.items.map((item) => item.businessId).sort();
    expect(ids(await search('q=shop&appointment=1'))).toEqual([administration.id]);
    expect(ids(await search('q=shop&appointment=1&appointment=3&region=1'))).toEqual([administration.id, liquidation.id].sort());
    const inLondon = await search('q=shop&region=1');
    expect(countsOf(inLondon, 'appointment')).toEqual({ 1: 1, 3: 1 });
    expect(countsOf(await search('q=shop&appointment=3'), 'appointment')).toEqual({ 1: 1, 3: 2 });
  });

  test('a chosen value no found post has is still a facet value, by its own name, with a count of 0 (an unknown id or a sub-category is not)', async () => {
    await threeShops();
    const answer = await search('q=shop&region=13&region=1&turnover=999');
    expect(answer.total).toBe(0);
    expect(answer.facets.region.find((facet) => facet.id === 13)).toEqual({ id: 13, description: 'Channel Islands and Isle of Man', count: 0 });
    expect(answer.facets.turnover.some((facet) => facet.id === 999)).toBe(false);
    const bankrupt = await search('q=shop&appointment=9&sector=301');
    expect(bankrupt.total).toBe(0);
    expect(bankrupt.facets.appointment).toContainEqual({ id: 9, description: 'Bankruptcy', count: 0 });
    expect(bankrupt.facets.sector.some((facet) => facet.id === 301)).toBe(false);
  });

  test('count the found posts per region, sector, turnover, employees and trading status', async () => {
    await threeShops();
    const answer = await search('q=shop');
    expect(answer.total).toBe(3);
    expect(countsOf(answer, 'region')).toEqual({ 1: 1, 2: 2, 3: 1 });
    expect(countsOf(answer, 'sector')).toEqual({ 200: 2, 300: 1 });
    expect(countsOf(answer, 'turnover')).toEqual({ 2: 1, 3: 2 });
    expect(countsOf(answer, 'employees')).toEqual({ 2: 2, 4: 1 });
    expect(countsOf(answer, 'trading')).toEqual({ 1: 2, 3: 1 });
    expect(answer.facets.sector.find((facet) => facet.id === 200)).toEqual({ id: 200, description: 'Retail', count: 2 });
  });

  test('each filter narrows the items and the other facets, and leaves its own facet whole', async () => {
    const { a, b, c } = await threeShops();
    const ids = (answer: SearchAnswer) => answer.items.map((item) => item.businessId).sort();
    const inSouthEast = await search('q=shop&region=2');
    expect(ids(inSouthEast)).toEqual([a.id, b.id].sort());
    expect(inSouthEast.total).toBe(2);
    expect(countsOf(inSouthEast, 'region')).toEqual({ 1: 1, 2: 2, 3: 1 });
    expect(countsOf(inSouthEast, 'turnover')).toEqual({ 2: 1, 3: 1 });
    expect(ids(await search('q=shop&sector=200'))).toEqual([a.id, b.id].sort());
    expect(ids(await search('q=shop&sector=202'))).toEqual([b.id]);
    expect(ids(await search('q=shop&turnover=3'))).toEqual([b.id, c.id].sort());
    expect(ids(await search('q=shop&employees=4'))).toEqual([c.id]);
    expect(ids(await search('q=shop&trading=1&region=2'))).toEqual([a.id]);
    expect(ids(await search('q=shop&region=999'))).toEqual([]);
  });

  test('a filter given several values finds any of them, keeps its own counts whole, and narrows the other facets', async () => {
    const { a, b, c } = await threeShops();
    const ids = (answer: SearchAnswer) => answer.items.map((item) => item.businessId).sort();
    const either = await search('q=shop&region=1&region=3');
    expect(ids(either)).toEqual([a.id, c.id].sort());
    expect(either.total).toBe(2);
    expect(countsOf(either, 'region')).toEqual({ 1: 1, 2: 2, 3: 1 });
    expect(countsOf(either, 'trading')).toEqual({ 1: 2 });
    expect(ids(await search('q=shop&turnover=2&turnover=3&trading=3'))).toEqual([b.id]);
    expect(ids(await search('q=shop&sector=202&sector=300'))).toEqual([b.id, c.id].sort());
    // The single-value form is the same call as before.
    expect(ids(await search('q=shop&region=3'))).toEqual([c.id]);
  });

  test('sort: relevance by default, newest on sale first, closing soonest first; added in the last 1, 7 or 30 days', async () => {
    const old = await post({ activityHeading: 'Print works', periods: [{ startDate: addDays(today, -20), endDate: addDays(today, 3) }] });
    const recent = await post({ activityHeading: 'Print works and print shop', periods: [{ startDate: addDays(today, -5), endDate: addDays(today, 40) }] });
    const fresh = await post({ activityHeading: 'Print works', periods: [{ startDate: today, endDate: addDays(today, 10) }] });
    const ids = (answer: SearchAnswer) => answer.items.map((item) => item.businessId);
    expect(ids(await search('q=print&sort=newest'))).toEqual([fresh.id, recent.id, old.id]);
    expect(ids(await search('q=print&sort=closing'))).toEqual([old.id, fresh.id, recent.id]);
    expect((await search('q=print&sort=relevance')).items[0].businessId).toBe(recent.id);
    expect(ids(await search('q=print&added=1'))).toEqual([fresh.id]);
    const week = await search('q=print&added=7&sort=newest');
    expect(ids(week)).toEqual([fresh.id, recent.id]);
    expect(week.total).toBe(2);
    expect(ids(await search('q=print&added=30&sort=newest'))).toEqual([fresh.id, recent.id, old.id]);
  });

  test('pages follow one another without overlap, and the total counts every page', async () => {
    const created = [];
    for (let i = 0; i < 5; i++) created.push((await post({ activityHeading: 'Print works', periods: [{ startDate: addDays(today, -i), endDate: addDays(today, 20) }] })).id);
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await search(`q=print&page=${page}&pageSize=2`));
    expect(pages.map((answer) => answer.items.map((item) => item.businessId))).toEqual([created.slice(0, 2), created.slice(2, 4), created.slice(4), []]);
    expect(pages.map((answer) => answer.total)).toEqual([5, 5, 5, 5]);
  });
});

describe('bad input', () => {
  test.each([
    [`q=${'a'.repeat(SEARCH_TEXT_MAX_LENGTH + 1)}`, 'Search text cannot be longer than 300 characters'],
    [`q=${encodeURIComponent('a '.repeat(SEARCH_WORDS_MAX + 1))}`, 'Search text can hold at most 40 words'],
    ['q=mill&exact=true', 'Exact must be 1, or left out'],
    ['q=bakery%00', 'contains characters that are not allowed'],
    ['q=a&q=b', 'Search text must be text'],
    ['region=abc', 'Unknown region'],
    ['sector=-1', 'Unknown sector'],
    ['turnover=1.5', 'Unknown turnover band'],
    ['employees=99999999999', 'Unknown employees band'],
    ['trading=0', 'Unknown trading status'],
    ['appointment=x', 'Unknown appointment type'],
    ['region=1&region=abc', 'Unknown region'],
    [Array.from({ length: 51 }, (_, i) => `sector=${i + 1}`).join('&'), 'At most 50 values of one filter'],
    ['sort=oldest', 'Sort must be one of relevance, newest, closing'],
    ['added=3', 'Added must be one of 1, 7, 30 (days)'],
    ['page=0', 'Page must be a whole number from 1 to 100'],
    ['page=101', 'Page must be a whole number from 1 to 100'],
    ['pageSize=25', 'Page size must be a whole number from 1 to 24'],
  ])('%s is refused with 400 naming the problem', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.stringContaining(message));
  });

  test(`${SEARCH_TEXT_MAX_LENGTH} characters and ${SEARCH_WORDS_MAX} words are searched`, async () => {
    expect((await get(`q=${'a'.repeat(SEARCH_TEXT_MAX_LENGTH)}`)).statusCode).toBe(200);
    expect((await get(`q=${encodeURIComponent('bakery '.repeat(SEARCH_WORDS_MAX))}`)).statusCode).toBe(200);
  });

  test('10 000 characters are refused with 400', async () => {
    const res = await get(`q=${'bakery '.repeat(1500).slice(0, 10_000)}`);
    expect(res.statusCode).toBe(400);
  });

  test.each(["bakery & !cakes | (bread", "bak:*", '-"" OR -', 'OR OR', '"-bakery OR "', '-(bakery <-> x):*', "bakery <2> !!cakes", "'; drop table posts; --", "bakery' or '1'='1", '!!!', '&|!:*()\'', '"\\', 'the and of', '<script>', 'ünïcödé 東京', '123 456'])(
    'hostile or odd text %p is a clean answer',
    async (q) => {
      const kept = await post({ activityHeading: 'Bakery for sale' });
      const res = await get(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
      expect(await t.db.select({ id: posts.id }).from(posts)).toEqual([{ id: kept.id }]);
    },
  );
});

// PostgreSQL only: the lock is held by one of the test's connections while the search waits on
// another; PGlite has one connection, so the search would wait for the lock's transaction itself.
const onPostgres = process.env.TEST_DB === 'postgres' || (!process.env.TEST_DB && process.env.TEST_DATABASE_URL) ? test : test.skip;
onPostgres('a search that cannot finish within its 5 s statement timeout answers 503 rather than hanging', async () => {
  await post({ activityHeading: 'Bakery for sale' });
  const started = Date.now();
  const res = await t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table posts in access exclusive mode`);
    return get('q=bakery');
  });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: 'The search took too long. Please try more specific words.' });
  expect(Date.now() - started).toBeLessThan(15_000);
  expect((await search('q=bakery')).total).toBe(1);
}, 30_000);

test('the OpenAPI document lists the call, open to all (a token optional), with its operationId, summary, 400 and 429, and the corrections', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operation = doc.paths['/api/unauth/search'].get;
  expect(operation).toMatchObject({ operationId: 'getUnauthSearch', security: [{}, { bearerAuth: [] }] });
  const answer = operation.responses['200'].content['application/json'].schema;
  expect(answer.properties.corrected).toMatchObject({ type: 'array', items: { required: ['from', 'to'] } });
  expect(answer.required).not.toContain('corrected');
  expect(operation.summary).toEqual(expect.stringContaining('Live public posts'));
  expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '429', '503']));
  expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['q', 'exact', 'region', 'sector', 'turnover', 'employees', 'trading', 'appointment', 'sort', 'added', 'page', 'pageSize']));
});
