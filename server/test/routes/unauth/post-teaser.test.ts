import { SITE_STATUS, londonToday } from '@insolvency/shared-contracts';
import { posts } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createPost } from '../../factories/posts';
import { createSeller } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
const today = londonToday();

beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(posts);
});

const teaserOf = (id: number | string) => t.app.inject({ method: 'GET', url: `/api/unauth/post-teaser?id=${id}` });

test('a live public post’s teaser: its public fields with their labels, the firm, the current period, and For Sale', async () => {
  const seller = await createSeller(t.db, { company: 'Begbies & Partners LLP' });
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today, activityHeading: 'Mill in Bradford', reference: 'MILL-3' });
  const res = await teaserOf(post.id);
  expect(res.statusCode).toBe(200);
  const { forSale, teaser } = res.json();
  expect(forSale).toBe(true);
  expect(teaser).toMatchObject({
    businessId: post.id,
    activityHeading: 'Mill in Bradford',
    reference: 'MILL-3',
    firm: 'Begbies & Partners LLP',
    startDate: post.periods[0].startDate,
    endDate: post.periods[0].endDate,
  });
  for (const field of ['sector', 'turnover', 'employees']) expect(teaser[field]).toEqual(expect.stringMatching(/\S/));
  expect(teaser.locations).toEqual([expect.stringMatching(/\S/)]);
  expect(Object.keys(teaser).sort()).toEqual(['activityHeading', 'businessId', 'employees', 'endDate', 'firm', 'locations', 'reference', 'sector', 'startDate', 'turnover']);
});

test('a withdrawn, sold or expired public post’s teaser says it is no longer For Sale', async () => {
  for (const status of [SITE_STATUS.withdrawn, SITE_STATUS.sold, SITE_STATUS.expired]) {
    const post = await createPost(t.db, { status, today });
    const res = await teaserOf(post.id);
    expect({ status, code: res.statusCode, forSale: res.json().forSale }).toEqual({ status, code: 200, forSale: false });
  }
});

test('a draft, a scheduled post, a hidden post and an unknown id answer 404 alike; a bad id 400', async () => {
  const hidden = [
    await createPost(t.db, { status: SITE_STATUS.draft, today }),
    await createPost(t.db, { status: SITE_STATUS.scheduled, today }),
    await createPost(t.db, { status: SITE_STATUS.forSale, today, displayHome: false }),
  ];
  for (const id of [...hidden.map((post) => post.id), 999_999]) {
    const res = await teaserOf(id);
    expect({ id, code: res.statusCode, body: res.json() }).toEqual({ id, code: 404, body: { message: 'Not Found' } });
  }
  expect((await teaserOf('abc')).statusCode).toBe(400);
});
