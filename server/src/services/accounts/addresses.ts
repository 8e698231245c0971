import { sql } from 'drizzle-orm';
import { countries, userAddresses } from '../../db/schema';
import type { ServiceContext } from '../context';

/** The address fields as registration and the address amendment send them. */
export interface AddressRequestFields {
  AddressLine1: string;
  AddressLine2: string | null;
  AddressLine3: string | null;
  TownCity: string;
  County: string | null;
  Postcode: string;
  Telephone: string;
  Mobile: string | null;
}

/** The stored country code for a code as a client sent it (any case), or null when no country has it. */
export async function findCountryCode(ctx: ServiceContext, code: string): Promise<string | null> {
  const [country] = await ctx.db
    .select({ code: countries.code })
    .from(countries)
    .where(sql`upper(${countries.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  return country?.code ?? null;
}

/** A `user_addresses` row's values from a request's address fields and a checked country code. */
export function addressValues(input: AddressRequestFields, countryCode: string): Omit<typeof userAddresses.$inferInsert, 'userId'> {
  return {
    addressLine1: input.AddressLine1,
    addressLine2: input.AddressLine2,
    addressLine3: input.AddressLine3,
    townCity: input.TownCity,
    county: input.County,
    postcode: input.Postcode,
    countryCode,
    telephone: input.Telephone,
    mobile: input.Mobile,
  };
}
