import multipart from '@fastify/multipart';
import { PACK_FILE_MAX_BYTES } from '@insolvency/shared-contracts';
import { fileIdQuerySchema, postIdQuerySchema, submitOfferRequestSchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { downloadOwnProofOfFunds, getBuyerOffer, submitOffer, uploadProofOfFunds } from '../../services/deal-room/offers';
import { buyerOfferSchema, proofOfFundsSchema, proofOfFundsUploadBodySchema } from '../seller/deal-room-offer-schemas';
import { documentFileResponseSchema, sendDocument, streamedBodyCompiler } from '../seller/deal-room-schemas';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['deal room'];
const byPost = { querystring: postIdQuerySchema };
const refused = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;
const closed = { ...refused, 409: errorResponseSchema } as const;

/**
 * The buyer's side of a post's sealed offers (issue 32): their own offer and its versions, a new
 * version, a proof of funds. A proof of funds is uploaded first (multipart) and its `fileId`
 * sent with the offer as `ProofOfFundsFileId`; the offer itself is JSON.
 */
const buyerOfferRoutes: ApiRoutes = async (app) => {
  // Only this file's upload reads a multipart body; every other call still refuses one (415).
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: PACK_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 20 },
  });
  app.get(
    '/deal-room-offer',
    {
      schema: {
        summary: "The buyer's own offer on a post (every version, newest first), the closing time and whether they may offer now; never another buyer's offer or the count",
        tags,
        ...byPost,
        response: { 200: buyerOfferSchema, ...refused },
      },
    },
    async (request) => getBuyerOffer(app.ctx, currentUser(request), request.query.id),
  );
  app.post(
    '/deal-room-offer',
    {
      schema: {
        summary:
          'Makes or replaces the buyer\'s offer (a new version; earlier ones are kept) until the closing time: Amount in pounds, Scope, NamedAssets, Conditions, Funding, ConnectedParty, ProofOfFundsFileId; 409 "Offers closed at …" after it',
        tags,
        ...byPost,
        body: submitOfferRequestSchema,
        response: { 200: buyerOfferSchema, ...closed },
      },
    },
    async (request) => submitOffer(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.post(
    '/offer-proof-of-funds',
    {
      validatorCompiler: streamedBodyCompiler,
      schema: {
        summary: "Uploads a proof of funds for the buyer's offer: multipart/form-data with one File (PDF, Word, Excel, PNG or JPEG by its bytes; 25 MB); send its fileId as the offer's ProofOfFundsFileId (a proof no offer names is deleted at the buyer's next upload or offer once a day old)",
        tags,
        consumes: ['multipart/form-data'],
        ...byPost,
        body: proofOfFundsUploadBodySchema,
        response: { 201: proofOfFundsSchema, ...closed, 413: errorResponseSchema, 415: errorResponseSchema, 422: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const upload = { isMultipart: request.isMultipart(), parts: () => request.parts() };
      return reply.code(201).send(await uploadProofOfFunds(app.ctx, currentUser(request), request.query.id, upload));
    },
  );
  app.get(
    '/offer-proof-of-funds',
    {
      schema: { summary: 'A proof of funds the buyer uploaded, as uploaded', tags, querystring: fileIdQuerySchema, response: { 200: documentFileResponseSchema, ...refused } },
    },
    async (request, reply) => sendDocument(reply, await downloadOwnProofOfFunds(app.ctx, currentUser(request), request.query.id)),
  );
};

export default buyerOfferRoutes;
