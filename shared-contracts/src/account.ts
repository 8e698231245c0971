export interface MyAccountDetails {
  titleId: number | null;
  forenames: string;
  surname: string;
  emailAddress1: string;
  emailAddress2: string | null;
  company: string;
  position: string;
  flagged: boolean;
  customPriceRate: number | null;
}

export interface AccountAddress {
  addressLine1: string;
  addressLine2: string | null;
  addressLine3: string | null;
  townCity: string;
  county: string | null;
  postcode: string;
  countryCode: string;
  telephone: string;
  mobile: string | null;
}

/** GET allauth/account-details */
export interface AccountDetailsResponse {
  myAccountDetails: MyAccountDetails;
  accountAddress: AccountAddress;
}

/** `PATCH /api/allauth/account?isBuyer=true|false`: the primary e-mail cannot be changed. */
export interface UpdateAccountRequest {
  TitleId: number;
  Forenames: string;
  Surname: string;
  /** Null (or empty) removes the secondary address. */
  EmailAddress2: string | null;
  Company: string;
  Position: string;
}

/** `PATCH /api/allauth/account-address` */
export interface UpdateAddressRequest {
  AddressLine1: string;
  AddressLine2: string | null;
  AddressLine3: string | null;
  TownCity: string;
  County: string | null;
  Postcode: string;
  CountryCode: string;
  Telephone: string;
  Mobile: string | null;
}

export const ACCOUNT_SAVED_MESSAGE = 'Changes Successfully Saved';
export const ACCOUNT_SAVE_FAILED_MESSAGE = 'Problem with saving changes';

/** `GET` this path (under `/api`): everything held about the caller, as a JSON attachment (UK GDPR access, free). */
export const MY_DATA_PATH = 'allauth/my-data';
