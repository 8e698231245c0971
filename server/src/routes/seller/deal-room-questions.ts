import { z } from 'zod';
import { answerQuestionRequestSchema, postIdQuerySchema, questionIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { answerQuestion, listSellerQuestions } from '../../services/deal-room/questions';
import { sellerQuestionSchema } from '../shared/deal-room-schemas';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['deal room'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;

/** The seller's side of a post's questions and answers (issue 32). Admin reads, never writes; another seller's post is 404. */
const sellerDealRoomQuestionRoutes: ApiRoutes = async (app) => {
  app.get(
    '/deal-room-questions',
    {
      schema: {
        summary: "Every question buyers asked in a post's deal room, with the asker and the answer, newest first",
        tags,
        querystring: postIdQuerySchema,
        response: { 200: z.array(sellerQuestionSchema), ...errors },
      },
    },
    async (request) => listSellerQuestions(app.ctx, currentUser(request), request.query.id),
  );
  app.put(
    '/deal-room-answer',
    {
      schema: {
        summary:
          'Answers a question (id: the question), edits the answer, or publishes or unpublishes it; a new answer is e-mailed and notified to the asker or, published without naming the asker, to every buyer with access',
        tags,
        querystring: questionIdQuerySchema,
        body: answerQuestionRequestSchema,
        response: { 200: sellerQuestionSchema, ...errors },
      },
    },
    async (request) => answerQuestion(app.ctx, currentUser(request), request.query.id, request.body),
  );
};

export default sellerDealRoomQuestionRoutes;
