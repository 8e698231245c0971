// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { eq } from 'drizzle-orm';
import { ANSWER_MAX_LENGTH, DEAL_ROOM_MESSAGES, OPEN_QUESTIONS_MAX, QUESTION_MAX_LENGTH, QUESTION_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import { dealRoomEvents, dealRoomQuestions, notifications, users } from '../../../src/db/schema';
import { mailJobs } from '../../queued-mails';
import { ANSWER_NOTICES } from '../../../src/services/deal-room/questions';
import { POST_NOT_FOUND_MESSAGE } from '../../../src/services/posts/post-detail';
import { mailsTo } from '../../accounts-support';
import { expressInterestIn } from '../../factories/deal-room';
import { createPost } from '../../factories/posts';
import { createBuyer, createSeller, type TestUser } from '../../factories/users';
import { callerOf, openDealRoomApp, type Caller } from '../../deal-room-app';
import type { TestApp } from '../../helper';

/*
 * Questions and answers in a post's deal room (issue 32): buyer/deal-room-questions (ask, list)
 * and seller/deal-room-questions, seller/deal-room-answer; the mails and the notices they leave.
 */

let t: TestApp;
let seller: TestUser;
let admin: TestUser;
beforeAll(async () => ({ t, seller, admin } = await openDealRoomApp()));
afterAll(async () => t?.close());

const call = callerOf(() => t);
const signature = { FullName: 'Bea Buyer', Company: 'Buyer Ltd', Position: 'Director', AcceptOnBehalf: true };
const ask = (postId: number, buyer: Caller, Question: unknown) => call('POST', `buyer/deal-room-questions?id=${postId}`, buyer, { Question });
const answer = (questionId: number, caller: Caller, Answer: unknown, Publish: unknown) => call('PUT', `seller/deal-room-answer?id=${questionId}`, caller, { Answer, Publish });
const buyerView = async (postId: number, buyer: Caller) => (await call('GET', `buyer/deal-room-questions?id=${postId}`, buyer)).json();
const noticesOf = async (user: Caller) => (await call('GET', 'allauth/fetchNotifications', user)).json() as string[];
/** The deal-room mails queued to `address` (a delivered one keeps its recipient and subject). */
const queuedTo = async (address: string) => (await mailJobs(t.db, { keyPrefix: 'deal-room-' })).filter((job) => JSON.stringify(job.data).includes(address));
/** The mails in the outbox to `address` once `count` of them are there (the queue sends them just after the call). */
async function deliveredTo(address: string, count = 1) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = await mailsTo(t.config.outboxDir, address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailsTo(t.config.outboxDir, address);
}

/** A post with an NDA whose deal room is open to each of `count` new buyers (interest + NDA accepted). */
async function roomWithBuyers(count: number) {
  const post = await createPost(t.db, { createdBy: seller.id });
  await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, NdaText: 'Keep it secret.' });
  const buyers: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    expect((await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, signature)).statusCode).toBe(200);
    buyers.push(buyer);
  }
  return { post, buyers };
}

describe('buyer/deal-room-questions (ask)', () => {
  test('a buyer with access asks; the question is stored with the trail and the practitioner is mailed', async () => {
    const { post, buyers: [buyer] } = await roomWithBuyers(1);
    const res = await ask(post.id, buyer, 'What are the\r\nmonthly rent terms?');
    expect(res.statusCode).toBe(200);
    const asked = res.json();
    expect(asked).toMatchObject({ question: 'What are the\nmonthly rent terms?', answer: null, answeredAt: null, published: false });
    const [row] = await t.db.select().from(dealRoomQuestions).where(eq(dealRoomQuestions.id, asked.questionId));
    expect(row).toMatchObject({ postId: post.id, buyerId: buyer.id });
    const events = await t.db.select().from(dealRoomEvents).where(eq(dealRoomEvents.postId, post.id));
    expect(events.find((event) => event.kind === 'question-asked')).toMatchObject({ actorId: buyer.id, detail: { questionId: asked.questionId } });
    expect(await mailJobs(t.db, { key: `deal-room-question:${asked.questionId}` })).toHaveLength(1);
    const mail = (await deliveredTo(seller.email1)).find((sent) => sent.text.includes('monthly rent terms?'));
    expect(mail?.subject).toMatch(/^New question: /);
    expect(mail?.text).toContain(`${buyer.forenames} ${buyer.surname}`);
  });

  test('without access: 403 saying why (no interest, NDA not accepted, awaiting approval, revoked); nothing stored', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, NdaText: 'Keep it secret.', PackRelease: 'on_approval' });
    const buyer = await createBuyer(t.db);
    const refused = async (message: string, reading = true) => {
      for (const res of [await ask(post.id, buyer, 'Anything?'), ...(reading ? [await call('GET', `buyer/deal-room-questions?id=${post.id}`, buyer)] : [])]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(message);
      }
    };
    await refused(QUESTION_MESSAGES.interestNeeded);
    await expressInterestIn(t.db, buyer.id, post.id);
    await refused(QUESTION_MESSAGES.ndaNeeded);
    await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, signature);
    await refused(QUESTION_MESSAGES.awaitingApproval);
    await call('POST', `seller/approve-deal-room-access?id=${post.id}`, seller, { BuyerId: buyer.id });
    expect((await ask(post.id, buyer, 'Now?')).statusCode).toBe(200);
    await call('POST', `seller/revoke-deal-room-access?id=${post.id}`, seller, { BuyerId: buyer.id });
    // Revoked: asking is refused; reading their own questions is not (the next test).
    await refused(DEAL_ROOM_MESSAGES.accessRevoked, false);
    expect(await t.db.select().from(dealRoomQuestions).where(eq(dealRoomQuestions.postId, post.id))).toHaveLength(1);
  });

  test('a revoked buyer still reads their own questions and answers, read only; the answers published to the others are hidden from them', async () => {
    const { post, buyers: [revoked, other] } = await roomWithBuyers(2);
    const ownId = (await ask(post.id, revoked, 'Is the lease assignable?')).json().questionId;
    const otherId = (await ask(post.id, other, 'How many staff transfer?')).json().questionId;
    await answer(ownId, seller, 'Yes, with the landlord’s consent.', false);
    await answer(otherId, seller, 'Twelve, under TUPE.', true);
    expect((await buyerView(post.id, revoked)).published).toHaveLength(1);
    expect((await call('POST', `seller/revoke-deal-room-access?id=${post.id}`, seller, { BuyerId: revoked.id })).statusCode).toBe(200);

    const res = await call('GET', `buyer/deal-room-questions?id=${post.id}`, revoked);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      own: [{ questionId: ownId, question: 'Is the lease assignable?', askedAt: expect.any(String), answer: 'Yes, with the landlord’s consent.', answeredAt: expect.any(String), published: false }],
      published: [],
    });
    const refusedAsk = await ask(post.id, revoked, 'One more?');
    expect(refusedAsk.statusCode).toBe(403);
    expect(refusedAsk.json().message).toBe(DEAL_ROOM_MESSAGES.accessRevoked);
    expect(await t.db.select().from(dealRoomQuestions).where(eq(dealRoomQuestions.buyerId, revoked.id))).toHaveLength(1);
    // The buyer who kept access sees nothing of the revoked buyer's private question.
    expect(await buyerView(post.id, other)).toMatchObject({ own: [{ questionId: otherId }], published: [{ questionId: otherId }] });
  });

  test('bad input is 400 and stores nothing: empty, too long, lone surrogate, control characters, not text; unknown post 404; seller and Admin 403', async () => {
    const { post, buyers: [buyer] } = await roomWithBuyers(1);
    for (const bad of ['', '   ', 'x'.repeat(QUESTION_MAX_LENGTH + 1), 'broken \ud800 text', 'nul \u0000 byte', 42, null]) {
      const res = await ask(post.id, buyer, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.Question).toBeDefined();
    }
    expect((await ask(post.id, buyer, 'x'.repeat(QUESTION_MAX_LENGTH))).statusCode).toBe(200);
    expect((await call('POST', `buyer/deal-room-questions?id=abc`, buyer, { Question: 'Hi' })).statusCode).toBe(400);
    const missing = await ask(2_000_000_000, buyer, 'Hello?');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(POST_NOT_FOUND_MESSAGE);
    expect((await ask(post.id, seller, 'Hello?')).statusCode).toBe(403);
    expect((await ask(post.id, admin, 'Hello?')).statusCode).toBe(403);
    expect((await ask(post.id, null, 'Hello?')).statusCode).toBe(401);
    expect(await t.db.select().from(dealRoomQuestions).where(eq(dealRoomQuestions.postId, post.id))).toHaveLength(1);
  });

  test(`at most ${OPEN_QUESTIONS_MAX} unanswered questions per buyer and post (409); an answer makes room`, async () => {
    const { post, buyers: [buyer] } = await roomWithBuyers(1);
    const ids: number[] = [];
    for (let i = 0; i < OPEN_QUESTIONS_MAX; i += 1) ids.push((await ask(post.id, buyer, `Question ${i}`)).json().questionId);
    const over = await ask(post.id, buyer, 'One more');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(QUESTION_MESSAGES.tooManyOpen);
    await answer(ids[0], seller, 'Answered.', false);
    expect((await ask(post.id, buyer, 'One more')).statusCode).toBe(200);
  });
});

describe('seller/deal-room-questions and seller/deal-room-answer', () => {
  test('the owner lists every question with its asker; Admin reads them; another seller gets 404', async () => {
    const { post, buyers: [first, second] } = await roomWithBuyers(2);
    const q1 = (await ask(post.id, first, 'First question')).json().questionId;
    const q2 = (await ask(post.id, second, 'Second question')).json().questionId;
    const res = await call('GET', `seller/deal-room-questions?id=${post.id}`, seller);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((q: { questionId: number }) => q.questionId).sort()).toEqual([q1, q2].sort());
    expect(list.find((q: { questionId: number }) => q.questionId === q1)).toMatchObject({
      buyerId: first.id,
      askerName: `${first.forenames} ${first.surname}`,
      askerCompany: first.company,
      question: 'First question',
      answer: null,
    });
    expect((await call('GET', `seller/deal-room-questions?id=${post.id}`, admin)).json()).toEqual(list);
    const other = await createSeller(t.db);
    const hidden = await call('GET', `seller/deal-room-questions?id=${post.id}`, other);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(POST_NOT_FOUND_MESSAGE);
    expect((await call('GET', `seller/deal-room-questions?id=${post.id}`, first)).statusCode).toBe(403);
  });

  test('a private answer reaches the asker only: mail and notice; other buyers never see the question', async () => {
    const { post, buyers: [asker, other] } = await roomWithBuyers(2);
    const questionId = (await ask(post.id, asker, 'Is the lease assignable?')).json().questionId;
    expect((await buyerView(post.id, other)).own).toEqual([]);
    const res = await answer(questionId, seller, 'Yes, with the landlord’s consent.', false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ questionId, answer: 'Yes, with the landlord’s consent.', published: false, askerName: `${asker.forenames} ${asker.surname}` });
    expect(await buyerView(post.id, asker)).toEqual({
      own: [expect.objectContaining({ questionId, question: 'Is the lease assignable?', answer: 'Yes, with the landlord’s consent.', published: false })],
      published: [],
    });
    expect(await buyerView(post.id, other)).toEqual({ own: [], published: [] });
    expect((await queuedTo(asker.email1)).map((job) => job.singletonKey)).toEqual([`deal-room-answer:${questionId}:${asker.id}`]);
    const [mail] = await deliveredTo(asker.email1);
    expect(mail.subject).toMatch(/^Your question was answered: /);
    expect(mail.text).toContain('landlord’s consent');
    expect(await queuedTo(other.email1)).toEqual([]);
    expect(await noticesOf(asker)).toContain(ANSWER_NOTICES.private(post.reference));
    expect(await noticesOf(other)).not.toContain(ANSWER_NOTICES.private(post.reference));
    const events = await t.db.select().from(dealRoomEvents).where(eq(dealRoomEvents.postId, post.id));
    expect(events.find((event) => event.kind === 'question-answered')).toMatchObject({ actorId: seller.id, detail: { questionId, published: false } });
  });

  test("a published answer reaches every buyer with access, anonymised: no asker's name or id in the answer, the mails or the notices", async () => {
    const { post, buyers: [asker, other] } = await roomWithBuyers(2);
    // A buyer without access (interest only, NDA not accepted) is not told.
    const outsider = await createBuyer(t.db);
    await expressInterestIn(t.db, outsider.id, post.id);
    const questionId = (await ask(post.id, asker, 'How many staff transfer?')).json().questionId;
    await answer(questionId, seller, 'Twelve, under TUPE.', true);
    for (const buyer of [asker, other]) {
      const view = await buyerView(post.id, buyer);
      expect(view.published).toEqual([{ questionId, question: 'How many staff transfer?', askedAt: expect.any(String), answer: 'Twelve, under TUPE.', answeredAt: expect.any(String) }]);
      expect(JSON.stringify(view.published)).not.toContain(asker.surname);
      expect(await noticesOf(buyer)).toContain(ANSWER_NOTICES.published(post.reference));
      expect(await queuedTo(buyer.email1)).toHaveLength(1);
      const [mail] = await deliveredTo(buyer.email1);
      expect(mail.subject).toMatch(/^New answer for all buyers: /);
      expect(mail.text).toContain('Twelve, under TUPE.');
      if (buyer !== asker) expect(`${mail.text}${mail.html}`).not.toContain(asker.surname);
    }
    expect((await buyerView(post.id, other)).own).toEqual([]);
    expect(await queuedTo(outsider.email1)).toEqual([]);
    expect(await noticesOf(outsider)).not.toContain(ANSWER_NOTICES.published(post.reference));
  });

  test('unpublishing hides the answer from the others and tells nobody; editing tells again (a mail only to whom none was sent); the same answer again changes nothing', async () => {
    const { post, buyers: [asker, other] } = await roomWithBuyers(2);
    const questionId = (await ask(post.id, asker, 'Any debtors?')).json().questionId;
    await answer(questionId, seller, 'None.', true);
    const count = async () => (await mailJobs(t.db, { keyPrefix: `deal-room-answer:${questionId}:` })).length;
    expect(await count()).toBe(2);
    expect((await answer(questionId, seller, 'None.', false)).json()).toMatchObject({ published: false });
    expect((await buyerView(post.id, other)).published).toEqual([]);
    expect((await buyerView(post.id, asker)).own[0]).toMatchObject({ answer: 'None.', published: false });
    expect(await count()).toBe(2);
    expect((await answer(questionId, seller, 'None.', false)).statusCode).toBe(200);
    expect(await count()).toBe(2);
    await answer(questionId, seller, 'None over £1,000.', false);
    expect(await noticesOf(asker)).toContain(ANSWER_NOTICES.private(post.reference));
    await answer(questionId, seller, 'None over £1,000.', true);
    expect(await count()).toBe(2);
    expect((await buyerView(post.id, other)).published[0]).toMatchObject({ answer: 'None over £1,000.' });
    const kinds = (await t.db.select().from(dealRoomEvents).where(eq(dealRoomEvents.postId, post.id))).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['question-answered', 'answer-unpublished', 'answer-edited', 'answer-published']));
  });

  test('ten edits of a published answer mail each buyer once: the edits show in the deal room only', async () => {
    const { post, buyers } = await roomWithBuyers(3);
    const questionId = (await ask(post.id, buyers[0], 'Is there a pension scheme?')).json().questionId;
    for (let edit = 1; edit <= 10; edit += 1) expect((await answer(questionId, seller, `No (edit ${edit}).`, true)).statusCode).toBe(200);
    for (const buyer of buyers) expect({ buyer: buyer.id, mails: (await queuedTo(buyer.email1)).length }).toEqual({ buyer: buyer.id, mails: 1 });
    expect((await buyerView(post.id, buyers[1])).published[0]).toMatchObject({ answer: 'No (edit 10).' });
  });

  test('fifteen edits and publish toggles leave each buyer with access one notice for that answer, carrying the latest news; a second answer gives a second notice', async () => {
    const { post, buyers } = await roomWithBuyers(3);
    const [asker] = buyers;
    const noticeRows = async (buyer: TestUser) => t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    const firstId = (await ask(post.id, asker, 'Is the stock valued?')).json().questionId;
    for (let edit = 1; edit <= 15; edit += 1) expect((await answer(firstId, seller, `At cost (edit ${edit}).`, true)).statusCode).toBe(200);
    for (let toggle = 1; toggle <= 3; toggle += 1) {
      expect((await answer(firstId, seller, 'At cost (edit 15).', false)).statusCode).toBe(200);
      expect((await answer(firstId, seller, 'At cost (edit 15).', true)).statusCode).toBe(200);
    }
    for (const buyer of buyers) {
      expect({ buyer: buyer.id, notices: await noticesOf(buyer) }).toEqual({ buyer: buyer.id, notices: [ANSWER_NOTICES.published(post.reference)] });
      expect(await noticeRows(buyer)).toHaveLength(1);
    }
    // A private edit tells the asker alone; their one notice now says so.
    await answer(firstId, seller, 'At cost, audited.', false);
    expect(await noticesOf(asker)).toEqual([ANSWER_NOTICES.private(post.reference)]);
    expect(await noticesOf(buyers[1])).toEqual([ANSWER_NOTICES.published(post.reference)]);
    // Once dismissed, an edit brings that one notice back rather than adding one.
    expect((await call('POST', 'allauth/updateNotificationsDismissedDate', buyers[1])).statusCode).toBe(200);
    expect(await noticesOf(buyers[1])).toEqual([]);
    await answer(firstId, seller, 'At cost, audited in May.', true);
    expect(await noticesOf(buyers[1])).toEqual([ANSWER_NOTICES.published(post.reference)]);
    expect(await noticeRows(buyers[1])).toHaveLength(1);
    const secondId = (await ask(post.id, buyers[2], 'Any leased vehicles?')).json().questionId;
    await answer(secondId, seller, 'Three.', true);
    await answer(secondId, seller, 'Three vans.', true);
    for (const buyer of buyers) expect({ buyer: buyer.id, rows: (await noticeRows(buyer)).length }).toEqual({ buyer: buyer.id, rows: 2 });
    expect(await noticesOf(buyers[0])).toEqual([ANSWER_NOTICES.published(post.reference), ANSWER_NOTICES.published(post.reference)]);
  });

  test('bad answers are 400; Admin may not answer (403); another seller and an unknown question get 404; nothing changes', async () => {
    const { post, buyers: [asker] } = await roomWithBuyers(1);
    const questionId = (await ask(post.id, asker, 'Stock levels?')).json().questionId;
    for (const [bad, publish] of [['', false], ['x'.repeat(ANSWER_MAX_LENGTH + 1), false], ['bad \udc00', true], ['Fine', 'yes'], ['Fine', undefined]] as const) {
      expect((await answer(questionId, seller, bad, publish)).statusCode).toBe(400);
    }
    const byAdmin = await answer(questionId, admin, 'Admin answer', true);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(DEAL_ROOM_MESSAGES.adminReadOnly);
    const other = await createSeller(t.db);
    for (const res of [await answer(questionId, other, 'Mine now', true), await answer(2_000_000_000, seller, 'Nothing', true)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(QUESTION_MESSAGES.questionNotFound);
    }
    expect((await call('PUT', 'seller/deal-room-answer?id=0', seller, { Answer: 'x', Publish: true })).statusCode).toBe(400);
    expect((await answer(questionId, asker, 'Self answer', true)).statusCode).toBe(403);
    const [row] = await t.db.select().from(dealRoomQuestions).where(eq(dealRoomQuestions.id, questionId));
    expect(row).toMatchObject({ answer: null, published: false });
  });

  test('a suppressed address gets the notice but no mail', async () => {
    const { post, buyers: [asker] } = await roomWithBuyers(1);
    await t.db.update(users).set({ email1DisableReason: 'bounce' }).where(eq(users.id, asker.id));
    const questionId = (await ask(post.id, asker, 'Vehicles included?')).json().questionId;
    await answer(questionId, seller, 'Two vans.', false);
    expect(await queuedTo(asker.email1)).toEqual([]);
    expect(await noticesOf(asker)).toContain(ANSWER_NOTICES.private(post.reference));
  });
});

describe('allauth/fetchNotifications with notices for one user', () => {
  test("a user sees site-wide notices and their own, never another user's; dismissal hides both", async () => {
    const { post, buyers: [asker, other] } = await roomWithBuyers(2);
    const questionId = (await ask(post.id, asker, 'Who owns the brand?')).json().questionId;
    await answer(questionId, seller, 'The company.', false);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, asker.id));
    expect(notice.text).toBe(ANSWER_NOTICES.private(post.reference));
    expect(await noticesOf(other)).not.toContain(notice.text);
    expect(await noticesOf(asker)).toContain(notice.text);
    expect((await call('POST', 'allauth/updateNotificationsDismissedDate', asker)).statusCode).toBe(200);
    expect(await noticesOf(asker)).not.toContain(notice.text);
  });
});
