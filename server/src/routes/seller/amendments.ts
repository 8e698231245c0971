import {
  amendAdditionalCategoriesRequestSchema,
  amendAssetsRequestSchema,
  amendDescriptionRequestSchema,
  amendDetailRequestSchema,
  amendPrimaryCategoryRequestSchema,
  emailPostRequestSchema,
  postIdQuerySchema,
} from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { emailPost } from '../../services/posts/email-post';
import { amendAdditionalCategories, amendAssets, amendDescription, amendDetail, amendPrimaryCategory } from '../../services/posts/post-amendments';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const answers = { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;
/** An amendment or E-mail Post is refused (409) from a status the transition table does not allow it from (amendments: Sold; E-mail Post: all but For Sale). */
const amendAnswers = { ...answers, 409: errorResponseSchema } as const;
/** A save of the post's texts is also refused (429) past the user's POST_SAVES_PER_HOUR. */
const textAnswers = { ...amendAnswers, 429: errorResponseSchema } as const;
const tags = ['seller'];
const querystring = postIdQuerySchema;

/** The post edit screens' calls and e-mailing a post: the caller's own post (Admin: any). */
const sellerAmendmentRoutes: ApiRoutes = async (app) => {
  app.patch(
    '/post-detail',
    { schema: { summary: "Amend a post's reference, heading, locations, statuses and bands", tags, querystring, body: amendDetailRequestSchema, response: textAnswers } },
    async (request) => amendDetail(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.patch(
    '/post-description',
    { schema: { summary: "Amend a post's description", tags, querystring, body: amendDescriptionRequestSchema, response: textAnswers } },
    async (request) => amendDescription(app.ctx, currentUser(request), request.query.id, request.body.Description),
  );
  app.patch(
    '/post-category',
    { schema: { summary: "Change a post's primary category", tags, querystring, body: amendPrimaryCategoryRequestSchema, response: amendAnswers } },
    async (request) => amendPrimaryCategory(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.patch(
    '/post-additional-categories',
    { schema: { summary: "Change a post's additional categories", tags, querystring, body: amendAdditionalCategoriesRequestSchema, response: amendAnswers } },
    async (request) => amendAdditionalCategories(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.patch(
    '/post-assets',
    { schema: { summary: "Change a post's key assets", tags, querystring, body: amendAssetsRequestSchema, response: amendAnswers } },
    async (request) => amendAssets(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.post(
    '/email-post',
    {
      schema: {
        summary: 'E-mail a For Sale post to up to five addresses (409 otherwise); at most EMAIL_POST_RECIPIENTS_PER_DAY addresses per caller in 24 hours (429)',
        tags,
        querystring,
        body: emailPostRequestSchema,
        response: { ...amendAnswers, 429: errorResponseSchema },
      },
    },
    async (request) => emailPost(app.ctx, currentUser(request), request.query.id, request.body),
  );
};

export default sellerAmendmentRoutes;
