import { expect, type APIRequestContext } from '@playwright/test';
import type { BuyerRegistrationRequest, RegisterLabelsResponse, SellerRegistrationRequest } from '@insolvency/shared-contracts';
import { CAPACITY_CODE_REQUIRING_IP_NAME } from '@insolvency/shared-contracts';
import { linkTo, waitForMail } from '../../fixtures/outbox';

export interface FreshAccount {
  email: string;
  password: string;
}

/** An address no other journey uses. */
const freshEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The contact fields every journey account shares: an address in the UK (or the first country offered). */
function journeyContact(labels: RegisterLabelsResponse) {
  return {
    Email2: null,
    Title: labels.titleLabels[0].titleId,
    AddressLine1: '1 Journey Street',
    AddressLine2: null,
    AddressLine3: null,
    County: null,
    Country: labels.countryLabels.find((country) => country.code === 'GB')?.code ?? labels.countryLabels[0].code,
    Mobile: null,
  };
}

/** Confirms the account's e-mail address through the link of the mail sent to it since `since`. */
async function confirmByMail(request: APIRequestContext, email: string, since: number): Promise<void> {
  const mail = await waitForMail({ to: email, subject: /confirm/i, since });
  const confirmed = await request.post(`/api/confirmemail${new URL(linkTo(mail, '/confirm-email')).search}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** A new seller registered through the API; its e-mail address is not confirmed yet. */
export async function registerSeller(request: APIRequestContext, password = 'Start1234'): Promise<FreshAccount> {
  const email = freshEmail('journey');
  const labelsResponse = await request.get('/api/label/register?registerBuyer=false');
  expect(labelsResponse.status()).toBe(200);
  const labels = (await labelsResponse.json()) as RegisterLabelsResponse;
  const capacity = labels.capacityLabels?.find((label) => label.code !== CAPACITY_CODE_REQUIRING_IP_NAME);
  if (!capacity) throw new Error('No capacity label without IP Name in label/register');

  const payload: SellerRegistrationRequest = {
    ...journeyContact(labels),
    Email: email,
    Password: password,
    Forenames: 'Robin',
    Surname: 'Reset',
    Position: 'Case Administrator',
    CompanyName: 'Reset Recovery LLP',
    TownCity: 'York',
    Postcode: 'YO1 7HH',
    Telephone: '01632 960001',
    CapacityID: capacity.capacityId,
    IPName: null,
  };
  const registered = await request.post('/api/register-insolvencypractitioner', { data: payload });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  return { email, password };
}

/**
 * A new seller, registered through the API and confirmed through the link of the mail it was
 * sent, so a journey may change its password without touching the seeded accounts others use.
 */
export async function registerConfirmedSeller(request: APIRequestContext, password = 'Start1234'): Promise<FreshAccount> {
  const since = Date.now() - 1000;
  const account = await registerSeller(request, password);
  await confirmByMail(request, account.email, since);
  return account;
}

/**
 * A new buyer, registered through the API and confirmed through the mailed link, whose criteria
 * match no post (their one keyword is in no heading, description or reference): a post reaches
 * them only through what the journey sets up, such as a saved search.
 */
export async function registerConfirmedBuyerMatchingNothing(request: APIRequestContext, password = 'Start1234'): Promise<FreshAccount> {
  const email = freshEmail('journey.buyer');
  const labels = (await (await request.get('/api/label/register?registerBuyer=true')).json()) as RegisterLabelsResponse;
  const sizes = (await (await request.get('/api/label/location-size')).json()) as {
    locationLabels: { locationId: number }[];
    turnoverLabels: { turnoverId: number }[];
    employeeLabels: { employeesId: number }[];
  };
  const buyerFunction = labels.functionLabels?.find((label) => !/other/i.test(label.description));
  if (!buyerFunction) throw new Error('No function label without Function Other in label/register');
  const payload: BuyerRegistrationRequest = {
    ...journeyContact(labels),
    Email: email,
    Password: password,
    Forenames: 'Sam',
    Surname: 'Searcher',
    Position: 'Acquisitions Manager',
    CompanyName: 'Searcher Holdings Ltd',
    TownCity: 'Leeds',
    Postcode: 'LS1 4AP',
    Telephone: '01632 960002',
    Function: buyerFunction.functionId,
    FunctionOther: null,
    Location: sizes.locationLabels.map((label) => label.locationId),
    Turnover: sizes.turnoverLabels.map((label) => label.turnoverId),
    Employees: sizes.employeeLabels.map((label) => label.employeesId),
    Categories: [],
    KeyAssets: [],
    Keywords: `nomatch${Date.now().toString(36)}`,
  };
  const since = Date.now() - 1000;
  const registered = await request.post('/api/register-interestedparty', { data: payload });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  await confirmByMail(request, email, since);
  return { email, password };
}

/** A mail link as a path on the server under test (the mail names the configured public URL). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}
