// Registration payloads and the e-mail check (spec public-and-buyer.md sections 3, 4, 5, 7).
// Schemas: `@insolvency/shared-contracts/schemas` (registration.ts).

/** Fields both registration payloads share. Ids are label ids; `Country` is a country code. */
export interface RegistrationCommonFields {
  Email: string;
  /** The secondary e-mail; null when left empty. */
  Email2: string | null;
  Password: string;
  Title: number;
  Forenames: string;
  Surname: string;
  Position: string;
  CompanyName: string;
  AddressLine1: string;
  AddressLine2: string | null;
  AddressLine3: string | null;
  TownCity: string;
  County: string | null;
  Postcode: string;
  Country: string;
  Telephone: string;
  Mobile: string | null;
}

/** `POST /api/register-insolvencypractitioner` */
export interface SellerRegistrationRequest extends RegistrationCommonFields {
  CapacityID: number;
  /** The Insolvency Practitioner's name; required when the capacity's code is '2'. */
  IPName: string | null;
}

/** `POST /api/register-interestedparty` */
export interface BuyerRegistrationRequest extends RegistrationCommonFields {
  Function: number;
  FunctionOther: string | null;
  Turnover: number[];
  Employees: number[];
  Location: number[];
  Categories: number[];
  KeyAssets: number[];
  Keywords: string;
}

/** `POST /api/validate-emails` */
export interface ValidateEmailsRequest {
  Email: string;
  Email2: string | null;
}

/** Verdicts of the e-mail check; 2 means the address is not valid. */
export const EMAIL_VERDICT = { valid: 1, invalid: 2 } as const;

export interface EmailVerdict {
  verdict: number;
  message?: string;
}

/**
 * Answer of `validate-emails`: one verdict per address (`response2` null when no secondary
 * address was given). An address already registered is refused with 409 `{message}`.
 */
export interface ValidateEmailsResponse {
  response1: EmailVerdict;
  response2: EmailVerdict | null;
}

/** `code` of the 403 a login of an account whose e-mail is not yet confirmed gets. */
export const EMAIL_NOT_CONFIRMED_CODE = 'EMAIL_NOT_CONFIRMED';

/** `POST /api/unauth/resend-confirmation`: the same answer whether or not the address is known. */
export interface ResendConfirmationRequest {
  Email: string;
}

/** The buyer function whose holder describes it in FunctionOther. */
export const BUYER_FUNCTION_OTHER_DESCRIPTION = 'Other';

/** Shown when a seller's capacity has code '2' and no IP Name was given. */
export const IP_NAME_REQUIRED_MESSAGE = "Insolvency Practitioner's Name is required";

/** Longest keywords text a buyer may keep (spec section 9). */
export const KEYWORDS_MAX_LENGTH = 1000;
/** Longest postcode (spec section 9). */
export const POSTCODE_MAX_LENGTH = 10;
/** Shortest password (spec section 9). */
export const PASSWORD_MIN_LENGTH = 7;
