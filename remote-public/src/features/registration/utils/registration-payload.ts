import type { BuyerRegistrationRequest, SellerRegistrationRequest } from '@insolvency/shared-contracts';

/** The wizard's values (the spec's form-group field names), as the inputs hold them. */
export interface CommonWizardValues {
  titleID: number | null;
  forenames: string;
  surname: string;
  email: string;
  emailConfirm: string;
  secondaryEmail: string;
  secondaryEmailConfirm: string;
  company: string;
  position: string;
  telephone: string;
  mobile: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  townCity: string;
  county: string;
  postcode: string;
  country: string;
  password: string;
  confirmPassword: string;
}

export interface SellerWizardValues extends CommonWizardValues {
  capacityID: number | null;
  ipName: string;
  ipNameRequired: boolean;
}

export interface BuyerWizardValues extends CommonWizardValues {
  functionID: number | null;
  functionOther: string;
  functionOtherRequired: boolean;
  locations: number[];
  turnovers: number[];
  employees: number[];
  categories: number[];
  keywords: string;
  assets: number[];
}

const COMMON_DEFAULTS: CommonWizardValues = {
  titleID: null,
  forenames: '',
  surname: '',
  email: '',
  emailConfirm: '',
  secondaryEmail: '',
  secondaryEmailConfirm: '',
  company: '',
  position: '',
  telephone: '',
  mobile: '',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  townCity: '',
  county: '',
  postcode: '',
  country: '',
  password: '',
  confirmPassword: '',
};

export const SELLER_DEFAULTS: SellerWizardValues = { ...COMMON_DEFAULTS, capacityID: null, ipName: '', ipNameRequired: false };

export const BUYER_DEFAULTS: BuyerWizardValues = {
  ...COMMON_DEFAULTS,
  functionID: null,
  functionOther: '',
  functionOtherRequired: false,
  locations: [],
  turnovers: [],
  employees: [],
  categories: [],
  keywords: '',
  assets: [],
};

/** Trimmed text, or null when empty (optional fields; the secondary e-mail is sent as null when empty). */
function textOrNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

function common(values: CommonWizardValues) {
  return {
    Email: values.email.trim(),
    Email2: textOrNull(values.secondaryEmail),
    Password: values.password,
    Title: values.titleID ?? 0,
    Forenames: values.forenames.trim(),
    Surname: values.surname.trim(),
    Position: values.position.trim(),
    CompanyName: values.company.trim(),
    AddressLine1: values.addressLine1.trim(),
    AddressLine2: textOrNull(values.addressLine2),
    AddressLine3: textOrNull(values.addressLine3),
    TownCity: values.townCity.trim(),
    County: textOrNull(values.county),
    Postcode: values.postcode.trim(),
    Country: values.country,
    Telephone: values.telephone.trim(),
    Mobile: textOrNull(values.mobile),
  };
}

/** POST register-insolvencypractitioner payload; IPName only for a capacity that needs it. */
export function sellerRegistrationPayload(values: SellerWizardValues): SellerRegistrationRequest {
  return {
    ...common(values),
    CapacityID: values.capacityID ?? 0,
    IPName: values.ipNameRequired ? textOrNull(values.ipName) : null,
  };
}

/** POST register-interestedparty payload; FunctionOther only when the function is 'Other'. */
export function buyerRegistrationPayload(values: BuyerWizardValues): BuyerRegistrationRequest {
  return {
    ...common(values),
    Function: values.functionID ?? 0,
    FunctionOther: values.functionOtherRequired ? textOrNull(values.functionOther) : null,
    Turnover: values.turnovers,
    Employees: values.employees,
    Location: values.locations,
    Categories: values.categories,
    KeyAssets: values.assets,
    Keywords: values.keywords.trim(),
  };
}
