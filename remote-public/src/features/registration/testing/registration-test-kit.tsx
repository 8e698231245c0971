import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type {
  AssetLabelsResponse,
  CategoryLabelsResponse,
  LocationSizeLabelsResponse,
  RegisterLabelsResponse,
} from '@insolvency/shared-contracts';
import { createTestStore, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';

export const SELLER_LABELS: RegisterLabelsResponse = {
  titleLabels: [
    { titleId: 1, description: 'Mr' },
    { titleId: 2, description: 'Ms' },
  ],
  countryLabels: [
    { code: 'GB', name: 'United Kingdom' },
    { code: 'IE', name: 'Ireland' },
  ],
  capacityLabels: [
    { capacityId: 1, code: '1', description: 'Licensed Insolvency Practitioner' },
    { capacityId: 2, code: '2', description: 'Acting on behalf of a named Insolvency Practitioner' },
  ],
};

export const BUYER_LABELS: RegisterLabelsResponse = {
  titleLabels: SELLER_LABELS.titleLabels,
  countryLabels: SELLER_LABELS.countryLabels,
  functionLabels: [
    { functionId: 1, description: 'Trade buyer' },
    { functionId: 8, description: 'Other' },
  ],
};

export const LOCATION_SIZE_LABELS: LocationSizeLabelsResponse = {
  locationLabels: [
    { locationId: 1, description: 'London' },
    { locationId: 2, description: 'Scotland' },
    { locationId: 3, description: 'Wales' },
  ],
  turnoverLabels: [
    { turnoverId: 1, description: 'Under £1m' },
    { turnoverId: 2, description: '£1m to £5m' },
  ],
  employeeLabels: [
    { employeesId: 1, description: '1 to 10' },
    { employeesId: 2, description: '11 to 50' },
  ],
};

export const CATEGORY_LABELS: CategoryLabelsResponse = {
  categoryLabels: [
    { categoryId: 10, description: 'Manufacturing', childCategories: [{ categoryId: 11, description: 'Food' }] },
    { categoryId: 20, description: 'Retail', childCategories: [] },
    { categoryId: 30, description: 'Hospitality', childCategories: [] },
  ],
};

export const ASSET_LABELS: AssetLabelsResponse = {
  assetLabels: [
    { assetId: 1, description: 'Property' },
    { assetId: 2, description: 'Stock' },
  ],
};

/** The label answers a wizard reads (`registerLabels`: the buyer's or the seller's), plus the given calls. */
export function stubRegistrationApi(registerLabels: RegisterLabelsResponse, extra: Record<string, StubHandler> = {}): FetchStub {
  return stubFetch({
    'GET /api/label/register': () => ({ status: 200, body: registerLabels }),
    'GET /api/label/location-size': () => ({ status: 200, body: LOCATION_SIZE_LABELS }),
    'GET /api/label/nestedcategories': () => ({ status: 200, body: CATEGORY_LABELS }),
    'GET /api/label/assets': () => ({ status: 200, body: ASSET_LABELS }),
    ...extra,
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + JSON.stringify(location.state ?? null)}</p>;
}

/** Renders a screen at `path` in a store and router like the shell's; other paths show where the app went. */
export function renderAt(path: string, element: ReactElement, url = path) {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return store;
}

export interface StepOneInput {
  email?: string;
  secondaryEmail?: string;
}

/** Fills step 1 as a user would (confirm fields typed one character at a time). */
/**
 * Puts text into a field as a paste (one change, as a browser's autofill or a paste does):
 * typing every field key by key made the wizards' tests take 20 s each on a busy machine. The
 * Confirm fields refuse pastes, so they are still typed.
 */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export async function fillStepOne(user: UserEvent, { email = 'pat@example.com', secondaryEmail = '' }: StepOneInput = {}) {
  await user.selectOptions(await screen.findByLabelText('Title'), 'Ms');
  await enter(user, screen.getByLabelText('Forenames'), 'Pat');
  await enter(user, screen.getByLabelText('Surname'), 'Jones');
  await enter(user, screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Confirm Email'), email);
  if (secondaryEmail) {
    await enter(user, screen.getByLabelText('Secondary Email'), secondaryEmail);
    await user.type(screen.getByLabelText('Confirm Secondary Email'), secondaryEmail);
  }
  await enter(user, screen.getByLabelText('Company Name'), 'Jones Advisory');
  await enter(user, screen.getByLabelText('Position'), 'Director');
  await enter(user, screen.getByLabelText('Telephone'), '020 7946 0000');
}

/** Fills step 2 (address). */
export async function fillAddress(user: UserEvent, postcode = 'EC1A 1BB') {
  await enter(user, await screen.findByLabelText('Address Line 1'), '1 High Street');
  await enter(user, screen.getByLabelText('Town/City'), 'London');
  await enter(user, screen.getByLabelText('Postcode'), postcode);
  await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
}

export async function next(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** The wizard's step heading ('Step 2 of 4: Address Details'). */
export function stepHeading(name: RegExp | string) {
  return screen.findByRole('heading', { level: 2, name });
}
