import { z } from 'zod';
import type { Role } from './roles';

export const loginRequestSchema = z.object({
  Email: z.string({ error: 'Please Enter Email' }).trim().min(1, 'Please Enter Email'),
  Password: z.string({ error: 'Please Enter Password' }).min(1, 'Please Enter Password'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Claims of the access token (a JWT). */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  exp: number;
  iat?: number;
  name?: string;
}

/** The JSON body of every failure (DESIGN.md section 4). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** The JSON body of calls whose answer the spec calls "response text". */
export interface MessageResponse {
  message: string;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please reauthenticate.';
