import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, POSTCODE_MAX_LENGTH } from '../registration';

// Field rules shared by the form schemas (camelCase form groups) and the payload schemas
// (the calls' PascalCase names), so a form and the server always give the same message.
// No check aborts (zod's `abort`): an aborted field stops the object-level rules (the
// confirmations, IP Name, Function Other) of its whole form, so they would show only once
// every other field is filled. Instead each rule after "required" passes on an empty value.

const filled = (value: string) => value.length > 0;

/** A pragmatic address check: something@domain.tld, no spaces, at most 254 characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;
/** Longest free-text field (names, company, address lines, phone numbers). */
export const TEXT_MAX_LENGTH = 200;

/** A required text: '{label} is required', trimmed, at most TEXT_MAX_LENGTH characters. */
export function requiredText(label: string, max = TEXT_MAX_LENGTH) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .refine(filled, `${label} is required`)
    .max(max, `${label} cannot be longer than ${max} characters`);
}

/** An optional text: empty or missing becomes null. */
export function optionalText(label: string, max = TEXT_MAX_LENGTH) {
  return z
    .string()
    .trim()
    .max(max, `${label} cannot be longer than ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A required label id chosen from a list: '{label} is required'. */
export function requiredId(label: string) {
  return z.number({ error: `${label} is required` }).int(`${label} is required`).positive(`${label} is required`);
}

const isEmailAddress = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** A required e-mail address with the given messages. */
export function requiredEmail(requiredMessage = 'Please Enter an Email', invalidMessage = 'Email should be valid') {
  return z
    .string({ error: requiredMessage })
    .trim()
    .refine(filled, requiredMessage)
    .refine((value) => !filled(value) || isEmailAddress(value), invalidMessage);
}

/** An optional e-mail address: empty or missing becomes null; otherwise it must be valid. */
export function optionalEmail(invalidMessage: string) {
  return z
    .string()
    .trim()
    .refine((value) => !filled(value) || isEmailAddress(value), invalidMessage)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const PASSWORD_MESSAGES = {
  required: 'Please Enter a Password',
  tooShort: `Password must contain at least ${PASSWORD_MIN_LENGTH} characters`,
  digit: 'Password Must Contain a Digit',
  uppercase: 'Password Must Contain an Uppercase Character',
  lowercase: 'Password Must Contain an Lowercase Character',
  confirmRequired: 'Please Confirm Password',
  mismatch: 'Passwords must match',
} as const;

/** The password rules of section 5; every unmet rule is reported. Not trimmed. */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .refine(filled, PASSWORD_MESSAGES.required)
  .max(128, 'Password cannot be longer than 128 characters')
  .refine((value) => !filled(value) || value.length >= PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .refine((value) => !filled(value) || /\d/.test(value), PASSWORD_MESSAGES.digit)
  .refine((value) => !filled(value) || /\p{Lu}/u.test(value), PASSWORD_MESSAGES.uppercase)
  .refine((value) => !filled(value) || /\p{Ll}/u.test(value), PASSWORD_MESSAGES.lowercase);

export const passwordConfirmationSchema = z
  .string({ error: PASSWORD_MESSAGES.confirmRequired })
  .min(1, PASSWORD_MESSAGES.confirmRequired);

export const ADDRESS_MESSAGES = {
  postcodeTooLong: `Postcode cannot be longer than ${POSTCODE_MAX_LENGTH} characters`,
  /** The amend-address screen's wording (spec section 5). */
  amendPostcodeTooLong: `Post Code must be less than ${POSTCODE_MAX_LENGTH} characters`,
} as const;

/** A required postcode of at most 10 characters, with the given too-long message. */
export function postcode(tooLongMessage: string = ADDRESS_MESSAGES.postcodeTooLong) {
  return z
    .string({ error: 'Postcode is required' })
    .trim()
    .refine(filled, 'Postcode is required')
    .max(POSTCODE_MAX_LENGTH, tooLongMessage);
}

/** A required country code from the country labels. */
export const countryCode = z
  .string({ error: 'Country is required' })
  .trim()
  .refine(filled, 'Country is required')
  .max(3, 'Country is required');

/** A list of label ids (duplicates removed). */
export const idList = z
  .array(z.number().int().positive())
  .max(500)
  .transform((ids) => [...new Set(ids)]);

/** A non-empty list of label ids, with one message for missing and empty. */
export function requiredIdList(message: string) {
  return z
    .array(z.number().int().positive(), { error: message })
    .max(500)
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length > 0, message);
}
