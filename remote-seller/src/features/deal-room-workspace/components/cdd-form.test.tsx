import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { CDD_MESSAGES, type SellerCdd } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { CddRecordForm } from './cdd-form';
import { CddStatusTag } from './cdd-status-tag';

let network: FetchStub | undefined;
afterEach(() => network?.restore());

const record: SellerCdd = {
  postId: 5,
  buyerId: 9,
  buyerName: 'Bea Bidder',
  company: 'Bidder Ltd',
  required: true,
  offReason: null,
  status: 'incomplete',
  missing: ['identity', 'riskRating'],
  buyer: { sourceOfFunds: 'savings', fundsStatement: 'From savings', companyNumber: null, politicallyExposed: false, politicalExposureDetails: null, ownersConfirmedAt: '2026-01-02T10:00:00Z', submittedAt: '2026-01-02T10:00:00Z' },
  owners: [],
  ownersChangedSinceConfirmed: false,
  proofOfFundsOnOffer: true,
  practitioner: { identityMethod: null, identityDocument: null, identityDocumentDetail: null, identityVerifiedOn: null, identityVerifiedBy: null, fundsEvidence: null, riskRating: null, riskReasons: null, enhancedMeasures: null, updatedAt: null, updatedBy: null },
  canEdit: true,
};

function renderForm() {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller, sub: '42', name: 'Sam Seller' }));
  render(
    <Provider store={createTestStore()}>
      <CddRecordForm record={record} />
    </Provider>,
  );
}

describe('CddStatusTag', () => {
  it('says complete, items missing (naming them) or not required', () => {
    const { rerender } = render(<CddStatusTag status={{ buyerId: 1, status: 'complete', missing: [] }} />);
    expect(screen.getByText('CDD complete')).toBeInTheDocument();
    rerender(<CddStatusTag status={{ buyerId: 1, status: 'incomplete', missing: ['identity'] }} />);
    expect(screen.getByText('CDD items missing')).toHaveAttribute('title', "Missing: verification of the buyer's identity");
    rerender(<CddStatusTag status={{ buyerId: 1, status: 'not_required', missing: [] }} />);
    expect(screen.getByText('CDD not required')).toBeInTheDocument();
  });
});

describe('CddRecordForm', () => {
  it("shows the buyer's part and what is missing; a rating without reasons is refused in the form, as on the server", async () => {
    network = stubFetch({});
    renderForm();
    expect(screen.getByText(/Missing: verification of the buyer's identity; a risk rating with reasons/)).toBeInTheDocument();
    expect(screen.getByText('Savings or personal wealth: From savings')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'High' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save customer due diligence' }));
    expect(await screen.findByText(CDD_MESSAGES.riskReasonsRequired)).toBeInTheDocument();
    expect(screen.getByText(CDD_MESSAGES.enhancedRequired)).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/seller/deal-room-cdd')).toHaveLength(0);
  });

  it("puts the server's field message back on its field", async () => {
    network = stubFetch({ 'PUT /api/seller/deal-room-cdd': () => ({ status: 400, body: { message: CDD_MESSAGES.dateFuture, errors: { IdentityVerifiedBy: ['Verified by is refused'] } } }) });
    renderForm();
    await userEvent.type(screen.getByLabelText(/Evidence seen/), 'Bank statement');
    await userEvent.click(screen.getByRole('button', { name: 'Save customer due diligence' }));
    expect(await screen.findByText('Verified by is refused')).toBeInTheDocument();
  });
});
