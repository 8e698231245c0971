import type { z } from 'zod';
import {
  addressStepSchema,
  buyerKeywordsStepSchema,
  buyerPreferencesStepSchema,
  buyerRegistrationRequestSchema,
  buyerStepOneSchema,
  contactUsRequestSchema,
  forgotPasswordRequestSchema,
  passwordStepSchema,
  registrationStepOneSchema,
  resetPasswordRequestSchema,
  sellerCapacityStepSchema,
  sellerRegistrationRequestSchema,
  updateAccountRequestSchema,
  updateAddressRequestSchema,
  validateEmailsRequestSchema,
} from './index';

/** Messages per field path of a failed parse (none when it passes). */
function messages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const validStepOne = {
  Title: 1,
  Forenames: 'Ada',
  Surname: 'Lovelace',
  Email: 'ada@example.com',
  ConfirmEmail: 'ada@example.com',
  Email2: '',
  ConfirmEmail2: '',
  CompanyName: 'Analytical Ltd',
  Position: 'Director',
  Telephone: '020 7946 0000',
  Mobile: '',
};

const validSeller = {
  Email: 'ip@example.com',
  Email2: '',
  Password: 'Secret12',
  Title: 1,
  Forenames: 'Ada',
  Surname: 'Lovelace',
  Position: 'Partner',
  CompanyName: 'Recoveries LLP',
  AddressLine1: '1 High Street',
  TownCity: 'Leeds',
  Postcode: 'LS1 1AA',
  Country: 'GB',
  Telephone: '0113 496 0000',
  CapacityID: 1,
};

describe('password rules (section 5)', () => {
  it.each([
    ['', ['Please Enter a Password']],
    ['Ab1', ['Password must contain at least 7 characters']],
    ['Abcdefg', ['Password Must Contain a Digit']],
    ['abcdef1', ['Password Must Contain an Uppercase Character']],
    ['ABCDEF1', ['Password Must Contain an Lowercase Character']],
  ])('%p -> %p', (password, expected) => {
    expect(messages(passwordStepSchema, { Password: password, ConfirmPassword: password }).Password).toEqual(expected);
  });

  it('asks for the confirmation and requires a match, whatever else is wrong', () => {
    expect(messages(passwordStepSchema, { Password: 'Secret12', ConfirmPassword: '' })).toEqual({ ConfirmPassword: ['Please Confirm Password'] });
    expect(messages(passwordStepSchema, { Password: 'short', ConfirmPassword: 'other' }).ConfirmPassword).toEqual(['Passwords must match']);
    expect(messages(resetPasswordRequestSchema, { Password: 'Secret12', ConfirmPassword: 'Secret13' })).toEqual({
      ConfirmPassword: ['Passwords must match'],
    });
    expect(messages(resetPasswordRequestSchema, { Password: 'Secret12', ConfirmPassword: 'Secret12' })).toEqual({});
  });

  it('forgot password asks for an e-mail', () => {
    expect(messages(forgotPasswordRequestSchema, { Email: ' ' })).toEqual({ Email: ['Please enter an email'] });
    expect(messages(forgotPasswordRequestSchema, { Email: 'nope' })).toEqual({ Email: ['Email should be valid'] });
  });
});

describe('registration step 1', () => {
  it('names each required field', () => {
    expect(messages(buyerStepOneSchema, {})).toMatchObject({
      Title: ['Title is required'],
      Forenames: ['Forenames is required'],
      Surname: ['Surname is required'],
      CompanyName: ['Company Name is required'],
      Position: ['Position is required'],
      Telephone: ['Telephone is required'],
      Function: ['Function is required'],
      Email: ['Please Enter an Email'],
      ConfirmEmail: ['Please Confirm Email'],
    });
  });

  it('checks the e-mails and their confirmations (case-insensitively)', () => {
    expect(messages(registrationStepOneSchema, { ...validStepOne, Email: 'ada@', ConfirmEmail: 'ada@' }).Email).toEqual(['Email should be valid']);
    expect(messages(registrationStepOneSchema, { ...validStepOne, ConfirmEmail: 'ADA@example.com' })).toEqual({});
    expect(messages(registrationStepOneSchema, { ...validStepOne, ConfirmEmail: 'ada@example.org' })).toEqual({ ConfirmEmail: ['Email must match'] });
    expect(messages(registrationStepOneSchema, { ...validStepOne, Email2: 'x@', ConfirmEmail2: 'x@' })).toEqual({
      Email2: ['Second Email should be valid'],
    });
    expect(messages(registrationStepOneSchema, { ...validStepOne, Email2: 'b@example.com', ConfirmEmail2: 'c@example.com' })).toEqual({
      ConfirmEmail2: ['Second Email must match'],
    });
  });

  it('turns an empty secondary e-mail and mobile into null', () => {
    const parsed = registrationStepOneSchema.parse(validStepOne);
    expect(parsed.Email2).toBeNull();
    expect(parsed.Mobile).toBeNull();
  });

  it('requires Function Other only when the form says the function is Other', () => {
    const buyer = { ...validStepOne, Function: 8 };
    expect(messages(buyerStepOneSchema, buyer)).toEqual({});
    expect(messages(buyerStepOneSchema, { ...buyer, FunctionOtherRequired: true })).toEqual({ FunctionOther: ['Function Other is required'] });
  });
});

describe('registration steps 2 and 3', () => {
  it('requires the address and limits the postcode to 10 characters', () => {
    expect(messages(addressStepSchema, {})).toMatchObject({
      AddressLine1: ['Address Line 1 is required'],
      TownCity: ['Town/City is required'],
      Country: ['Country is required'],
      Postcode: ['Postcode is required'],
    });
    expect(messages(addressStepSchema, { AddressLine1: 'a', TownCity: 'b', Country: 'GB', Postcode: 'AB12 3CDEFG' })).toEqual({
      Postcode: ['Postcode cannot be longer than 10 characters'],
    });
  });

  it("requires the IP's name only for capacity code '2'", () => {
    expect(messages(sellerCapacityStepSchema, {})).toMatchObject({ CapacityID: ['Capacity is required'] });
    expect(messages(sellerCapacityStepSchema, { CapacityID: 1, IPName: '' })).toEqual({});
    expect(messages(sellerCapacityStepSchema, { CapacityID: 2, IPName: ' ', IPNameRequired: true })).toEqual({
      IPName: ["Insolvency Practitioner's Name is required"],
    });
  });

  it('needs a location, a turnover band and an employee band', () => {
    expect(messages(buyerPreferencesStepSchema, { Location: [], Turnover: [], Employees: [] })).toEqual({
      Location: ['Please select at least one Location'],
      Turnover: ['Please select at least one Turnover band'],
      Employees: ['Please select at least one Employee band'],
    });
  });

  it('limits keywords to 1000 characters', () => {
    expect(messages(buyerKeywordsStepSchema, { Keywords: 'k'.repeat(1000) })).toEqual({});
    expect(messages(buyerKeywordsStepSchema, { Keywords: 'k'.repeat(1001) })).toEqual({ Keywords: ['Keywords cannot be longer than 1000 characters'] });
  });
});

describe('registration payloads', () => {
  it('accepts a complete seller and sends an empty secondary e-mail as null', () => {
    const parsed = sellerRegistrationRequestSchema.parse(validSeller);
    expect(parsed.Email2).toBeNull();
    expect(parsed.IPName).toBeNull();
  });

  it('gives the same messages as the form', () => {
    expect(messages(sellerRegistrationRequestSchema, { ...validSeller, Postcode: '12345678901', Password: 'abc' })).toEqual({
      Postcode: ['Postcode cannot be longer than 10 characters'],
      Password: ['Password must contain at least 7 characters', 'Password Must Contain a Digit', 'Password Must Contain an Uppercase Character'],
    });
  });

  it('requires the buyer lists and defaults the optional ones', () => {
    const buyer = { ...validSeller, Function: 1, Location: [3], Turnover: [1], Employees: [2, 2] };
    const parsed = buyerRegistrationRequestSchema.parse(buyer);
    expect(parsed).toMatchObject({ Categories: [], KeyAssets: [], Keywords: '', Employees: [2] });
    expect(messages(buyerRegistrationRequestSchema, { ...buyer, Location: undefined })).toEqual({ Location: ['Please select at least one Location'] });
  });

  it('checks both e-mails of validate-emails', () => {
    expect(validateEmailsRequestSchema.parse({ Email: 'a@example.com', Email2: '' })).toEqual({ Email: 'a@example.com', Email2: null });
    expect(messages(validateEmailsRequestSchema, { Email: '', Email2: 'b@' })).toEqual({
      Email: ['Please Enter an Email'],
      Email2: ['Second Email should be valid'],
    });
  });
});

describe('account amendment', () => {
  it('uses the amend screen wording for a long postcode', () => {
    const address = { AddressLine1: '1 High St', TownCity: 'York', Postcode: 'YO1 7HH', CountryCode: 'GB', Telephone: '01904 000000' };
    expect(messages(updateAddressRequestSchema, address)).toEqual({});
    expect(messages(updateAddressRequestSchema, { ...address, Postcode: 'YO1 7HH 12345' })).toEqual({
      Postcode: ['Post Code must be less than 10 characters'],
    });
  });

  it('requires the personal details and checks the secondary e-mail', () => {
    expect(messages(updateAccountRequestSchema, { TitleId: 1, Forenames: 'A', Surname: 'B', Company: 'C', Position: 'D', EmailAddress2: 'x' })).toEqual({
      EmailAddress2: ['Second Email should be valid'],
    });
    expect(messages(updateAccountRequestSchema, {})).toMatchObject({ Forenames: ['Forenames is required'], Company: ['Company Name is required'] });
  });
});

describe('contact form', () => {
  it('names every missing field', () => {
    expect(messages(contactUsRequestSchema, {})).toEqual({
      From: ['From is required'],
      ReplyToEmail: ['Please Enter an Email'],
      Regarding: ['Regarding is required'],
      Message: ['Message is required'],
    });
    expect(messages(contactUsRequestSchema, { From: 'A', ReplyToEmail: 'a@', Regarding: 'General enquiry', Message: 'Hi' })).toEqual({
      ReplyToEmail: ['Email should be valid'],
    });
  });
});

describe('object-level rules with other fields still empty', () => {
  it('shows the confirmation mismatch at once, not after every other field is filled', () => {
    expect(messages(registrationStepOneSchema, { Email: 'a@example.com', ConfirmEmail: 'x@example.com', Forenames: '' })).toMatchObject({
      Forenames: ['Forenames is required'],
      ConfirmEmail: ['Email must match'],
    });
    expect(messages(sellerCapacityStepSchema, { CapacityID: undefined, IPName: '', IPNameRequired: true })).toMatchObject({
      CapacityID: ['Capacity is required'],
      IPName: ["Insolvency Practitioner's Name is required"],
    });
  });
});
