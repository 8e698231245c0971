import { z } from 'zod';
import type { ApiErrorBody } from '@insolvency/shared-contracts';

/**
 * Every failure's body (docs/api.md, Answers): what the error handler sends and what the OpenAPI
 * document declares for every 4xx and 5xx.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
}) satisfies z.ZodType<ApiErrorBody>;
