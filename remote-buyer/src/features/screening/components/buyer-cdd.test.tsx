import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { CDD_MESSAGES, type BuyerCdd } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { BuyerCddForm } from './buyer-cdd';

let network: FetchStub | undefined;
afterEach(() => network?.restore());

const cdd: BuyerCdd = {
  postId: 5,
  required: true,
  buyer: { sourceOfFunds: null, fundsStatement: null, companyNumber: null, politicallyExposed: null, politicalExposureDetails: null, ownersConfirmedAt: null, submittedAt: null },
  owners: [{ id: 1, name: 'Ola Owner', country: 'United Kingdom', dateOfBirth: null, sharePercent: 60 }],
  ownersChangedSinceConfirmed: false,
  missing: ['fundsStatement', 'ownersConfirmed'],
};

function renderForm() {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.buyer, sub: '9', name: 'Bea Bidder' }));
  render(
    <Provider store={createTestStore()}>
      <BuyerCddForm cdd={cdd} />
    </Provider>,
  );
}

describe('BuyerCddForm', () => {
  it('says what is still needed and sends the whole part, the owners confirmed', async () => {
    network = stubFetch({ 'PUT /api/buyer/deal-room-cdd': () => ({ status: 200, body: { message: CDD_MESSAGES.buyerSaved } }) });
    renderForm();
    expect(screen.getByText(/Still needed: the buyer's source of funds/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Where the money for the purchase comes from/), 'savings');
    await userEvent.type(screen.getByLabelText(/In your words/), 'From my savings account');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Ola Owner/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText(CDD_MESSAGES.buyerSaved)).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/deal-room-cdd')[0].body).toEqual({
      SourceOfFunds: 'savings',
      FundsStatement: 'From my savings account',
      CompanyNumber: null,
      PoliticallyExposed: false,
      PoliticalExposureDetails: null,
      ConfirmOwners: true,
    });
  });

  it('an unticked confirmation of the beneficial owners is told under the box on submit, and nothing is sent', async () => {
    network = stubFetch({ 'PUT /api/buyer/deal-room-cdd': () => ({ status: 200, body: { message: CDD_MESSAGES.buyerSaved } }) });
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText(/Where the money for the purchase comes from/), 'savings');
    await userEvent.type(screen.getByLabelText(/In your words/), 'From my savings account');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my details' }));
    const box = screen.getByRole('checkbox', { name: /Ola Owner/ });
    expect(await screen.findByText(CDD_MESSAGES.ownersConfirmRequired)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(CDD_MESSAGES.ownersConfirmRequired);
    expect(network.callsTo('PUT', '/api/buyer/deal-room-cdd')).toHaveLength(0);
    await userEvent.click(box);
    expect(screen.queryByText(CDD_MESSAGES.ownersConfirmRequired)).not.toBeInTheDocument();
  });
});
