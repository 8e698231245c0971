import { z } from 'zod';
import type { UpdateAccountRequest, UpdateAddressRequest } from '../account';
import { ADDRESS_MESSAGES, countryCode, optionalEmail, optionalText, postcode, requiredId, requiredText } from './fields';

/** `PATCH /api/allauth/account?isBuyer=`: personal details; the primary e-mail is not part of it. */
export const updateAccountRequestSchema = z.object({
  TitleId: requiredId('Title'),
  Forenames: requiredText('Forenames'),
  Surname: requiredText('Surname'),
  EmailAddress2: optionalEmail('Second Email should be valid'),
  Company: requiredText('Company Name'),
  Position: requiredText('Position'),
}) satisfies z.ZodType<UpdateAccountRequest, unknown>;

/** `PATCH /api/allauth/account-address`: postcode 'Post Code must be less than 10 characters'. */
export const updateAddressRequestSchema = z.object({
  AddressLine1: requiredText('Address Line 1'),
  AddressLine2: optionalText('Address Line 2'),
  AddressLine3: optionalText('Address Line 3'),
  TownCity: requiredText('Town/City'),
  County: optionalText('County'),
  Postcode: postcode(ADDRESS_MESSAGES.amendPostcodeTooLong),
  CountryCode: countryCode,
  Telephone: requiredText('Telephone', 30),
  Mobile: optionalText('Mobile', 30),
}) satisfies z.ZodType<UpdateAddressRequest, unknown>;
