import { z } from 'zod';
import type { Readable } from 'node:stream';
import { DEAL_ROOM_ACCESS_STATES, PACK_FILE_MAX_BYTES, PACK_RELEASES, PACK_TITLE_MAX_LENGTH, type BuyerDealRoom, type BuyerQuestion, type BuyerQuestions, type DealRoomBuyer, type DealRoomSummary, type PackDocument, type SellerDealRoom, type SellerPackDocument, type SellerQuestion, type StandardNdaText } from '@insolvency/shared-contracts/deal-room';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { zodValidatorCompiler } from '../../plugins/zod';
import type { ClientOrigin } from '../../services/deal-room/nda';
import type { MultipartUpload } from '../../services/deal-room/multipart-upload';
import type { DocumentDownload } from '../../services/deal-room/pack';
import { errorResponseSchema } from '../schemas';

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
  cddRequired: z.boolean(),
  cddOffReason: z.string().nullable(),
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
  documentsDownloaded: z.number().int().optional().describe('Pack documents the buyer downloaded at least once'),
  lastActivityAt: z.string().optional().describe("The buyer's latest step: interest, NDA signature, download, question or offer"),
  offerIn: z.boolean().optional().describe('The buyer has an offer in; its amount stays sealed'),
}) satisfies z.ZodType<DealRoomBuyer>;

export const dealRoomSummarySchema = z.object({
  postId: z.number().int(),
  buyers: z.number().int().describe('Buyers whose interest the seller sees'),
  buyersWithAccess: z.number().int(),
  buyersAwaitingApproval: z.number().int(),
  documents: z.number().int(),
  unansweredQuestions: z.number().int(),
  offersIn: z.number().int(),
  offersCloseAt: z.string().nullable(),
  offersSealed: z.boolean(),
}) satisfies z.ZodType<DealRoomSummary>;

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

export const packDocumentSchema = z.object({
  documentId: z.number().int(),
  title: z.string(),
  sortOrder: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  uploadedAt: z.string(),
}) satisfies z.ZodType<PackDocument>;

const packDownloadSchema = z.object({ buyerId: z.number().int().nullable(), name: z.string(), company: z.string(), downloadedAt: z.string() });

export const sellerPackDocumentSchema = packDocumentSchema.extend({
  downloads: z.array(packDownloadSchema),
  version: z.number().int().optional().describe("this document's version: 1 until it is replaced"),
  previousVersions: z
    .array(
      z.object({
        documentId: z.number().int(),
        version: z.number().int(),
        fileName: z.string(),
        byteSize: z.number().int(),
        uploadedAt: z.string(),
        replacedAt: z.string(),
        downloads: z.array(packDownloadSchema),
      }),
    )
    .optional()
    .describe('the versions it replaced, newest first, each with its download log'),
}) satisfies z.ZodType<SellerPackDocument>;

/** A pack document's bytes, answered as an attachment of its own type. */
export const documentFileResponseSchema = z.custom<Readable>().describe('the document (an attachment of its stored type)');

/** The multipart/form-data body of an upload, for the OpenAPI document (the handler reads it as a stream). */
export const packUploadBodySchema = z.object({
  Title: z.string().describe(`at most ${PACK_TITLE_MAX_LENGTH} characters`),
  SortOrder: z.string().optional().describe('a whole number from 0 to 9999; absent: after the other documents'),
  File: z.string().meta({ format: 'binary' }).describe(`PDF, Word, Excel, PNG or JPEG, at most ${PACK_FILE_MAX_BYTES / 1024 / 1024} MB`),
});

export const packVersionBodySchema = z.object({
  File: z.string().meta({ format: 'binary' }).describe(`PDF, Word, Excel, PNG or JPEG, at most ${PACK_FILE_MAX_BYTES / 1024 / 1024} MB`),
});

/** A download's headers: an attachment under its stored (safe) name. */
export function sendDocument(reply: FastifyReply, download: DocumentDownload) {
  return reply.type(download.contentType).header('content-length', download.byteSize).header('content-disposition', `attachment; filename="${download.fileName}"`).send(download.body);
}

export const buyerQuestionSchema = z.object({
  questionId: z.number().int(),
  question: z.string(),
  askedAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  published: z.boolean().describe('the answer is shown to every buyer with access, without naming the asker'),
}) satisfies z.ZodType<BuyerQuestion>;

export const buyerQuestionsSchema = z.object({
  own: z.array(buyerQuestionSchema).describe("the buyer's own questions, newest first"),
  published: z
    .array(z.object({ questionId: z.number().int(), question: z.string(), askedAt: z.string(), answer: z.string(), answeredAt: z.string() }))
    .describe('every answer published to the buyers with access, newest first; the asker is never named'),
}) satisfies z.ZodType<BuyerQuestions>;

export const sellerQuestionSchema = buyerQuestionSchema.extend({ buyerId: z.number().int(), askerName: z.string(), askerCompany: z.string() }) satisfies z.ZodType<SellerQuestion>;
/** A request's multipart body as the upload services read it: only once the caller may upload, the connection's byte count telling a stalled one. */
export function multipartUpload(request: FastifyRequest): MultipartUpload {
  const { socket } = request.raw;
  return {
    isMultipart: request.isMultipart(),
    parts: () => request.parts(),
    // An injected request (tests) has no real connection to count.
    bytesReceived: typeof socket?.bytesRead === 'number' ? () => socket.bytesRead : undefined,
  };
}

/** The answers of an upload beside the route's own: the file refused, the upload too slow, the user's or the instance's uploads at their bound. */
export const uploadErrors = {
  408: errorResponseSchema.describe('the body arrived too slowly and was cut off'),
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema.describe('a PDF of more pages than a pack takes, or one that cannot be read within the stamping limits'),
  429: errorResponseSchema.describe('the caller already has as many uploads under way as they may'),
  503: errorResponseSchema.describe('this instance is receiving as many uploads as it may; try again after Retry-After seconds'),
} as const;

/** An upload's body is read as a stream by its service; its schema only documents the form. Query strings are validated as everywhere. */
export function streamedBodyCompiler<Schema>(route: FastifyRouteSchemaDef<Schema>) {
  // Every part but the body is a zod schema of shared-contracts.
  return route.httpPart === 'body' ? () => ({ value: undefined }) : zodValidatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}
