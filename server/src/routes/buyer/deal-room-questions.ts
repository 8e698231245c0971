import { askQuestionRequestSchema, postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { askQuestion, listBuyerQuestions } from '../../services/deal-room/questions';
import { buyerQuestionSchema, buyerQuestionsSchema } from '../shared/deal-room-schemas';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['deal room'];
const byPost = { querystring: postIdQuerySchema };
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;

/** The buyer's side of a post's questions and answers (issue 32): only once the deal room is open to them (403 saying why otherwise); after a revocation their own questions stay readable. */
const buyerDealRoomQuestionRoutes: ApiRoutes = async (app) => {
  app.get(
    '/deal-room-questions',
    {
      schema: {
        summary:
          "The buyer's own questions on a post and every answer published to the buyers with access (the asker never named); a buyer whose access was revoked still reads their own questions, not the published answers",
        tags,
        ...byPost,
        response: { 200: buyerQuestionsSchema, ...errors },
      },
    },
    async (request) => listBuyerQuestions(app.ctx, currentUser(request), request.query.id),
  );
  app.post(
    '/deal-room-questions',
    {
      schema: {
        summary: "Asks the practitioner a question in a post's deal room (once it is open to the buyer); the practitioner is e-mailed",
        tags,
        ...byPost,
        body: askQuestionRequestSchema,
        response: { 200: buyerQuestionSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => askQuestion(app.ctx, currentUser(request), request.query.id, request.body),
  );
};

export default buyerDealRoomQuestionRoutes;
