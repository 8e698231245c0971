import { z } from 'zod';
import { DEAL_ROOM_ACCESS_STATES, PACK_RELEASES, type BuyerDealRoom, type DealRoomBuyer, type SellerDealRoom, type StandardNdaText } from '@insolvency/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { ClientOrigin } from '../../services/deal-room/nda';

/** The deal room's answers as schemas, for the OpenAPI document (issue 32). */
export const standardNdaTextSchema = z.object({ text: z.string(), isDefault: z.boolean() }) satisfies z.ZodType<StandardNdaText>;

const ndaDocumentSchema = z.object({ version: z.number().int(), text: z.string() });
const ndaAcceptanceSchema = z.object({ ndaVersion: z.number().int(), fullName: z.string(), company: z.string(), position: z.string(), acceptedAt: z.string() });
const accessStateSchema = z.enum(DEAL_ROOM_ACCESS_STATES);

export const sellerDealRoomSchema = z.object({
  postId: z.number().int(),
  ndaRequired: z.boolean(),
  nda: ndaDocumentSchema.extend({ fromStandardText: z.boolean() }).nullable(),
  ndaFrozen: z.boolean(),
  packRelease: z.enum(PACK_RELEASES),
  canEdit: z.boolean(),
}) satisfies z.ZodType<SellerDealRoom>;

export const dealRoomBuyerSchema = z.object({
  buyerId: z.number().int(),
  forenames: z.string(),
  surname: z.string(),
  company: z.string(),
  email: z.string(),
  interestExpressedAt: z.string(),
  acceptance: ndaAcceptanceSchema.extend({ clientAddress: z.string(), userAgent: z.string() }).nullable(),
  access: accessStateSchema,
  approvedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
}) satisfies z.ZodType<DealRoomBuyer>;

export const buyerDealRoomSchema = z.object({
  postId: z.number().int(),
  reference: z.string(),
  ndaRequired: z.boolean(),
  nda: ndaDocumentSchema.nullable(),
  acceptance: ndaAcceptanceSchema.nullable(),
  access: accessStateSchema,
}) satisfies z.ZodType<BuyerDealRoom>;

/** Longest user agent kept with a signature or a download. */
const USER_AGENT_MAX_LENGTH = 500;

/** Where a request came from, as a signature or a download records it. */
export function clientOrigin(request: FastifyRequest): ClientOrigin {
  return { address: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX_LENGTH) };
}
