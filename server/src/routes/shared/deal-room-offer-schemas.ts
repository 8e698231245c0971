import { z } from 'zod';
import { OFFER_FUNDINGS, OFFER_SCOPES, PACK_FILE_MAX_BYTES, type BuyerOffer, type OfferRegisterEntry, type ProofOfFunds, type SellerOffers } from '@insolvency/shared-contracts/deal-room';

/** The answers of the sealed-offer calls as schemas, for the OpenAPI document (issue 32). */
export const proofOfFundsSchema = z.object({ fileId: z.number().int(), fileName: z.string(), contentType: z.string(), byteSize: z.number().int() }) satisfies z.ZodType<ProofOfFunds>;

const offerVersionSchema = z.object({
  version: z.number().int(),
  amountPence: z.number().int(),
  scope: z.enum(OFFER_SCOPES),
  namedAssets: z.string().nullable(),
  conditions: z.string(),
  funding: z.enum(OFFER_FUNDINGS),
  proofOfFunds: proofOfFundsSchema.nullable(),
  connectedParty: z.boolean(),
  submittedAt: z.string(),
});

export const buyerOfferSchema = z.object({
  postId: z.number().int(),
  offersCloseAt: z.string().nullable(),
  open: z.boolean(),
  closedReason: z.string().nullable(),
  offer: z.object({ offerId: z.number().int(), accepted: z.boolean(), versions: z.array(offerVersionSchema) }).nullable(),
}) satisfies z.ZodType<BuyerOffer>;

const offerRegisterEntrySchema = offerVersionSchema.extend({
  offerId: z.number().int(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  company: z.string(),
  email: z.string(),
  versionCount: z.number().int(),
  accepted: z.boolean(),
}) satisfies z.ZodType<OfferRegisterEntry>;

export const sellerOffersSchema = z.object({
  postId: z.number().int(),
  reference: z.string(),
  offersCloseAt: z.string().nullable(),
  sealed: z.boolean(),
  offerCount: z.number().int(),
  register: z.array(offerRegisterEntrySchema).nullable(),
  acceptedOfferId: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
  canEdit: z.boolean(),
}) satisfies z.ZodType<SellerOffers>;

/** The multipart/form-data body of a proof-of-funds upload, for the OpenAPI document (the handler reads it as a stream). */
export const proofOfFundsUploadBodySchema = z.object({
  File: z.string().meta({ format: 'binary' }).describe(`PDF, Word, Excel, PNG or JPEG, at most ${PACK_FILE_MAX_BYTES / 1024 / 1024} MB`),
});
