import { z } from 'zod';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '../password-reset';
import { PASSWORD_MESSAGES, passwordConfirmationSchema, passwordSchema, requiredEmail } from './fields';

export { PASSWORD_MESSAGES, passwordSchema } from './fields';

export const forgotPasswordRequestSchema = z.object({
  Email: requiredEmail('Please enter an email', 'Email should be valid'),
}) satisfies z.ZodType<ForgotPasswordRequest>;

export const resetPasswordRequestSchema = z
  .object({
    Password: passwordSchema,
    ConfirmPassword: passwordConfirmationSchema,
  })
  .refine((value) => value.ConfirmPassword === '' || value.Password === value.ConfirmPassword, {
    path: ['ConfirmPassword'],
    error: PASSWORD_MESSAGES.mismatch,
  }) satisfies z.ZodType<ResetPasswordRequest>;
