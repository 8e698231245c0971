import { expect, type APIRequestContext } from '@playwright/test';
import type { RegisterLabelsResponse, SellerRegistrationRequest } from '@insolvency/shared-contracts';
import { CAPACITY_CODE_REQUIRING_IP_NAME } from '@insolvency/shared-contracts';
import { linkTo, waitForMail } from '../../fixtures/outbox';

export interface FreshAccount {
  email: string;
  password: string;
}

/** A new seller registered through the API; its e-mail address is not confirmed yet. */
export async function registerSeller(request: APIRequestContext, password = 'Start1234'): Promise<FreshAccount> {
  const email = `journey.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const labelsResponse = await request.get('/api/label/register?registerBuyer=false');
  expect(labelsResponse.status()).toBe(200);
  const labels = (await labelsResponse.json()) as RegisterLabelsResponse;
  const capacity = labels.capacityLabels?.find((label) => label.code !== CAPACITY_CODE_REQUIRING_IP_NAME);
  if (!capacity) throw new Error('No capacity label without IP Name in label/register');

  const payload: SellerRegistrationRequest = {
    Email: email,
    Email2: null,
    Password: password,
    Title: labels.titleLabels[0].titleId,
    Forenames: 'Robin',
    Surname: 'Reset',
    Position: 'Case Administrator',
    CompanyName: 'Reset Recovery LLP',
    AddressLine1: '1 Journey Street',
    AddressLine2: null,
    AddressLine3: null,
    TownCity: 'York',
    County: null,
    Postcode: 'YO1 7HH',
    Country: labels.countryLabels.find((country) => country.code === 'GB')?.code ?? labels.countryLabels[0].code,
    Telephone: '01632 960001',
    Mobile: null,
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
  const mail = await waitForMail({ to: account.email, subject: /confirm/i, since });
  const link = new URL(linkTo(mail, '/confirm-email'));
  const confirmed = await request.post(`/api/confirmemail${link.search}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return account;
}

/** A mail link as a path on the server under test (the mail names the configured public URL). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}
