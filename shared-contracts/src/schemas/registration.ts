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
// Form steps (field names of the spec's form groups). `*Required` booleans are set by the form
// from the chosen label (capacity code '2', function 'Other'); the server decides them itself.
// ---------------------------------------------------------------------------------------------

const stepOneFields = {
  titleID: requiredId('Title'),
  forenames: requiredText('Forenames'),
  surname: requiredText('Surname'),
  email: requiredEmail(M.emailRequired, M.emailInvalid),
  emailConfirm: z.string({ error: M.emailConfirmRequired }).max(EMAIL_MAX_LENGTH * 2, M.emailMismatch).trim().min(1, M.emailConfirmRequired),
  secondaryEmail: optionalEmail(M.secondEmailInvalid),
  secondaryEmailConfirm: z.string().max(EMAIL_MAX_LENGTH * 2, M.secondEmailMismatch).trim().nullish(),
  company: requiredText('Company Name'),
  position: requiredText('Position'),
  telephone: requiredText('Telephone', 30),
  mobile: optionalText('Mobile', 30),
};

type StepOneShape = { email: string; emailConfirm: string; secondaryEmail: string | null; secondaryEmailConfirm?: string | null };

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Adds the two confirmation rules; they run even when other fields are invalid. */
function withEmailConfirmations<T extends z.ZodType<StepOneShape>>(schema: T) {
  return schema
    .refine((value) => !value.emailConfirm || sameAddress(value.email ?? '', value.emailConfirm), {
      path: ['emailConfirm'],
      error: M.emailMismatch,
      ...always,
    })
    .refine((value) => !value.secondaryEmail || sameAddress(value.secondaryEmail, value.secondaryEmailConfirm ?? ''), {
      path: ['secondaryEmailConfirm'],
      error: M.secondEmailMismatch,
      ...always,
    });
}

/** Seller step 1: Personal Details. */
export const registrationStepOneSchema = withEmailConfirmations(z.object(stepOneFields));

/** Buyer step 1: personal and company details, with Function (and Function Other when 'Other' is chosen). */
export const buyerStepOneSchema = withEmailConfirmations(
  z.object({
    ...stepOneFields,
    functionID: requiredId('Function'),
    functionOther: optionalText('Function Other'),
    functionOtherRequired: z.boolean().optional(),
  }),
).refine((value) => !value.functionOtherRequired || Boolean(value.functionOther), {
    path: ['functionOther'],
    error: M.functionOtherRequired,
    ...always,
  });

/** Step 2 (both roles): address. */
export const addressStepSchema = z.object({
  addressLine1: requiredText('Address Line 1'),
  addressLine2: optionalText('Address Line 2'),
  addressLine3: optionalText('Address Line 3'),
  townCity: requiredText('Town/City'),
  county: optionalText('County'),
  country: countryCode,
  postcode: postcode(),
});

/** Seller step 3: capacity; IP Name required when the chosen capacity's code is '2'. */
export const sellerCapacityStepSchema = z
  .object({
    capacityID: requiredId('Capacity'),
    ipName: optionalText("Insolvency Practitioner's Name"),
    ipNameRequired: z.boolean().optional(),
  })
  .refine((value) => !value.ipNameRequired || Boolean(value.ipName), { path: ['ipName'], error: IP_NAME_REQUIRED_MESSAGE, ...always });

/** Buyer step 3: at least one location, turnover band and employee band. */
export const buyerPreferencesStepSchema = z.object({
  locations: requiredIdList(M.locationsRequired),
  turnovers: requiredIdList(M.turnoversRequired),
  employees: requiredIdList(M.employeesRequired),
});

/** Buyer step 4 (optional). */
export const buyerCategoriesStepSchema = z.object({ categories: idList });
/** Buyer step 5 (optional). */
export const buyerKeywordsStepSchema = z.object({
  keywords: freeText('Keywords', KEYWORDS_MAX_LENGTH).default(''),
});
/** Buyer step 6 (optional). */
export const buyerAssetsStepSchema = z.object({ assets: idList });

/** Last step (both roles). */
export const passwordStepSchema = z
  .object({ password: passwordSchema, confirmPassword: passwordConfirmationSchema })
  .refine((value) => value.confirmPassword === '' || value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORD_MESSAGES.mismatch,
    ...always,
  });

// ---------------------------------------------------------------------------------------------
// Payloads (the calls' field names). Confirmations are the form's business: not sent.
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
