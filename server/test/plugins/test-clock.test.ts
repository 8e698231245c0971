import { addDays, londonToday, SITE_STATUS } from '@insolvency/shared-contracts';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
import { TEST_CLOCK_HEADER } from '../../src/plugins/test-clock';
import { createPost } from '../factories/posts';
import { createSeller, type TestUser } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { bearerFor } from '../sessions';

/*
 * The journeys' clock (ENABLE_TEST_CLOCK=true): a request may be answered some days later.
 * Off by default: the header changes nothing and no route exists for it.
 */
const today = londonToday();

async function scheduledPostIn(t: TestApp): Promise<{ seller: TestUser; postId: number }> {
  await seedReferenceLabels(t.db);
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id, periods: [{ startDate: addDays(today, 2), endDate: addDays(today, 29) }] });
  return { seller, postId: post.id };
}

const statusOf = async (t: TestApp, user: TestUser, postId: number, offsetDays?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/allauth/post?id=${postId}`,
    headers: { authorization: await bearerFor(t, user), ...(offsetDays === undefined ? {} : { [TEST_CLOCK_HEADER]: offsetDays }) },
  });

describe('off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  test('the header is ignored: a post scheduled for the day after tomorrow stays Scheduled', async () => {
    const { seller, postId } = await scheduledPostIn(t);
    const res = await statusOf(t, seller, postId, '2');
    expect(res.statusCode).toBe(200);
    expect(res.json().siteStatus).toBe(SITE_STATUS.scheduled);
    expect((await statusOf(t, seller, postId, 'soon')).statusCode).toBe(200);
  });

  test('no test-clock route in the API or its documentation', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(JSON.stringify(docs.json().paths)).not.toMatch(/clock/i);
    expect((await t.app.inject({ method: 'POST', url: '/api/test-clock' })).statusCode).toBe(404);
  });
});

describe('on (ENABLE_TEST_CLOCK=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { testClock: true } });
  });
  afterAll(async () => t?.close());

  test('a request two days later sees the scheduled post For Sale; one without the header still sees it Scheduled', async () => {
    const { seller, postId } = await scheduledPostIn(t);
    expect((await statusOf(t, seller, postId, '1')).json().siteStatus).toBe(SITE_STATUS.scheduled);
    expect((await statusOf(t, seller, postId, '2')).json().siteStatus).toBe(SITE_STATUS.forSale);
    expect((await statusOf(t, seller, postId, '30')).json().siteStatus).toBe(SITE_STATUS.expired);
    expect((await statusOf(t, seller, postId)).json().siteStatus).toBe(SITE_STATUS.scheduled);
  });

  test('the day lists move too: the post is among the live posts two days later', async () => {
    const { seller, postId } = await scheduledPostIn(t);
    const live = async (offset: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/seller/posts?status=1', headers: { authorization: await bearerFor(t, seller), [TEST_CLOCK_HEADER]: offset } })).json();
    expect(JSON.stringify(await live('0'))).not.toContain(`"businessId":${postId}`);
    expect(JSON.stringify(await live('2'))).toContain(`"businessId":${postId}`);
  });

  test('an offset that is not a whole number of days within ten years: 400 with a clear message', async () => {
    const { seller, postId } = await scheduledPostIn(t);
    for (const bad of ['soon', '1.5', '99999', '']) {
      const res = await statusOf(t, seller, postId, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/whole number of days/);
    }
  });
});
