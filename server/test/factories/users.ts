import { randomBytes } from 'node:crypto';
import { ROLES, type Role } from '@insolvency/shared-contracts';
import type { Database } from '../../src/db/client';
import { userAddresses, users } from '../../src/db/schema/users';
import { hashPassword } from '../../src/services/auth/passwords';

export const TEST_PASSWORD = 'Secret123';

let cachedHash: Promise<string> | undefined;
/** argon2 is slow on purpose: hash the common test password once per process. */
function passwordHash(password: string): Promise<string> {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return cachedHash;
}

export type TestUser = typeof users.$inferSelect & { password: string };

export interface CreateUserOverrides extends Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> {
  password?: string;
  /** false: no address row. */
  address?: Partial<typeof userAddresses.$inferInsert> | false;
}

/** A confirmed account with an address; a buyer unless `role` says otherwise. */
export async function createUser(db: Database, overrides: CreateUserOverrides = {}): Promise<TestUser> {
  const { password = TEST_PASSWORD, address, ...fields } = overrides;
  const role: Role = (fields.role as Role | undefined) ?? ROLES.buyer;
  const unique = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      role,
      email1: `user-${unique}@example.com`,
      forenames: 'Test',
      surname: `User ${unique}`,
      position: 'Director',
      company: 'Test Company Ltd',
      titleId: 1,
      emailConfirmed: true,
      capacityId: role === ROLES.buyer ? null : 1,
      ...fields,
      passwordHash: await passwordHash(password),
    })
    .returning();
  if (address !== false) {
    await db.insert(userAddresses).values({
      userId: user.id,
      addressLine1: '1 High Street',
      townCity: 'Leeds',
      postcode: 'LS1 1AA',
      countryCode: 'GB',
      telephone: '0113 000 0000',
      ...(address ?? {}),
    });
  }
  return { ...user, password };
}

export const createBuyer = (db: Database, o: CreateUserOverrides = {}) => createUser(db, { ...o, role: ROLES.buyer });
export const createSeller = (db: Database, o: CreateUserOverrides = {}) => createUser(db, { ...o, role: ROLES.seller });
export const createAdmin = (db: Database, o: CreateUserOverrides = {}) => createUser(db, { ...o, role: ROLES.admin });
