import { and, eq } from 'drizzle-orm';
import { SITE_STATUS } from '@insolvency/shared-contracts';
import { AMEND_DETAIL_MESSAGES, EMAIL_POST_MESSAGES } from '@insolvency/shared-contracts/schemas';
import { postAssets, postCategories, postLocations, posts } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { emailPostSentMessage } from '../../../src/services/posts/email-post';
import { AMENDED_MESSAGE } from '../../../src/services/posts/post-amendments';
import { mailsTo, readOutbox } from '../../accounts-support';
import { createPost } from '../../factories/posts';
import { createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  seller = await createSeller(t.db, { forenames: 'Paula', surname: 'Practitioner', company: 'Recovery LLP' });
});
afterAll(async () => t?.close());

const send = async (method: 'PATCH' | 'POST', path: string, id: number, payload: object, user: { id: number; role: string } = seller) =>
  t.app.inject({ method, url: `/api/seller/${path}?id=${id}`, payload, headers: { authorization: await bearerFor(t, user) } });

const detail = { Reference: 'NEW-REF', ActivityHeading: 'New heading', Locations: [2, 3], BusinessStatusID: 2, TradingStatusID: 2, TurnoverID: 3, EmployeesID: 3, DisplayHome: false };

test('post-detail saves every field and the locations; the messages of spec §5; another seller gets 404', async () => {
  const post = await createPost(t.db, { createdBy: seller.id });
  const res = await send('PATCH', 'post-detail', post.id, detail);
  expect(res.json()).toEqual({ message: AMENDED_MESSAGE });
  const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
  expect(row).toMatchObject({ reference: 'NEW-REF', activityHeading: 'New heading', businessStatusId: 2, turnoverId: 3, displayHome: false });
  expect((await t.db.select().from(postLocations).where(eq(postLocations.postId, post.id))).map((r) => r.locationId).sort()).toEqual([2, 3]);

  const empty = await send('PATCH', 'post-detail', post.id, { ...detail, Reference: ' ', ActivityHeading: '', Locations: [] });
  expect(empty.json().errors).toEqual({
    Reference: [AMEND_DETAIL_MESSAGES.reference],
    ActivityHeading: [AMEND_DETAIL_MESSAGES.activityHeading],
    Locations: [AMEND_DETAIL_MESSAGES.locations],
  });
  expect((await send('PATCH', 'post-detail', post.id, { ...detail, Locations: [424242] })).json().errors).toHaveProperty('Locations');
  expect((await send('PATCH', 'post-detail', post.id, detail, await createSeller(t.db))).statusCode).toBe(404);
});

test('post-description is sanitised; primary and additional categories never overlap; assets replaced', async () => {
  const post = await createPost(t.db, { createdBy: seller.id, primaryCategoryId: 101, additionalCategoryIds: [102] });
  await send('PATCH', 'post-description', post.id, { Description: '<p onclick="x()">Hello</p><iframe src="//evil"></iframe>' });
  expect((await t.db.select().from(posts).where(eq(posts.id, post.id)))[0].description).toBe('<p>Hello</p>');

  expect((await send('PATCH', 'post-category', post.id, { PrimaryCategory: 102 })).statusCode).toBe(200);
  const categoriesOf = async () =>
    (await t.db.select().from(postCategories).where(eq(postCategories.postId, post.id))).map((c) => [c.categoryId, c.isPrimary]).sort();
  expect(await categoriesOf()).toEqual([[102, true]]);
  await send('PATCH', 'post-additional-categories', post.id, { Categories: [101, 102, 103] });
  expect(await categoriesOf()).toEqual([
    [101, false],
    [102, true],
    [103, false],
  ]);
  await send('PATCH', 'post-assets', post.id, { Assets: [1, 2] });
  expect((await t.db.select().from(postAssets).where(eq(postAssets.postId, post.id))).map((a) => a.assetId).sort()).toEqual([1, 2]);
  const primaryRows = await t.db.select().from(postCategories).where(and(eq(postCategories.postId, post.id), eq(postCategories.isPrimary, true)));
  expect(primaryRows).toHaveLength(1);
});

describe('email-post', () => {
  test('one mail per address, replying to the owner; the answer counts them', async () => {
    const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, activityHeading: 'Bakery' });
    const res = await send('POST', 'email-post', post.id, { EmailTos: ['a.reviewer@example.com', 'B.Reviewer@example.com'], Message: 'Please review this posting.' });
    expect(res.json()).toEqual({ message: emailPostSentMessage(2) });
    const [mail] = await mailsTo(t.config.outboxDir, 'a.reviewer@example.com');
    expect(mail.to).toEqual(['a.reviewer@example.com']);
    expect(mail.replyTo).toEqual([seller.email1]);
    expect(mail.subject).toContain('Bakery');
    expect(mail.text).toContain('Please review this posting.');
    // Displayed publicly: the link opens the public teaser, which needs no account.
    expect(mail.text).toContain(`/opportunities/${post.id}`);
    expect(mail.text).not.toContain(`/post/${post.id}`);
    expect(await mailsTo(t.config.outboxDir, 'b.reviewer@example.com')).toHaveLength(1);
  });

  test('a post not displayed publicly is linked at its detail, behind login', async () => {
    const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, displayHome: false });
    expect((await send('POST', 'email-post', post.id, { EmailTos: ['private.reviewer@example.com'], Message: 'Have a look.' })).statusCode).toBe(200);
    const [mail] = await mailsTo(t.config.outboxDir, 'private.reviewer@example.com');
    expect(mail.text).toContain(`/post/${post.id}`);
    expect(mail.text).not.toContain('/opportunities/');
  });

  test('the messages of spec §5; six addresses refused; nothing sent', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const before = (await readOutbox(t.config.outboxDir)).length;
    const six = Array.from({ length: 6 }, (_, i) => `r${i}@example.com`);
    expect((await send('POST', 'email-post', post.id, { EmailTos: six, Message: 'x' })).json().errors.EmailTos).toEqual([EMAIL_POST_MESSAGES.tooMany]);
    expect((await send('POST', 'email-post', post.id, { EmailTos: [], Message: 'x' })).json().errors.EmailTos).toEqual([EMAIL_POST_MESSAGES.empty]);
    expect((await send('POST', 'email-post', post.id, { EmailTos: ['not-an-address'], Message: 'x' })).json().errors['EmailTos.0']).toEqual([EMAIL_POST_MESSAGES.invalid]);
    expect((await send('POST', 'email-post', post.id, { EmailTos: ['a@example.com'], Message: ' ' })).json().errors.Message).toEqual([EMAIL_POST_MESSAGES.messageRequired]);
    expect((await send('POST', 'email-post', post.id, { EmailTos: ['a@example.com'], Message: 'x' }, await createSeller(t.db))).statusCode).toBe(404);
    expect((await readOutbox(t.config.outboxDir)).length).toBe(before);
  });

  test('a Sold post is not e-mailed: 409 with the reason, nothing sent', async () => {
    const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.sold });
    const before = (await readOutbox(t.config.outboxDir)).length;
    const res = await send('POST', 'email-post', post.id, { EmailTos: ['a@example.com'], Message: 'Still interested?' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This post is Sold: only a post that is For Sale can be e-mailed.');
    expect((await readOutbox(t.config.outboxDir)).length).toBe(before);
  });
});

describe('a Sold post is not edited', () => {
  const amendments: [path: string, body: object][] = [
    ['post-detail', detail],
    ['post-description', { Description: '<p>Changed after the sale.</p>' }],
    ['post-category', { PrimaryCategory: 102 }],
    ['post-additional-categories', { Categories: [103] }],
    ['post-assets', { Assets: [1] }],
  ];

  test.each(amendments)('%s: 409 with the reason, nothing written', async (path, body) => {
    const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.sold });
    const res = await send('PATCH', path, post.id, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This post is Sold: a Sold post cannot be edited.');
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ reference: post.reference, description: post.description });
    expect((await t.db.select().from(postCategories).where(eq(postCategories.postId, post.id))).map((c) => c.categoryId)).toEqual([101]);
    expect((await t.db.select().from(postAssets).where(eq(postAssets.postId, post.id))).map((a) => a.assetId)).toEqual([3]);
  });

  test.each([SITE_STATUS.draft, SITE_STATUS.scheduled, SITE_STATUS.expired, SITE_STATUS.withdrawn])('a %s post can still be edited', async (status) => {
    const post = await createPost(t.db, { createdBy: seller.id, status });
    expect((await send('PATCH', 'post-assets', post.id, { Assets: [1] })).statusCode).toBe(200);
  });
});
