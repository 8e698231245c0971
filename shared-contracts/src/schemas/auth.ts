import { z } from 'zod';
import type { LoginRequest, TokenPair } from '../auth';
import { EMAIL_MAX_LENGTH, controlCharacterMessage, isSingleLine, tooLongMessage } from './fields';

/** Login checks only what can be stored and compared; a wrong address is just a failed login. */
export const loginRequestSchema = z.object({
  Email: z
    .string({ error: 'Please Enter Email' })
    .max(EMAIL_MAX_LENGTH * 2, { error: tooLongMessage('Email', EMAIL_MAX_LENGTH), abort: true })
    .trim()
    .min(1, 'Please Enter Email')
    .max(EMAIL_MAX_LENGTH, tooLongMessage('Email', EMAIL_MAX_LENGTH))
    .refine(isSingleLine, controlCharacterMessage('Email')),
  Password: z.string({ error: 'Please Enter Password' }).min(1, 'Please Enter Password').max(128, tooLongMessage('Password', 128)),
}) satisfies z.ZodType<LoginRequest>;

export const tokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
}) satisfies z.ZodType<TokenPair>;
