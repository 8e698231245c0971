import { z } from 'zod';
import {
  IP_NAME_REQUIRED_MESSAGE,
  KEYWORDS_MAX_LENGTH,
  type BuyerRegistrationRequest,
  type ResendConfirmationRequest,
  type SellerRegistrationRequest,
  type ValidateEmailsRequest,
} from '../registration';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MESSAGES,
  countryCode,
  freeText,
  idList,
  optionalEmail,
  optionalText,
  passwordConfirmationSchema,
  passwordSchema,
  postcode,
  requiredEmail,
  requiredId,
  requiredIdList,
  requiredText,
} from './fields';

export const REGISTRATION_MESSAGES = {
  emailRequired: 'Please Enter an Email',
  emailInvalid: 'Email should be valid',
  emailConfirmRequired: 'Please Confirm Email',
  emailMismatch: 'Email must match',
  secondEmailInvalid: 'Second Email should be valid',
  secondEmailMismatch: 'Second Email must match',
  functionOtherRequired: 'Function Other is required',
  locationsRequired: 'Please select at least one Location',
  turnoversRequired: 'Please select at least one Turnover band',
  employeesRequired: 'Please select at least one Employee band',
  keywordsTooLong: `Keywords cannot be longer than ${KEYWORDS_MAX_LENGTH} characters`,
  /** The e-mail check's fallbacks when the server gives no message (verdict 2). */
  emailRejected: 'Please enter a valid Email.',
  secondEmailRejected: 'Please enter a valid Secondary Email.',
} as const;

const M = REGISTRATION_MESSAGES;

/** Runs an object-level rule even when some fields are still invalid, so every message shows at once. */
const always = { when: () => true } as const;

// ---------------------------------------------------------------------------------------------
// Payloads (the calls' field names). The wizards' forms use the same names, so a server field
// error lands on the field that caused it and no mapper stands between form and request.
// ---------------------------------------------------------------------------------------------

const commonPayloadFields = {
  Email: requiredEmail(M.emailRequired, M.emailInvalid),
  Email2: optionalEmail(M.secondEmailInvalid),
  Password: passwordSchema,
  Title: requiredId('Title'),
  Forenames: requiredText('Forenames'),
  Surname: requiredText('Surname'),
  Position: requiredText('Position'),
  CompanyName: requiredText('Company Name'),
  AddressLine1: requiredText('Address Line 1'),
  AddressLine2: optionalText('Address Line 2'),
  AddressLine3: optionalText('Address Line 3'),
  TownCity: requiredText('Town/City'),
  County: optionalText('County'),
  Postcode: postcode(),
  Country: countryCode,
  Telephone: requiredText('Telephone', 30),
  Mobile: optionalText('Mobile', 30),
};

/** `POST /api/register-insolvencypractitioner`. The server adds: capacity code '2' => IPName required. */
export const sellerRegistrationRequestSchema = z.object({
  ...commonPayloadFields,
  CapacityID: requiredId('Capacity'),
  IPName: optionalText("Insolvency Practitioner's Name"),
}) satisfies z.ZodType<SellerRegistrationRequest, unknown>;

/** `POST /api/register-interestedparty`. The server adds: ids exist; function Other => FunctionOther required. */
export const buyerRegistrationRequestSchema = z.object({
  ...commonPayloadFields,
  Function: requiredId('Function'),
  FunctionOther: optionalText('Function Other'),
  Location: requiredIdList(M.locationsRequired),
  Turnover: requiredIdList(M.turnoversRequired),
  Employees: requiredIdList(M.employeesRequired),
  Categories: idList.default([]),
  KeyAssets: idList.default([]),
  Keywords: freeText('Keywords', KEYWORDS_MAX_LENGTH).nullish().transform((value) => value ?? ''),
}) satisfies z.ZodType<BuyerRegistrationRequest, unknown>;

// ---------------------------------------------------------------------------------------------
// The wizards' forms: the request schema extended by what only the form holds (confirmations;
// `*Required` flags the form sets from the chosen label: capacity code '2', function 'Other';
// the server decides them itself). Each step validates its own part of the form.
// ---------------------------------------------------------------------------------------------

const formOnlyFields = {
  ConfirmEmail: z.string({ error: M.emailConfirmRequired }).max(EMAIL_MAX_LENGTH * 2, M.emailMismatch).trim().min(1, M.emailConfirmRequired),
  ConfirmEmail2: z.string().max(EMAIL_MAX_LENGTH * 2, M.secondEmailMismatch).trim().nullish(),
  ConfirmPassword: passwordConfirmationSchema,
};

/** The seller wizard's values: the request's fields plus the confirmations and the IP Name flag. */
export const sellerRegistrationFormSchema = sellerRegistrationRequestSchema.extend({
  ...formOnlyFields,
  IPNameRequired: z.boolean().optional(),
});
/** The buyer wizard's values: the request's fields plus the confirmations and the Function Other flag. */
export const buyerRegistrationFormSchema = buyerRegistrationRequestSchema.extend({
  ...formOnlyFields,
  FunctionOtherRequired: z.boolean().optional(),
});
export type SellerRegistrationForm = z.input<typeof sellerRegistrationFormSchema>;
export type BuyerRegistrationForm = z.input<typeof buyerRegistrationFormSchema>;

const personalDetails = {
  Title: true,
  Forenames: true,
  Surname: true,
  Email: true,
  ConfirmEmail: true,
  Email2: true,
  ConfirmEmail2: true,
  CompanyName: true,
  Position: true,
  Telephone: true,
  Mobile: true,
} as const;

type EmailPair = { Email: string; ConfirmEmail: string; Email2: string | null; ConfirmEmail2?: string | null };

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Adds the two confirmation rules; they run even when other fields are invalid. */
function withEmailConfirmations<T extends z.ZodType<EmailPair>>(schema: T) {
  return schema
    .refine((value) => !value.ConfirmEmail || sameAddress(value.Email ?? '', value.ConfirmEmail), {
      path: ['ConfirmEmail'],
      error: M.emailMismatch,
      ...always,
    })
    .refine((value) => !value.Email2 || sameAddress(value.Email2, value.ConfirmEmail2 ?? ''), {
      path: ['ConfirmEmail2'],
      error: M.secondEmailMismatch,
      ...always,
    });
}

/** Seller step 1: Personal Details. */
export const registrationStepOneSchema = withEmailConfirmations(sellerRegistrationFormSchema.pick(personalDetails));

/** Buyer step 1: personal and company details, with Function (and Function Other when 'Other' is chosen). */
export const buyerStepOneSchema = withEmailConfirmations(
  buyerRegistrationFormSchema.pick({ ...personalDetails, Function: true, FunctionOther: true, FunctionOtherRequired: true }),
).refine((value) => !value.FunctionOtherRequired || Boolean(value.FunctionOther), {
  path: ['FunctionOther'],
  error: M.functionOtherRequired,
  ...always,
});

/** Step 2 (both roles): address. */
export const addressStepSchema = sellerRegistrationFormSchema.pick({
  AddressLine1: true,
  AddressLine2: true,
  AddressLine3: true,
  TownCity: true,
  County: true,
  Country: true,
  Postcode: true,
});

/** Seller step 3: capacity; IP Name required when the chosen capacity's code is '2'. */
export const sellerCapacityStepSchema = sellerRegistrationFormSchema
  .pick({ CapacityID: true, IPName: true, IPNameRequired: true })
  .refine((value) => !value.IPNameRequired || Boolean(value.IPName), { path: ['IPName'], error: IP_NAME_REQUIRED_MESSAGE, ...always });

/** Buyer step 3: at least one location, turnover band and employee band. */
export const buyerPreferencesStepSchema = buyerRegistrationFormSchema.pick({ Location: true, Turnover: true, Employees: true });
/** Buyer step 4 (optional). */
export const buyerCategoriesStepSchema = buyerRegistrationFormSchema.pick({ Categories: true });
/** Buyer step 5 (optional). */
export const buyerKeywordsStepSchema = buyerRegistrationFormSchema.pick({ Keywords: true });
/** Buyer step 6 (optional). */
export const buyerAssetsStepSchema = buyerRegistrationFormSchema.pick({ KeyAssets: true });

/** Last step (both roles). */
export const passwordStepSchema = sellerRegistrationFormSchema
  .pick({ Password: true, ConfirmPassword: true })
  .refine((value) => value.ConfirmPassword === '' || value.Password === value.ConfirmPassword, {
    path: ['ConfirmPassword'],
    error: PASSWORD_MESSAGES.mismatch,
    ...always,
  });

/** `POST /api/validate-emails` */
export const validateEmailsRequestSchema = z.object({
  Email: requiredEmail(M.emailRequired, M.emailInvalid),
  Email2: optionalEmail(M.secondEmailInvalid),
}) satisfies z.ZodType<ValidateEmailsRequest, unknown>;

/** `POST /api/unauth/resend-confirmation` */
export const resendConfirmationRequestSchema = z.object({
  Email: requiredEmail(M.emailRequired, M.emailInvalid),
}) satisfies z.ZodType<ResendConfirmationRequest, unknown>;

export { IP_NAME_REQUIRED_MESSAGE };
