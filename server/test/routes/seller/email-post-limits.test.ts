// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { SITE_STATUS, type AdminUserDetail, type SiteStatus } from '@insolvency/shared-contracts';
import { eq } from 'drizzle-orm';
import { postEmailSends } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { emailPostLimitMessage, emailPostSentMessage } from '../../../src/services/posts/email-post';
import { readOutbox } from '../../accounts-support';
import { createPost } from '../../factories/posts';
import { createAdmin, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

// Security finding (issue 35): any seller could send a post, even a draft, with their own text
// and Reply-To, to 500 strangers in 3 seconds. Now: For Sale posts only, at most
// EMAIL_POST_RECIPIENTS_PER_DAY (default 50) addresses per caller in 24 hours, every send recorded.

const LIMIT = 50;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

let run = 0;
/** Five addresses nobody used before. */
const fiveFresh = () => {
  run += 1;
  return Array.from({ length: 5 }, (_, i) => `stranger${run}-${i}@example.net`);
};
const emailPost = async (user: TestUser, postId: number, EmailTos: string[]) =>
  t.app.inject({ method: 'POST', url: `/api/seller/email-post?id=${postId}`, payload: { EmailTos, Message: 'Buy my business, reply to me.' }, headers: { authorization: await bearerFor(t, user) } });
const sendsOf = (user: TestUser) => t.db.select().from(postEmailSends).where(eq(postEmailSends.senderId, user.id));
const outboxSize = async () => (await readOutbox(t.config.outboxDir)).length;

test('the default limit is 50 addresses a day', () => {
  expect(t.config.emailPostRecipientsPerDay).toBe(LIMIT);
});

test.each([SITE_STATUS.draft, SITE_STATUS.scheduled, SITE_STATUS.expired, SITE_STATUS.withdrawn, SITE_STATUS.sold] as SiteStatus[])(
  'a %s post is not e-mailed: 409, nothing sent or recorded',
  async (status) => {
    const seller = await createSeller(t.db);
    const post = await createPost(t.db, { createdBy: seller.id, status });
    const before = await outboxSize();
    const res = await emailPost(seller, post.id, fiveFresh());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: `This post is ${status}: only a post that is For Sale can be e-mailed.` });
    expect(await outboxSize()).toBe(before);
    expect(await sendsOf(seller)).toEqual([]);
  },
);

test('five fresh addresses 100 times at once: 10 sends go (50 mails), 90 answer 429 with the limit and Retry-After', async () => {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id });
  const before = await outboxSize();
  const answers = await Promise.all(Array.from({ length: 100 }, () => emailPost(seller, post.id, fiveFresh())));
  const byStatus = answers.reduce<Record<number, number>>((counts, res) => ({ ...counts, [res.statusCode]: (counts[res.statusCode] ?? 0) + 1 }), {});
  expect(byStatus).toEqual({ 200: 10, 429: 90 });
  const refused = answers.find((res) => res.statusCode === 429)!;
  expect(refused.json()).toEqual({ message: emailPostLimitMessage(LIMIT, 0, Number(refused.headers['retry-after'])) });
  expect(refused.json().message).toBe('Posts can be e-mailed to at most 50 addresses in 24 hours and none are left. Please try again in 24 hours.');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  expect(await outboxSize()).toBe(before + LIMIT);
  expect((await sendsOf(seller)).map((send) => send.recipientCount)).toEqual(Array(10).fill(5));
});

test('the limit is per caller over all their posts; a send that would pass it is refused whole, a smaller one fits', async () => {
  const seller = await createSeller(t.db);
  const [first, second] = [await createPost(t.db, { createdBy: seller.id }), await createPost(t.db, { createdBy: seller.id })];
  for (let i = 0; i < 9; i++) expect((await emailPost(seller, i % 2 ? first.id : second.id, fiveFresh())).statusCode).toBe(200);
  expect((await emailPost(seller, first.id, ['one@example.net', 'two@example.net', 'three@example.net'])).statusCode).toBe(200);

  const over = await emailPost(seller, second.id, fiveFresh());
  expect(over.statusCode).toBe(429);
  expect(over.json().message).toMatch(/^Posts can be e-mailed to at most 50 addresses in 24 hours and only 2 are left\. /);
  const fits = await emailPost(seller, second.id, ['four@example.net', 'five@example.net']);
  expect(fits.json()).toEqual({ message: emailPostSentMessage(2) });

  // Another seller has their own allowance.
  const other = await createSeller(t.db);
  expect((await emailPost(other, (await createPost(t.db, { createdBy: other.id })).id, fiveFresh())).statusCode).toBe(200);
});

test('sends older than 24 hours no longer count', async () => {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id });
  await t.db.insert(postEmailSends).values({ senderId: seller.id, postId: post.id, recipientCount: LIMIT, createdAt: new Date(Date.now() - 24 * 3600 * 1000 - 60_000) });
  expect((await emailPost(seller, post.id, fiveFresh())).statusCode).toBe(200);
});

test('Admin sees each send on the user page: which post, how many addresses, when; never the addresses', async () => {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id, reference: 'MAILED-1', activityHeading: 'Bakery' });
  await emailPost(seller, post.id, ['a@example.net', 'b@example.net']);
  await emailPost(seller, post.id, ['c@example.net']);
  const admin = await createAdmin(t.db);
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/user?id=${seller.id}`, headers: { authorization: await bearerFor(t, admin) } });
  const sends = (res.json() as AdminUserDetail).userDetails.postEmailSends;
  expect(sends).toEqual([
    { businessId: post.id, reference: 'MAILED-1', activityHeading: 'Bakery', recipientCount: 1, sentAt: expect.any(String) },
    { businessId: post.id, reference: 'MAILED-1', activityHeading: 'Bakery', recipientCount: 2, sentAt: expect.any(String) },
  ]);
  expect(Math.abs(Date.parse(sends[0].sentAt) - Date.now())).toBeLessThan(60_000);
  expect(res.body).not.toContain('a@example.net');
});

test('the OpenAPI document lists the 409 and the 429 of E-mail Post', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(Object.keys(document.paths['/api/seller/email-post'].post.responses)).toEqual(expect.arrayContaining(['200', '400', '409', '429']));
});
