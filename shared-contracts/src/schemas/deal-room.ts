import { z } from 'zod';
import { ANSWER_MAX_LENGTH, DEAL_ROOM_MESSAGES, NDA_TEXT_MAX_LENGTH, PACK_DOCUMENTS_MAX, PACK_MESSAGES, PACK_RELEASES, PACK_TITLE_MAX_LENGTH, QUESTION_MAX_LENGTH, REVOKE_REASON_MAX_LENGTH } from '../deal-room/deal-room';
import { CDD_MESSAGES } from '../deal-room/cdd';
import { cddSettingFields } from './cdd';
import { freeText, id, idParam, NAME_MAX_LENGTH, requiredFreeText, requiredText } from './fields';

/** `PUT seller/nda-standard-text {Text}`: the practitioner's standard NDA text. */
export const standardNdaTextRequestSchema = z.object({ Text: requiredFreeText('NDA text', NDA_TEXT_MAX_LENGTH) });
export type StandardNdaTextRequest = z.input<typeof standardNdaTextRequestSchema>;

/**
 * `PUT seller/deal-room?id {NdaRequired, NdaText?, PackRelease?}`: whether buyers must accept an
 * NDA, its text for this post (empty or absent: the practitioner's standard text) and how the
 * pack is released (absent: unchanged, `automatic` on a new deal room); whether customer due
 * diligence on buyers is required (absent: unchanged, required on a new deal room) and, when not,
 * why (`cddSettingFields`).
 */
export const dealRoomSettingsRequestSchema = z.object({
  NdaRequired: z.boolean({ error: 'NDA required must be true or false' }),
  NdaText: freeText('NDA text', NDA_TEXT_MAX_LENGTH)
    .nullish()
    .transform((value) => (value?.trim() ? value : null)),
  PackRelease: z.enum(PACK_RELEASES, { error: `Pack release must be one of ${PACK_RELEASES.join(', ')}` }).optional(),
  ...cddSettingFields,
}).superRefine((value, issues) => {
  if (value.CddRequired === false && !value.CddOffReason) issues.addIssue({ code: 'custom', path: ['CddOffReason'], message: CDD_MESSAGES.offReasonRequired });
});
export type DealRoomSettingsRequest = z.input<typeof dealRoomSettingsRequestSchema>;

/** `POST buyer/accept-nda?id {FullName, Company, Position, AcceptOnBehalf}`: the signature of the post's NDA. */
export const acceptNdaRequestSchema = z.object({
  FullName: requiredText('Full Name', NAME_MAX_LENGTH),
  Company: requiredText('Company', NAME_MAX_LENGTH),
  Position: requiredText('Position', NAME_MAX_LENGTH),
  AcceptOnBehalf: z.literal(true, { error: DEAL_ROOM_MESSAGES.acceptOnBehalfRequired }),
});
export type AcceptNdaRequest = z.input<typeof acceptNdaRequestSchema>;

/** `POST seller/approve-deal-room-access?id {BuyerId}`: release the pack to one buyer. */
export const approveDealRoomAccessRequestSchema = z.object({ BuyerId: id('Unknown buyer') });
export type ApproveDealRoomAccessRequest = z.input<typeof approveDealRoomAccessRequestSchema>;

/** `POST seller/revoke-deal-room-access?id {BuyerId, Reason?}`: end one buyer's access for good; the reason goes into their mail. */
export const revokeDealRoomAccessRequestSchema = z.object({
  BuyerId: id('Unknown buyer'),
  Reason: freeText('Reason', REVOKE_REASON_MAX_LENGTH)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null)),
});
export type RevokeDealRoomAccessRequest = z.input<typeof revokeDealRoomAccessRequestSchema>;

/** `?id=` of a pack document. */
export const documentIdQuerySchema = z.object({ id: idParam('Unknown document') });

/**
 * The text fields of `POST seller/pack-documents?id` (multipart/form-data, beside the File
 * part): its title, and its place in the pack (absent: after the others).
 */
export const packDocumentFieldsSchema = z.object({
  Title: requiredText('Title', PACK_TITLE_MAX_LENGTH),
  SortOrder: z
    .string({ error: 'Sort order must be a whole number from 0 to 9999' })
    .regex(/^[0-9]{1,4}$/, 'Sort order must be a whole number from 0 to 9999')
    .transform(Number)
    .optional(),
});
export type PackDocumentFields = z.input<typeof packDocumentFieldsSchema>;

/** `PUT seller/pack-order?id {DocumentIds}`: the pack's documents in their new order, each once. */
export const packOrderRequestSchema = z.object({
  DocumentIds: z
    .array(id('Unknown document'), { error: 'Document ids must be a list' })
    .min(1, PACK_MESSAGES.orderIncomplete)
    .max(PACK_DOCUMENTS_MAX, PACK_MESSAGES.orderIncomplete)
    .refine((ids) => new Set(ids).size === ids.length, PACK_MESSAGES.orderIncomplete),
});
export type PackOrderRequest = z.input<typeof packOrderRequestSchema>;

/** `POST buyer/deal-room-questions?id {Question}`: a buyer's question on a post. */
export const askQuestionRequestSchema = z.object({ Question: requiredFreeText('Question', QUESTION_MAX_LENGTH) });
export type AskQuestionRequest = z.input<typeof askQuestionRequestSchema>;

/**
 * `PUT seller/deal-room-answer?id {Answer, Publish}` (a question): the answer, new or edited,
 * and whether it is published to every buyer with access (without the asker's name) or kept
 * for the asker.
 */
export const answerQuestionRequestSchema = z.object({
  Answer: requiredFreeText('Answer', ANSWER_MAX_LENGTH),
  Publish: z.boolean({ error: 'Publish must be true or false' }),
});
export type AnswerQuestionRequest = z.input<typeof answerQuestionRequestSchema>;

/** `?id=` of a deal-room question. */
export const questionIdQuerySchema = z.object({ id: idParam('Unknown question') });
