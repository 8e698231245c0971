import { z } from 'zod';
import type { MessageResponse } from '@insolvency/shared-contracts';
import { errorResponseSchema } from '../http/error-response-schema';

/** The one failure body, kept in http/ so that the OpenAPI plugin declares it without importing routes. */
export { errorResponseSchema };

export const messageResponseSchema = z.object({ message: z.string() }) satisfies z.ZodType<MessageResponse>;

/** The usual failure answers of a guarded call. */
export const guardedErrors = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

/** A PDF answered as an attachment (invoices, certificates, SIP 16 evidence). */
export const pdfResponseSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('application/pdf (an attachment)');
