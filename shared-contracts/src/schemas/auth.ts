import { z } from 'zod';
import type { LoginRequest, TokenPair } from '../auth';

export const loginRequestSchema = z.object({
  Email: z.string({ error: 'Please Enter Email' }).trim().min(1, 'Please Enter Email'),
  Password: z.string({ error: 'Please Enter Password' }).min(1, 'Please Enter Password'),
}) satisfies z.ZodType<LoginRequest>;

export const tokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
}) satisfies z.ZodType<TokenPair>;
