import { z } from 'zod';
import type { ApiErrorBody, MessageResponse } from '@insolvency/shared-contracts';

/** Every failure (docs/api.md, Answers). For the OpenAPI document. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
}) satisfies z.ZodType<ApiErrorBody>;

export const messageResponseSchema = z.object({ message: z.string() }) satisfies z.ZodType<MessageResponse>;

/** The usual failure answers of a guarded call. */
export const guardedErrors = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

/** A PDF answered as an attachment (invoices, certificates, SIP 16 evidence). */
export const pdfResponseSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('application/pdf (an attachment)');
