import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { DEAL_ROOM_MESSAGES, OPEN_QUESTIONS_MAX, QUESTION_MESSAGES, type BuyerQuestion, type BuyerQuestions, type DealRoomAccessState, type PublishedQuestion, type SellerQuestion } from '@insolvency/shared-contracts/deal-room';
import type { answerQuestionRequestSchema, askQuestionRequestSchema } from '@insolvency/shared-contracts/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { dealRoomQuestions, posts, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';
import { dealRoomAnswerMail, dealRoomQuestionAskedMail } from '../mail';
import { notifyUsers } from '../notifications/user-notifications';
import { assertSellerMay, buyerPost, buyerStanding, buyersWithAccess, recordDealRoomEvent, sellerPost, type Post } from '../deal-room-access/deal-room-posts';

/*
 * Questions and answers in a post's deal room (issue 32): a buyer with access asks; the
 * practitioner answers the asker alone or publishes the answer to every buyer with access,
 * without naming the asker. Whoever an answer reaches is told by mail and in their
 * notification area. Another buyer's private question is never shown to a buyer.
 */

type QuestionRow = typeof dealRoomQuestions.$inferSelect;
type User = typeof users.$inferSelect;

/** The notice put in the notification area of whoever an answer reaches. */
export const ANSWER_NOTICES = {
  private: (reference: string) => `The practitioner answered your question on ${reference.trim()}.`,
  published: (reference: string) => `A new answer was published to every buyer in the deal room of ${reference.trim()}.`,
} as const;

/** Why a buyer without access may not use the questions, by where they stand. */
const NO_ACCESS_MESSAGES: Record<Exclude<DealRoomAccessState, 'granted'>, string> = {
  revoked: DEAL_ROOM_MESSAGES.accessRevoked,
  paused: DEAL_ROOM_MESSAGES.accessPaused,
  'interest-needed': QUESTION_MESSAGES.interestNeeded,
  'nda-needed': QUESTION_MESSAGES.ndaNeeded,
  'awaiting-approval': QUESTION_MESSAGES.awaitingApproval,
};

/** The post of a buyer's call, once the deal room is open to them (403 saying why not otherwise). */
async function postWithAccess(ctx: ServiceContext, postId: number, buyerId: number): Promise<Post> {
  const post = await buyerPost(ctx, postId);
  const { state } = await buyerStanding(ctx, postId, buyerId);
  if (state !== 'granted') throw new AppError(403, NO_ACCESS_MESSAGES[state]);
  return post;
}

const toBuyerQuestion = (row: QuestionRow): BuyerQuestion => ({
  questionId: row.id,
  question: row.question,
  askedAt: row.askedAt.toISOString(),
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  published: row.published,
});

const toSellerQuestion = (row: QuestionRow, asker: Pick<User, 'forenames' | 'surname' | 'company'>): SellerQuestion => ({
  ...toBuyerQuestion(row),
  buyerId: row.buyerId,
  askerName: `${asker.forenames} ${asker.surname}`.trim(),
  askerCompany: asker.company,
});

/** Mail nobody asked for at that moment leaves suppressed addresses out (docs/mail.md). */
const mailable = (user: User) => !user.email1DisableReason;
const fullName = (user: User) => `${user.forenames} ${user.surname}`.trim();

/** Every answer published on the post (the asker not named), newest first. */
async function publishedAnswers(db: Database, postId: number): Promise<PublishedQuestion[]> {
  const rows = await db
    .select({ id: dealRoomQuestions.id, question: dealRoomQuestions.question, askedAt: dealRoomQuestions.askedAt, answer: dealRoomQuestions.answer, answeredAt: dealRoomQuestions.answeredAt })
    .from(dealRoomQuestions)
    .where(and(eq(dealRoomQuestions.postId, postId), eq(dealRoomQuestions.published, true)))
    .orderBy(desc(dealRoomQuestions.answeredAt), desc(dealRoomQuestions.id));
  return rows.flatMap((row): PublishedQuestion[] =>
    row.answer !== null && row.answeredAt
      ? [{ questionId: row.id, question: row.question, askedAt: row.askedAt.toISOString(), answer: row.answer, answeredAt: row.answeredAt.toISOString() }]
      : [],
  );
}

/**
 * GET buyer/deal-room-questions?id: the buyer's own questions and every published answer (no
 * asker named), newest first. A buyer whose access was revoked still reads their own questions
 * and the answers they were given, but no longer what is published to the buyers with access.
 */
export async function listBuyerQuestions(ctx: ServiceContext, buyer: AuthUser, postId: number): Promise<BuyerQuestions> {
  await buyerPost(ctx, postId);
  const { state } = await buyerStanding(ctx, postId, buyer.id);
  if (state !== 'granted' && state !== 'revoked') throw new AppError(403, NO_ACCESS_MESSAGES[state]);
  const own = await ctx.db
    .select()
    .from(dealRoomQuestions)
    .where(and(eq(dealRoomQuestions.postId, postId), eq(dealRoomQuestions.buyerId, buyer.id)))
    .orderBy(desc(dealRoomQuestions.askedAt), desc(dealRoomQuestions.id));
  const published = state === 'revoked' ? [] : await publishedAnswers(ctx.db, postId);
  return { own: own.map(toBuyerQuestion), published };
}

/**
 * POST buyer/deal-room-questions?id {Question}: once the deal room is open to the buyer, at most
 * OPEN_QUESTIONS_MAX unanswered at a time; the practitioner is told by mail.
 */
export async function askQuestion(ctx: ServiceContext, buyer: AuthUser, postId: number, input: z.output<typeof askQuestionRequestSchema>): Promise<BuyerQuestion> {
  const created = await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const post = await postWithAccess(txCtx, postId, buyer.id);
    // One question at a time per buyer and post, so two together cannot pass the limit.
    const [me] = await tx.select().from(users).where(eq(users.id, buyer.id)).for('update');
    const [{ open }] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(dealRoomQuestions)
      .where(and(eq(dealRoomQuestions.postId, postId), eq(dealRoomQuestions.buyerId, buyer.id), isNull(dealRoomQuestions.answer)));
    if (open >= OPEN_QUESTIONS_MAX) throw new AppError(409, QUESTION_MESSAGES.tooManyOpen);
    const now = ctx.now();
    const [row] = await tx.insert(dealRoomQuestions).values({ postId, buyerId: buyer.id, question: input.Question, askedAt: now }).returning();
    await recordDealRoomEvent(txCtx, { postId, actorId: buyer.id, kind: 'question-asked', detail: { questionId: row.id } });
    const [owner] = await tx.select().from(users).where(eq(users.id, post.createdBy));
    if (owner && mailable(owner)) {
      const mail = dealRoomQuestionAskedMail(ctx.config, {
        postId,
        reference: post.reference,
        activityHeading: post.activityHeading,
        practitionerName: fullName(owner),
        buyerName: fullName(me),
        buyerCompany: me.company,
        question: row.question,
      });
      await ctx.mailer.enqueue({ to: owner.email1, ...mail }, { db: tx, dedupeKey: `deal-room-question:${row.id}` });
    }
    return row;
  });
  ctx.mailer.nudge();
  return toBuyerQuestion(created);
}

/** GET seller/deal-room-questions?id: every question of the post with its asker, newest first (Admin: any post, read only). */
export async function listSellerQuestions(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<SellerQuestion[]> {
  await sellerPost(ctx, caller, postId, 'read');
  const rows = await ctx.db
    .select({ question: dealRoomQuestions, asker: { forenames: users.forenames, surname: users.surname, company: users.company } })
    .from(dealRoomQuestions)
    .innerJoin(users, eq(users.id, dealRoomQuestions.buyerId))
    .where(eq(dealRoomQuestions.postId, postId))
    .orderBy(desc(dealRoomQuestions.askedAt), desc(dealRoomQuestions.id));
  return rows.map(({ question, asker }) => toSellerQuestion(question, asker));
}

/** What an answer's change is, for the trail. */
function answerEventKind(before: QuestionRow, answer: string, publish: boolean): string {
  if (before.answer === null) return 'question-answered';
  if (before.answer !== answer) return 'answer-edited';
  return publish ? 'answer-published' : 'answer-unpublished';
}

/**
 * PUT seller/deal-room-answer?id {Answer, Publish} (a question): answers, edits the answer, or
 * publishes or unpublishes it. A new or changed answer reaches the asker (private) or every
 * buyer with access (published, the asker not named), and so does an answer newly published;
 * each is told by mail once per answer and keeps one notice of it in their notification area: a
 * later edit shows in the deal room and renews that notice only. Unpublishing tells nobody.
 */
export async function answerQuestion(ctx: ServiceContext, caller: AuthUser, questionId: number, input: z.output<typeof answerQuestionRequestSchema>): Promise<SellerQuestion> {
  const result = await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const [found] = await tx
      .select({ question: dealRoomQuestions, post: posts })
      .from(dealRoomQuestions)
      .innerJoin(posts, eq(posts.id, dealRoomQuestions.postId))
      .where(eq(dealRoomQuestions.id, questionId))
      .for('update', { of: dealRoomQuestions });
    assertSellerMay(caller, found?.post, 'write', QUESTION_MESSAGES.questionNotFound);
    const { question: before, post } = found;
    const [asker] = await tx.select().from(users).where(eq(users.id, before.buyerId));
    const changed = before.answer !== input.Answer;
    const newlyPublished = input.Publish && !before.published;
    if (!changed && input.Publish === before.published) return toSellerQuestion(before, asker);
    const now = ctx.now();
    const told = changed || newlyPublished;
    const [after] = await tx
      .update(dealRoomQuestions)
      .set({ answer: input.Answer, answeredBy: caller.id, answeredAt: told ? now : before.answeredAt, published: input.Publish })
      .where(eq(dealRoomQuestions.id, questionId))
      .returning();
    await recordDealRoomEvent(txCtx, { postId: post.id, actorId: caller.id, kind: answerEventKind(before, input.Answer, input.Publish), detail: { questionId, published: input.Publish } });
    if (told) {
      const withAccess = await buyersWithAccess(txCtx, post.id);
      const audience = input.Publish ? 'published' : 'private';
      // A private answer reaches the asker only while the deal room is open to them.
      const recipients = input.Publish ? withAccess : withAccess.filter((buyer) => buyer.id === before.buyerId);
      await notifyUsers(txCtx, recipients.map((buyer) => buyer.id), ANSWER_NOTICES[audience](post.reference), { key: `deal-room-answer:${questionId}` });
      for (const buyer of recipients.filter(mailable)) {
        const mail = dealRoomAnswerMail(ctx.config, {
          postId: post.id,
          reference: post.reference,
          activityHeading: post.activityHeading,
          buyerName: fullName(buyer),
          question: after.question,
          answer: input.Answer,
          audience,
        });
        await ctx.mailer.enqueue({ to: buyer.email1, ...mail }, { db: tx, dedupeKey: `deal-room-answer:${questionId}:${buyer.id}` });
      }
    }
    return toSellerQuestion(after, asker);
  });
  ctx.mailer.nudge();
  return result;
}
