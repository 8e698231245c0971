import { z } from 'zod';
import { DEAL_ROOM_MESSAGES, NDA_TEXT_MAX_LENGTH, PACK_RELEASES, PACK_TITLE_MAX_LENGTH, REVOKE_REASON_MAX_LENGTH } from '../deal-room';
import { freeText, id, idParam, NAME_MAX_LENGTH, requiredFreeText, requiredText } from './fields';

/** `PUT seller/nda-standard-text {Text}`: the practitioner's standard NDA text. */
export const standardNdaTextRequestSchema = z.object({ Text: requiredFreeText('NDA text', NDA_TEXT_MAX_LENGTH) });
export type StandardNdaTextRequest = z.input<typeof standardNdaTextRequestSchema>;

/**
 * `PUT seller/deal-room?id {NdaRequired, NdaText?, PackRelease?}`: whether buyers must accept an
 * NDA, its text for this post (empty or absent: the practitioner's standard text) and how the
 * pack is released (absent: unchanged, `automatic` on a new deal room).
 */
export const dealRoomSettingsRequestSchema = z.object({
  NdaRequired: z.boolean({ error: 'NDA required must be true or false' }),
  NdaText: freeText('NDA text', NDA_TEXT_MAX_LENGTH)
    .nullish()
    .transform((value) => (value?.trim() ? value : null)),
  PackRelease: z.enum(PACK_RELEASES, { error: `Pack release must be one of ${PACK_RELEASES.join(', ')}` }).optional(),
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
