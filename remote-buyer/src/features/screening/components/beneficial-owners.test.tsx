import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { SCREENING_MESSAGES, type BeneficialOwner } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { BENEFICIAL_OWNERS_TEXTS, BeneficialOwners } from './beneficial-owners';

const COUNTRY_LABELS = {
  titleLabels: [],
  functionLabels: [],
  countryLabels: [
    { code: 'GB', name: 'United Kingdom' },
    { code: 'CI', name: 'Côte d’Ivoire' },
    { code: 'RU', name: 'Russia' },
    { code: 'UA', name: 'Ukraine' },
  ],
};
const LABELS = { 'GET /api/label/register': () => ({ status: 200, body: COUNTRY_LABELS }) };

/**
 * Chooses a country as a keyboard user does: types part of its name into the field, which keeps
 * the options that contain it, and presses Enter on the first. The Enter is fired with `which`
 * set: antd's option list reads the key from it, which user-event's events in jsdom leave 0.
 */
async function chooseCountry(group: HTMLElement, typed: string) {
  const field = within(group).getByRole('combobox', { name: /Country/ });
  field.focus();
  await userEvent.keyboard(typed);
  fireEvent.keyDown(field, { key: 'Enter', keyCode: 13, which: 13 });
  fireEvent.keyUp(field, { key: 'Enter', keyCode: 13, which: 13 });
}

let network: FetchStub;
afterEach(() => network.restore());

function renderOwners() {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.buyer, sub: '9', name: 'Bea Buyer' }));
  render(
    <Provider store={createTestStore()}>
      <BeneficialOwners />
    </Provider>,
  );
}

describe('BeneficialOwners', () => {
  it('adds an owner, refuses a share under 25% before sending, then saves the list', async () => {
    const saved: BeneficialOwner[] = [{ id: 1, name: 'Ruth Ellis', country: 'United Kingdom', dateOfBirth: '1970-03-02', sharePercent: 50 }];
    network = stubFetch({
      ...LABELS,
      'GET /api/buyer/beneficial-owners': () => ({ status: 200, body: saved }),
      'PUT /api/buyer/beneficial-owners': () => ({ status: 200, body: { message: SCREENING_MESSAGES.ownersSaved } }),
    });
    renderOwners();
    const form = await screen.findByRole('form', { name: 'Beneficial owners' });
    const first = within(form).getByRole('group', { name: 'Owner 1' });
    expect(within(form).getAllByLabelText(/Full name/)[0]).toHaveValue('Ruth Ellis');
    // The stored country is shown chosen in the list.
    expect(within(first).getByTitle('United Kingdom')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add an owner' }));
    const second = within(form).getByRole('group', { name: 'Owner 2' });
    await userEvent.type(within(second).getByLabelText(/Full name/), 'Tom Ellis');
    await chooseCountry(second, 'kingd');
    await userEvent.type(within(second).getByLabelText(/Share/), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save beneficial owners' }));
    expect(await within(second).findByText(SCREENING_MESSAGES.shareTooLow)).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/beneficial-owners')).toHaveLength(0);

    await userEvent.clear(within(second).getByLabelText(/Share/));
    await userEvent.type(within(second).getByLabelText(/Share/), '25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save beneficial owners' }));
    expect(await screen.findByText(SCREENING_MESSAGES.ownersSaved)).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/beneficial-owners')[0].body).toEqual({
      Owners: [
        { Name: 'Ruth Ellis', Country: 'GB', DateOfBirth: '1970-03-02', SharePercent: 50 },
        { Name: 'Tom Ellis', Country: 'GB', DateOfBirth: null, SharePercent: 25 },
      ],
    });
  });

  it('a country saved as free text before the list: shown as saved, and the buyer chooses one before saving again', async () => {
    const saved: BeneficialOwner[] = [{ id: 1, name: 'Ivo Marsh', country: 'Russian Federation', dateOfBirth: null, sharePercent: 60 }];
    network = stubFetch({
      ...LABELS,
      'GET /api/buyer/beneficial-owners': () => ({ status: 200, body: saved }),
      'PUT /api/buyer/beneficial-owners': () => ({ status: 200, body: { message: SCREENING_MESSAGES.ownersSaved } }),
    });
    renderOwners();
    const owner = await screen.findByRole('group', { name: 'Owner 1' });
    expect(within(owner).getByText(BENEFICIAL_OWNERS_TEXTS.storedCountry('Russian Federation'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save beneficial owners' }));
    expect(await within(owner).findByText('Country is required')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/beneficial-owners')).toHaveLength(0);

    await chooseCountry(owner, 'russ');
    await userEvent.click(screen.getByRole('button', { name: 'Save beneficial owners' }));
    expect(await screen.findByText(SCREENING_MESSAGES.ownersSaved)).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/beneficial-owners')[0].body).toEqual({ Owners: [{ Name: 'Ivo Marsh', Country: 'RU', DateOfBirth: null, SharePercent: 60 }] });
  });

  it("the server's refusal of a country is shown on that owner's field", async () => {
    const saved: BeneficialOwner[] = [{ id: 1, name: 'Awa Koné', country: "cote d'ivoire", dateOfBirth: null, sharePercent: 30 }];
    network = stubFetch({
      ...LABELS,
      'GET /api/buyer/beneficial-owners': () => ({ status: 200, body: saved }),
      'PUT /api/buyer/beneficial-owners': () => ({
        status: 400,
        body: { message: SCREENING_MESSAGES.countryUnknownOf(1, 'CI'), errors: { 'Owners.0.Country': [SCREENING_MESSAGES.countryUnknown] } },
      }),
    });
    renderOwners();
    const owner = await screen.findByRole('group', { name: 'Owner 1' });
    // A stored name in another case or without its accents is the list's country.
    expect(within(owner).getByTitle('Côte d’Ivoire')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save beneficial owners' }));
    expect(await within(owner).findByText(SCREENING_MESSAGES.countryUnknown)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SCREENING_MESSAGES.countryUnknownOf(1, 'CI'));
    expect(within(owner).getByRole('combobox', { name: /Country/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('removing an owner leaves the focus on Add an owner, not lost at the top of the page', async () => {
    network = stubFetch({ ...LABELS, 'GET /api/buyer/beneficial-owners': () => ({ status: 200, body: [] }) });
    renderOwners();
    await userEvent.click(await screen.findByRole('button', { name: 'Add an owner' }));
    screen.getByRole('button', { name: 'Remove owner 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Owner 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an owner' })).toHaveFocus();
  });

  it('none declared: says so', async () => {
    network = stubFetch({ ...LABELS, 'GET /api/buyer/beneficial-owners': () => ({ status: 200, body: [] }) });
    renderOwners();
    expect(await screen.findByText(BENEFICIAL_OWNERS_TEXTS.none)).toBeInTheDocument();
  });
});
