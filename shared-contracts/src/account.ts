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
