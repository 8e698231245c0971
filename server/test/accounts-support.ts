import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { BuyerRegistrationRequest, SellerRegistrationRequest } from '@insolvency/shared-contracts';

/** A mail read back from a test app's outbox. */
export interface OutboxMail {
  file: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Every `.eml` in the outbox, oldest first, parsed with mailparser. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(path.join(outboxDir, file)));
      const list = (v: typeof parsed.to) => (Array.isArray(v) ? v : v ? [v] : []).flatMap((a) => a.value.map((x) => x.address ?? ''));
      const text = parsed.text ?? '';
      return {
        file,
        to: list(parsed.to),
        replyTo: list(parsed.replyTo),
        subject: parsed.subject ?? '',
        text,
        html: typeof parsed.html === 'string' ? parsed.html : '',
        links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
      };
    }),
  );
}

/** The mails sent to `address` (any case). */
export async function mailsTo(outboxDir: string, address: string): Promise<OutboxMail[]> {
  const wanted = address.toLowerCase();
  return (await readOutbox(outboxDir)).filter((m) => m.to.some((to) => to.toLowerCase() === wanted));
}

/** The query of the first link in `mail` whose path is `pathname`. */
export function linkQuery(mail: OutboxMail, pathname: string): URLSearchParams {
  const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in mail "${mail.subject}": ${mail.links.join(', ')}`);
  return link.searchParams;
}

export const uniqueEmail = (label = 'new') => `${label}-${randomBytes(4).toString('hex')}@example.com`;
export const NEW_PASSWORD = 'Register123';

const commonFields = () => ({
  Email: uniqueEmail(),
  Email2: null,
  Password: NEW_PASSWORD,
  Title: 2,
  Forenames: 'Jane',
  Surname: 'Doe',
  Position: 'Director',
  CompanyName: 'Doe Holdings Ltd',
  AddressLine1: '10 King Street',
  AddressLine2: null,
  AddressLine3: null,
  TownCity: 'Manchester',
  County: 'Greater Manchester',
  Postcode: 'M2 4WU',
  Country: 'GB',
  Telephone: '0161 496 0000',
  Mobile: null,
});

type Overrides<T> = Partial<Record<keyof T, unknown>>;

/**
 * A valid seller registration (capacity 1: a licensed practitioner, no IP Name needed).
 * Overrides may hold anything (tests send wrong types on purpose); the type keeps the valid shape.
 */
export const sellerPayload = (overrides: Overrides<SellerRegistrationRequest> = {}) =>
  ({ ...commonFields(), CapacityID: 1, IPName: null, ...overrides }) as SellerRegistrationRequest;

/** A valid buyer registration (function 1, one location/turnover/employee band, a category and an asset). */
export const buyerPayload = (overrides: Overrides<BuyerRegistrationRequest> = {}) =>
  ({
    ...commonFields(),
    Function: 1,
    FunctionOther: null,
    Location: [1, 7],
    Turnover: [3],
    Employees: [2, 3],
    Categories: [100, 101],
    KeyAssets: [3],
    Keywords: 'bakery, food',
    ...overrides,
  }) as BuyerRegistrationRequest;
