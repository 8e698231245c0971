import type { BuyerRegistrationForm, SellerRegistrationForm } from '@insolvency/shared-contracts/schemas';
import type { DefaultValues } from 'react-hook-form';

/** The fields both wizards share (steps 1, 2 and the last), for the steps used by both. */
export type CommonRegistrationForm = Pick<SellerRegistrationForm, keyof SellerRegistrationForm & keyof BuyerRegistrationForm>;

/** The empty form: the request's field names, as the inputs hold them (no choice is null). */
const COMMON_DEFAULTS: DefaultValues<CommonRegistrationForm> = {
  Forenames: '',
  Surname: '',
  Email: '',
  ConfirmEmail: '',
  Email2: '',
  ConfirmEmail2: '',
  CompanyName: '',
  Position: '',
  Telephone: '',
  Mobile: '',
  AddressLine1: '',
  AddressLine2: '',
  AddressLine3: '',
  TownCity: '',
  County: '',
  Postcode: '',
  Country: '',
  Password: '',
  ConfirmPassword: '',
};

export const SELLER_DEFAULTS: DefaultValues<SellerRegistrationForm> = { ...COMMON_DEFAULTS, IPName: '', IPNameRequired: false };

export const BUYER_DEFAULTS: DefaultValues<BuyerRegistrationForm> = {
  ...COMMON_DEFAULTS,
  FunctionOther: '',
  FunctionOtherRequired: false,
  Location: [],
  Turnover: [],
  Employees: [],
  Categories: [],
  Keywords: '',
  KeyAssets: [],
};
