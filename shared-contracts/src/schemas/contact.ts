import { z } from 'zod';
import type { ContactUsRequest, ValidateCaptchaRequest } from '../contact';
import { requiredEmail, requiredFreeText, requiredText } from './fields';

/** Longest contact message. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** `POST /api/unauth/contactus` (the captcha pass travels in a header, checked after these fields). */
export const contactUsRequestSchema = z.object({
  From: requiredText('From'),
  ReplyToEmail: requiredEmail('Please Enter an Email', 'Email should be valid'),
  Regarding: requiredText('Regarding'),
  Message: requiredFreeText('Message', CONTACT_MESSAGE_MAX_LENGTH),
}) satisfies z.ZodType<ContactUsRequest, unknown>;

/** `POST /api/unauth/validate-recaptcha` */
export const validateCaptchaRequestSchema = z.object({
  Response: z.string({ error: 'Captcha response is required' }).min(1, 'Captcha response is required').max(10_000, 'Captcha response is too long'),
}) satisfies z.ZodType<ValidateCaptchaRequest, unknown>;
