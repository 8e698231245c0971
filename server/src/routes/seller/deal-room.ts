import { z } from 'zod';
import {
  approveDealRoomAccessRequestSchema,
  dealRoomSettingsRequestSchema,
  postIdQuerySchema,
  revokeDealRoomAccessRequestSchema,
  standardNdaTextRequestSchema,
} from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import {
  approveDealRoomAccess,
  getSellerDealRoom,
  getStandardNdaText,
  listDealRoomBuyers,
  revokeDealRoomAccess,
  saveDealRoomSettings,
  saveStandardNdaText,
} from '../../services/deal-room/nda';
import { getDealRoomSummary } from '../../services/deal-room/summary';
import { dealRoomBuyerSchema, dealRoomSummarySchema, sellerDealRoomSchema, standardNdaTextSchema } from '../shared/deal-room-schemas';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['deal room'];
const byPost = { querystring: postIdQuerySchema };
const postErrors = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;
const decisionErrors = { ...postErrors, 409: errorResponseSchema } as const;

/** The seller's side of a post's deal room (issue 32): NDA settings and each buyer's access. Admin reads, never writes. */
const sellerDealRoomRoutes: ApiRoutes = async (app) => {
  app.get(
    '/nda-standard-text',
    { schema: { summary: "The practitioner's standard NDA text (the product's default until they save one)", tags, response: { 200: standardNdaTextSchema, ...guardedErrors } } },
    async (request) => getStandardNdaText(app.ctx, currentUser(request)),
  );
  app.put(
    '/nda-standard-text',
    {
      schema: {
        summary: "Saves the practitioner's standard NDA text; posts that already have an NDA keep theirs",
        tags,
        body: standardNdaTextRequestSchema,
        response: { 200: standardNdaTextSchema, 400: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => saveStandardNdaText(app.ctx, currentUser(request), request.body),
  );
  app.get(
    '/deal-room',
    { schema: { summary: "A post's deal-room settings: NDA required, its current version, how the pack is released", tags, ...byPost, response: { 200: sellerDealRoomSchema, ...postErrors } } },
    async (request) => getSellerDealRoom(app.ctx, currentUser(request), request.query.id),
  );
  app.put(
    '/deal-room',
    {
      schema: {
        summary: "Sets a post's NDA requirement and text and how its pack is released; an NDA already accepted is never changed, a new text becomes the next version",
        tags,
        ...byPost,
        body: dealRoomSettingsRequestSchema,
        response: { 200: sellerDealRoomSchema, ...postErrors },
      },
    },
    async (request) => saveDealRoomSettings(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.get(
    '/deal-room-summary',
    {
      schema: {
        summary: "Where a post's deal room stands in counts: buyers (with access, awaiting approval), documents, unanswered questions, offers in and their closing time",
        tags,
        ...byPost,
        response: { 200: dealRoomSummarySchema, ...postErrors },
      },
    },
    async (request) => getDealRoomSummary(app.ctx, currentUser(request), request.query.id),
  );
  app.get(
    '/deal-room-buyers',
    {
      schema: {
        summary: 'The buyers who expressed interest in a post: NDA signature (version, time, address) and access',
        tags,
        ...byPost,
        response: { 200: z.array(dealRoomBuyerSchema), ...postErrors },
      },
    },
    async (request) => listDealRoomBuyers(app.ctx, currentUser(request), request.query.id),
  );
  app.post(
    '/approve-deal-room-access',
    {
      schema: {
        summary: "Releases a post's information pack to one buyer (when it is released on approval); the buyer is e-mailed",
        tags,
        ...byPost,
        body: approveDealRoomAccessRequestSchema,
        response: { 200: messageResponseSchema, ...decisionErrors },
      },
    },
    async (request) => approveDealRoomAccess(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.post(
    '/revoke-deal-room-access',
    {
      schema: {
        summary: "Ends one buyer's access to a post's deal room for good; the buyer is e-mailed",
        tags,
        ...byPost,
        body: revokeDealRoomAccessRequestSchema,
        response: { 200: messageResponseSchema, ...decisionErrors },
      },
    },
    async (request) => revokeDealRoomAccess(app.ctx, currentUser(request), request.query.id, request.body),
  );
};

export default sellerDealRoomRoutes;
