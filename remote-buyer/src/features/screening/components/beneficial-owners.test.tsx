import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { SCREENING_MESSAGES, type BeneficialOwner } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { BENEFICIAL_OWNERS_TEXTS, BeneficialOwners } from './beneficial-owners';

jest.setTimeout(30_000);

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
      'GET /api/buyer/beneficial-owners': () => ({ status: 200, body: saved }),
      'PUT /api/buyer/beneficial-owners': () => ({ status: 200, body: { message: SCREENING_MESSAGES.ownersSaved } }),
    });
    renderOwners();
    const form = await screen.findByRole('form', { name: 'Beneficial owners' });
    expect(within(form).getByRole('group', { name: 'Owner 1' })).toBeInTheDocument();
    expect(within(form).getAllByLabelText(/Full name/)[0]).toHaveValue('Ruth Ellis');
    await userEvent.click(within(form).getByRole('button', { name: 'Add an owner' }));
    const second = within(form).getByRole('group', { name: 'Owner 2' });
    await userEvent.type(within(second).getByLabelText(/Full name/), 'Tom Ellis');
    await userEvent.type(within(second).getByLabelText(/Country/), 'United Kingdom');
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
        { Name: 'Ruth Ellis', Country: 'United Kingdom', DateOfBirth: '1970-03-02', SharePercent: 50 },
        { Name: 'Tom Ellis', Country: 'United Kingdom', DateOfBirth: null, SharePercent: 25 },
      ],
    });
  });

  it('none declared: says so', async () => {
    network = stubFetch({ 'GET /api/buyer/beneficial-owners': () => ({ status: 200, body: [] }) });
    renderOwners();
    expect(await screen.findByText(BENEFICIAL_OWNERS_TEXTS.none)).toBeInTheDocument();
  });
});
