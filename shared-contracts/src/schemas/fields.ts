import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, POSTCODE_MAX_LENGTH } from '../registration';

// Field rules shared by the form schemas (camelCase form groups) and the payload schemas
// (the calls' PascalCase names), so a form and the server always give the same message.
// No rule aborts (zod's `abort`): an aborted field stops the object-level rules (the
// confirmations, IP Name, Function Other) of its whole form, so they would show only once
// every other field is filled. Instead each rule after "required" passes on an empty value.
// The one exception is the raw length guard, which no form user ever meets.
//
// Every text and id a call accepts is bounded here, once: no string without a maximum length,
// no control character (NUL breaks PostgreSQL, CR/LF breaks mail headers), no lone UTF-16
// surrogate (PostgreSQL refuses it), no id PostgreSQL's `integer` cannot hold. Payloads of every area build on these blocks.

const filled = (value: string) => value.length > 0;

/** The largest id an `integer` column holds (2^31 - 1). */
export const ID_MAX = 2_147_483_647;
/** Longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest name (forenames, surname, company, position). */
export const NAME_MAX_LENGTH = 100;
/** Longest single-line text (address lines, references). */
export const TEXT_MAX_LENGTH = 200;

/**
 * The address grammar browsers check in `<input type=email>` (WHATWG), plus a dot in the
 * domain: no display names (`Name<a@b.c>`), no spaces, no CR/LF.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_CHARACTER_BUT_LINE_AND_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
/** Half of a UTF-16 surrogate pair standing alone: no character at all, and PostgreSQL refuses it. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** True when `value` holds a lone UTF-16 surrogate (text no UTF-8 encoding can hold). */
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);
/** True when `value` holds no control character (a single line) and no lone surrogate. */
export const isSingleLine = (value: string) => !CONTROL_CHARACTER.test(value) && !hasLoneSurrogate(value);
/** True when `value` holds no control character but newlines and tabs, and no lone surrogate. */
export const isPlainText = (value: string) => !CONTROL_CHARACTER_BUT_LINE_AND_TAB.test(value) && !hasLoneSurrogate(value);

export const controlCharacterMessage = (label: string) => `${label} contains characters that are not allowed`;
export const tooLongMessage = (label: string, max: number) => `${label} cannot be longer than ${max} characters`;

/**
 * A single-line text of at most `max` characters, trimmed, without control characters.
 * The length is checked before anything else looks at the text, so a megabyte costs nothing.
 */
export function boundedString(label: string, max: number = TEXT_MAX_LENGTH) {
  return z
    .string()
    .max(max * 2 + 64, { error: tooLongMessage(label, max), abort: true })
    .trim()
    .max(max, tooLongMessage(label, max))
    .refine(isSingleLine, controlCharacterMessage(label));
}

/**
 * Free text of at most `max` characters (messages, descriptions): newlines and tabs allowed,
 * other control characters refused; Windows line ends become `\n`. The OpenAPI document states
 * `max` (`maxLength`), the limit applied: the first, longer bound only caps the work done before
 * a `\r\n` counts as one character.
 */
export function freeText(label: string, max: number) {
  return z
    .string()
    .max(max * 2, { error: tooLongMessage(label, max), abort: true })
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(z.string().max(max, tooLongMessage(label, max)).refine(isPlainText, controlCharacterMessage(label)))
    .meta({ maxLength: max });
}

/** Required free text: '{label} is required' when empty or only spaces. */
export function requiredFreeText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .refine((value) => value.trim().length > 0, `${label} is required`)
    .pipe(freeText(label, max))
    .meta({ maxLength: max });
}

/** A positive id PostgreSQL's `integer` holds; `message` for anything else. */
export function id(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(ID_MAX, message);
}

/** An id arriving as text in a query string or path (`?id=12`). */
export function idParam(message: string) {
  return z
    .string({ error: message })
    .max(10, message)
    .regex(/^[0-9]+$/, message)
    .transform(Number)
    .pipe(id(message));
}

/** A required text: '{label} is required' (or `requiredMessage`), trimmed, at most `max` characters, one line. */
export function requiredText(label: string, max = TEXT_MAX_LENGTH, requiredMessage = `${label} is required`) {
  return z
    .string({ error: requiredMessage })
    .max(max * 2 + 64, { error: tooLongMessage(label, max), abort: true })
    .trim()
    .refine(filled, requiredMessage)
    .max(max, tooLongMessage(label, max))
    .refine(isSingleLine, controlCharacterMessage(label));
}

/** An optional text: empty or missing becomes null. */
export function optionalText(label: string, max = TEXT_MAX_LENGTH) {
  return boundedString(label, max)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A required label id chosen from a list: '{label} is required'. */
export function requiredId(label: string) {
  return id(`${label} is required`);
}

const isEmailAddress = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** A required e-mail address with the given messages. */
export function requiredEmail(requiredMessage = 'Please Enter an Email', invalidMessage = 'Email should be valid') {
  return z
    .string({ error: requiredMessage })
    .max(EMAIL_MAX_LENGTH * 2, { error: invalidMessage, abort: true })
    .trim()
    .refine(filled, requiredMessage)
    .refine((value) => !filled(value) || isEmailAddress(value), invalidMessage);
}

/** An optional e-mail address: empty or missing becomes null; otherwise it must be valid. */
export function optionalEmail(invalidMessage: string) {
  return z
    .string()
    .max(EMAIL_MAX_LENGTH * 2, { error: invalidMessage, abort: true })
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
  .min(1, PASSWORD_MESSAGES.confirmRequired)
  .max(128, PASSWORD_MESSAGES.mismatch);

export const ADDRESS_MESSAGES = {
  postcodeTooLong: `Postcode cannot be longer than ${POSTCODE_MAX_LENGTH} characters`,
  /** The amend-address screen's wording (spec section 5). */
  amendPostcodeTooLong: `Post Code must be less than ${POSTCODE_MAX_LENGTH} characters`,
} as const;

/** A required postcode of at most 10 characters, with the given too-long message. */
export function postcode(tooLongMessage: string = ADDRESS_MESSAGES.postcodeTooLong) {
  return z
    .string({ error: 'Postcode is required' })
    .max(POSTCODE_MAX_LENGTH * 4, { error: tooLongMessage, abort: true })
    .trim()
    .refine(filled, 'Postcode is required')
    .max(POSTCODE_MAX_LENGTH, tooLongMessage)
    .refine(isSingleLine, controlCharacterMessage('Postcode'));
}

/** A required country code from the country labels. */
export const countryCode = z
  .string({ error: 'Country is required' })
  .max(12, 'Country is required')
  .trim()
  .refine(filled, 'Country is required')
  .max(3, 'Country is required')
  .refine(isSingleLine, 'Country is required');

/** A list of label ids (duplicates removed). */
export const idList = z
  .array(id('Each choice must be one of the listed values'))
  .max(500, 'Too many choices')
  .transform((ids) => [...new Set(ids)]);

/** A non-empty list of label ids, with one message for missing and empty. */
export function requiredIdList(message: string) {
  return z
    .array(id(message), { error: message })
    .max(500, 'Too many choices')
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length > 0, message);
}
