import multipart from '@fastify/multipart';
import { OFFER_MAX_VERSIONS, PACK_FILE_MAX_BYTES } from '@insolvency/shared-contracts/deal-room';
import { fileIdQuerySchema, postIdQuerySchema, submitOfferRequestSchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { downloadOwnProofOfFunds, getBuyerOffer, submitOffer, uploadProofOfFunds } from '../../services/deal-room/offers';
import { buyerOfferSchema, proofOfFundsSchema, proofOfFundsUploadBodySchema } from '../shared/deal-room-offer-schemas';
import { documentFileResponseSchema, multipartUpload, sendDocument, streamedBodyCompiler, uploadErrors } from '../shared/deal-room-schemas';
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
          `Makes or replaces the buyer's offer (a new version; earlier ones are kept) until the closing time: Amount in pounds, Scope, NamedAssets, Conditions, Funding, ConnectedParty, ProofOfFundsFileId; 409 "Offers closed at …" after it, and 409 past ${OFFER_MAX_VERSIONS} versions`,
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
      config: { upload: true },
      schema: {
        summary:
          "Uploads a proof of funds for the buyer's offer: multipart/form-data with one File (PDF, Word, Excel, PNG or JPEG by its bytes; 25 MB); send its fileId as the offer's ProofOfFundsFileId. At most 3 proofs no offer names per post (409), 50 MB together (413), 10 uploads an hour (429); a proof no offer names is deleted once a day old, and when an offer names another of the post; 408 when the body stalls, 429/503 past the uploads one user or the instance may have under way",
        tags,
        consumes: ['multipart/form-data'],
        ...byPost,
        body: proofOfFundsUploadBodySchema,
        response: { 201: proofOfFundsSchema, ...closed, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.metrics.trackUpload(() => uploadProofOfFunds(app.ctx, app.uploads, currentUser(request), request.query.id, multipartUpload(request)))),
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
