import { addDays, londonToday, SITE_STATUS } from '@insolvency/shared-contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
import { buyerPayload, linkQuery, mailsTo, sellerPayload, uniqueEmail } from '../accounts-support';
import { createBuyerWithCriteria } from '../factories/buyer-preferences';
import { createPost } from '../factories/posts';
import { createAdmin, createSeller, type TestUser } from '../factories/users';
import type { TestApp } from '../helper';

/**
 * Every call of the two spec documents (../shared/spec, section 7 of each) that carries a JSON
 * payload, with the payload's field names exactly as the spec writes them. A client written to
 * the spec sends those fields and nothing more; fields we added later must stay optional.
 */
export interface SpecCall {
  document: 'public-and-buyer' | 'seller-and-admin';
  method: 'POST' | 'PUT' | 'PATCH';
  /** The path as the spec writes it, under /api. */
  path: string;
  /** The payload's field names as the spec writes them. */
  fields: readonly string[];
  /** The request a spec client makes: who calls, its query and its payload (exactly `fields`). */
  request(world: SpecWorld): Promise<SpecRequest>;
}

export interface SpecRequest {
  caller?: TestUser;
  query?: Record<string, string | number | boolean>;
  body: Record<string, unknown>;
}

export interface SpecWorld {
  t: TestApp;
  today: string;
  seller: TestUser;
  buyer: TestUser;
  admin: TestUser;
}

export async function specWorld(t: TestApp): Promise<SpecWorld> {
  await seedReferenceLabels(t.db);
  return {
    t,
    today: londonToday(),
    seller: await createSeller(t.db),
    buyer: await createBuyerWithCriteria(t.db),
    admin: await createAdmin(t.db),
  };
}

/** Only the spec's fields of one of our payload builders (which may carry more). */
const only = (fields: readonly string[], payload: object) =>
  Object.fromEntries(fields.map((field) => [field, (payload as Record<string, unknown>)[field]]));

/** Solves the self-hosted captcha as the contact form's widget does: the `Response` of validate-recaptcha. */
async function solvedCaptcha(t: TestApp): Promise<string> {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/unauth/altcha-challenge' })).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  return Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
}

const SELLER_REGISTRATION = ['Email', 'Email2', 'Password', 'Title', 'Forenames', 'Surname', 'Position', 'CompanyName', 'AddressLine1', 'AddressLine2', 'AddressLine3', 'TownCity', 'County', 'Postcode', 'Country', 'Telephone', 'Mobile', 'CapacityID', 'IPName'] as const;
const BUYER_REGISTRATION = ['Email', 'Email2', 'Password', 'Title', 'Forenames', 'Surname', 'Position', 'CompanyName', 'Function', 'FunctionOther', 'AddressLine1', 'AddressLine2', 'AddressLine3', 'TownCity', 'County', 'Postcode', 'Country', 'Telephone', 'Mobile', 'Turnover', 'Employees', 'Location', 'Categories', 'KeyAssets', 'Keywords'] as const;
const DRAFT = ['BusinessStatusId', 'TradingStatusId', 'TurnoverId', 'EmployeesId', 'PaymentMethodId', 'Reference', 'PostingTypeId', 'ActivityHeading', 'PrimaryCategory', 'Description', 'DisplayHome', 'Assets', 'AdditionalCategories', 'Location'] as const;
const AMEND_DETAIL = ['Reference', 'ActivityHeading', 'Locations', 'BusinessStatusID', 'TradingStatusID', 'TurnoverID', 'EmployeesID', 'DisplayHome'] as const;
/** The spec names the account's fields only as `myAccountDetails` and `accountAddress` answer them (public-and-buyer §3). */
const ACCOUNT = ['titleId', 'forenames', 'surname', 'emailAddress2', 'company', 'position'] as const;
const ADDRESS = ['addressLine1', 'addressLine2', 'addressLine3', 'townCity', 'county', 'postcode', 'countryCode', 'telephone', 'mobile'] as const;

const forSalePost = (world: SpecWorld) => createPost(world.t.db, { createdBy: world.seller.id, status: SITE_STATUS.forSale });

export const SPEC_CALLS: readonly SpecCall[] = [
  {
    document: 'public-and-buyer',
    method: 'POST',
    path: 'login',
    fields: ['Email', 'Password'],
    request: async ({ buyer }) => ({ body: { Email: buyer.email1, Password: buyer.password } }),
  },
  {
    document: 'public-and-buyer',
    method: 'POST',
    path: 'unauth/forgotpassword',
    fields: ['Email'],
    request: async ({ buyer }) => ({ body: { Email: buyer.email1 } }),
  },
  {
    document: 'public-and-buyer',
    method: 'POST',
    path: 'unauth/resetpassword',
    fields: ['Password', 'ConfirmPassword'],
    request: async ({ t }) => {
      const user = await createBuyerWithCriteria(t.db);
      await t.app.inject({ method: 'POST', url: '/api/unauth/forgotpassword', payload: { Email: user.email1 } });
      await t.app.ctx.settled();
      const [mail] = await mailsTo(t.config.outboxDir, user.email1);
      const link = linkQuery(mail, '/resetpass');
      return { query: { email: link.get('email') ?? '', token: link.get('token') ?? '' }, body: { Password: 'Changed123', ConfirmPassword: 'Changed123' } };
    },
  },
  {
    document: 'public-and-buyer',
    method: 'POST',
    path: 'register-insolvencypractitioner',
    fields: SELLER_REGISTRATION,
    request: async () => ({ body: only(SELLER_REGISTRATION, sellerPayload()) }),
  },
  {
    document: 'public-and-buyer',
    method: 'POST',
    path: 'register-interestedparty',
    fields: BUYER_REGISTRATION,
    request: async () => ({ body: only(BUYER_REGISTRATION, buyerPayload()) }),
  },
  {
    document: 'public-and-buyer',
    method: 'POST',
    path: 'validate-emails',
    fields: ['Email', 'Email2'],
    request: async () => ({ body: { Email: uniqueEmail('spec'), Email2: null } }),
  },
  {
    document: 'public-and-buyer',
    method: 'POST',
    path: 'unauth/validate-recaptcha',
    fields: ['Response'],
    request: async ({ t }) => ({ body: { Response: await solvedCaptcha(t) } }),
  },
  {
    document: 'public-and-buyer',
    method: 'POST',
    path: 'unauth/contactus',
    fields: ['From', 'ReplyToEmail', 'Regarding', 'Message'],
    // The spec's client verifies the captcha first (validate-recaptcha), then sends the form.
    request: async ({ t }) => {
      const verified = await t.app.inject({ method: 'POST', url: '/api/unauth/validate-recaptcha', payload: { Response: await solvedCaptcha(t) } });
      if (verified.statusCode !== 200) throw new Error(`validate-recaptcha answered ${verified.statusCode}`);
      return { body: { From: 'Jo Bloggs', ReplyToEmail: 'jo.bloggs@example.com', Regarding: 'Technical problem', Message: 'The export button does nothing.' } };
    },
  },
  {
    document: 'public-and-buyer',
    method: 'PATCH',
    path: 'allauth/account',
    fields: ACCOUNT,
    request: async ({ buyer }) => ({
      caller: buyer,
      query: { isBuyer: true },
      body: { titleId: 2, forenames: 'Jane', surname: 'Doe', emailAddress2: null, company: 'Doe Holdings Ltd', position: 'Director' },
    }),
  },
  {
    document: 'public-and-buyer',
    method: 'PATCH',
    path: 'allauth/account-address',
    fields: ADDRESS,
    request: async ({ seller }) => ({
      caller: seller,
      body: { addressLine1: '10 King Street', addressLine2: null, addressLine3: null, townCity: 'Manchester', county: 'Greater Manchester', postcode: 'M2 4WU', countryCode: 'GB', telephone: '0161 496 0000', mobile: null },
    }),
  },
  {
    document: 'public-and-buyer',
    method: 'POST',
    path: 'buyer/express-interest',
    fields: ['ExpressInterestText'],
    request: async (world) => ({ caller: world.buyer, query: { id: (await forSalePost(world)).id }, body: { ExpressInterestText: 'We run three bakeries and want a fourth.' } }),
  },
  {
    document: 'public-and-buyer',
    method: 'PUT',
    path: 'buyer/asset-preferences',
    fields: ['KeyAssets'],
    request: async ({ buyer }) => ({ caller: buyer, body: { KeyAssets: [1, 3] } }),
  },
  {
    document: 'public-and-buyer',
    method: 'PUT',
    path: 'buyer/category-preferences',
    fields: ['Categories'],
    request: async ({ buyer }) => ({ caller: buyer, body: { Categories: [100, 101] } }),
  },
  {
    document: 'public-and-buyer',
    method: 'PUT',
    path: 'buyer/keywords',
    fields: ['Keywords'],
    request: async ({ buyer }) => ({ caller: buyer, body: { Keywords: 'bakery, food' } }),
  },
  {
    document: 'public-and-buyer',
    method: 'PUT',
    path: 'buyer/location-size-preferences',
    fields: ['Turnovers', 'Employees', 'Locations'],
    request: async ({ buyer }) => ({ caller: buyer, body: { Turnovers: [3], Employees: [2], Locations: [1, 7] } }),
  },
  {
    document: 'seller-and-admin',
    method: 'POST',
    path: 'seller/check-description',
    fields: ['Description'],
    request: async ({ seller }) => ({ caller: seller, body: { Description: '<p>A bakery in Leeds.</p>' } }),
  },
  {
    document: 'seller-and-admin',
    method: 'POST',
    path: 'seller/draft',
    fields: DRAFT,
    request: async ({ seller }) => ({
      caller: seller,
      body: {
        BusinessStatusId: 1,
        TradingStatusId: 1,
        TurnoverId: 2,
        EmployeesId: 2,
        PaymentMethodId: 1,
        Reference: 'SPEC-DRAFT',
        PostingTypeId: 1,
        ActivityHeading: 'Bakery in Leeds',
        PrimaryCategory: 101,
        Description: '<p>A bakery in Leeds.</p>',
        DisplayHome: true,
        Assets: [3],
        AdditionalCategories: [],
        Location: [1],
      },
    }),
  },
  {
    document: 'seller-and-admin',
    method: 'POST',
    path: 'seller/post-draft',
    fields: ['Startdate', 'Enddate', 'useCustomCompanyName', 'Company'],
    request: async ({ t, seller, today }) => ({
      caller: seller,
      query: { id: (await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft })).id },
      body: { Startdate: today, Enddate: addDays(today, 27), useCustomCompanyName: false, Company: null },
    }),
  },
  {
    document: 'seller-and-admin',
    method: 'PATCH',
    path: 'seller/extend-post',
    fields: ['Enddate'],
    request: async (world) => {
      const post = await forSalePost(world);
      return { caller: world.seller, query: { id: post.id }, body: { Enddate: addDays(post.periods[0].startDate, 27) } };
    },
  },
  {
    document: 'seller-and-admin',
    method: 'POST',
    path: 'seller/repost',
    fields: ['StartDate', 'EndDate', 'useCustomCompanyName', 'Company'],
    request: async ({ t, seller, today }) => ({
      caller: seller,
      query: { id: (await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.withdrawn })).id },
      body: { StartDate: today, EndDate: addDays(today, 27), useCustomCompanyName: true, Company: 'Doe Insolvency LLP' },
    }),
  },
  {
    document: 'seller-and-admin',
    method: 'POST',
    path: 'seller/email-post',
    fields: ['EmailTos', 'Message'],
    request: async (world) => ({
      caller: world.seller,
      query: { id: (await forSalePost(world)).id },
      body: { EmailTos: [uniqueEmail('colleague')], Message: 'Please review this posting.' },
    }),
  },
  {
    document: 'seller-and-admin',
    method: 'PATCH',
    path: 'seller/post-detail',
    fields: AMEND_DETAIL,
    request: async (world) => ({
      caller: world.seller,
      query: { id: (await forSalePost(world)).id },
      body: { Reference: 'SPEC-AMEND', ActivityHeading: 'Bakery in Leeds', Locations: [1, 7], BusinessStatusID: 1, TradingStatusID: 1, TurnoverID: 2, EmployeesID: 2, DisplayHome: false },
    }),
  },
  {
    document: 'seller-and-admin',
    method: 'PATCH',
    path: 'seller/post-description',
    fields: ['Description'],
    request: async (world) => ({ caller: world.seller, query: { id: (await forSalePost(world)).id }, body: { Description: '<p>A bakery in Leeds, trading.</p>' } }),
  },
  {
    document: 'seller-and-admin',
    method: 'PATCH',
    path: 'seller/post-category',
    fields: ['PrimaryCategory'],
    request: async (world) => ({ caller: world.seller, query: { id: (await forSalePost(world)).id }, body: { PrimaryCategory: 100 } }),
  },
  {
    document: 'seller-and-admin',
    method: 'PATCH',
    path: 'seller/post-additional-categories',
    fields: ['Categories'],
    request: async (world) => ({ caller: world.seller, query: { id: (await forSalePost(world)).id }, body: { Categories: [100] } }),
  },
  {
    document: 'seller-and-admin',
    method: 'PATCH',
    path: 'seller/post-assets',
    fields: ['Assets'],
    request: async (world) => ({ caller: world.seller, query: { id: (await forSalePost(world)).id }, body: { Assets: [1, 3] } }),
  },
  {
    document: 'seller-and-admin',
    method: 'PUT',
    path: 'admin/user-pricerate',
    fields: ['PriceRate'],
    request: async ({ admin, seller }) => ({ caller: admin, query: { userId: seller.id }, body: { PriceRate: 300 } }),
  },
];
