import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { SCREENING_DECISION_MESSAGES, type BuyerScreening, type DealRoomBuyer, type ScreeningMatchView } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { BUYER_CHECKS_TEXTS } from './buyer-checks';
import { BuyersTab } from './buyers-tab';

let network: FetchStub;
afterEach(() => network.restore());

const buyer = (buyerId: number, forenames: string, surname: string): DealRoomBuyer => ({
  buyerId,
  forenames,
  surname,
  company: `${surname} Ltd`,
  email: `${forenames.toLowerCase()}@example.com`,
  interestExpressedAt: '2026-11-20T09:00:00.000Z',
  acceptance: null,
  access: 'granted',
  approvedAt: null,
  revokedAt: null,
});
const BUYERS = [buyer(1, 'Clara', 'Clear'), buyer(2, 'Pat', 'Possible'), buyer(3, 'Nina', 'New')];
const STATUSES = [
  { buyerId: 1, status: 'clear' },
  { buyerId: 2, status: 'possible_match' },
  { buyerId: 3, status: 'not_screened' },
];
const MATCH: ScreeningMatchView = {
  id: 77,
  subjectKind: 'owner',
  subjectName: 'Tatiana Pletishenko',
  uniqueId: 'CYB9001',
  matchedName: 'Tatiana Viktorovna Pletishenko',
  nameType: 'primary_name',
  entityType: 'individual',
  regime: 'Cyber',
  datesOfBirth: ['1971-12-07'],
  nationalities: ['Russia', 'Kazakhstan'],
  nameScore: 0.93,
  score: 0.88,
  reasons: ['Name similar to the primary name (0.93)', 'Country United Kingdom is not among the list\'s nationalities'],
  decision: null,
};
const SCREENING: BuyerScreening = {
  buyerId: 2,
  result: 'possible_match',
  status: 'possible_match',
  screenedAt: '2026-11-25T10:00:00.000Z',
  reason: 'details_changed',
  list: { versionId: 3, publishedOn: '2026-11-15', inForce: true },
  subjects: [
    { kind: 'buyer', name: 'Pat Possible', country: null, dateOfBirth: null, sharePercent: null },
    { kind: 'owner', name: 'Tatiana Pletishenko', country: 'United Kingdom', dateOfBirth: '1984-05-19', sharePercent: 40 },
  ],
  matches: [MATCH],
};

function renderBuyers(canEdit = true) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: canEdit ? ROLES.seller : ROLES.admin, sub: '42', name: 'Sam Seller' }));
  render(
    <Provider store={createTestStore()}>
      <BuyersTab postId={5} canEdit={canEdit} />
    </Provider>,
  );
}

const stubs = (decision: () => { status: number; body: unknown }) => ({
  'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: BUYERS }),
  'GET /api/seller/deal-room-screening-statuses': () => ({ status: 200, body: STATUSES }),
  'GET /api/seller/deal-room-buyer-screening': () => ({ status: 200, body: SCREENING }),
  'POST /api/seller/deal-room-screening-decision': decision,
});

async function openChecksOfPat() {
  const table = await screen.findByRole('table', { name: 'Buyers in the deal room' });
  await within(table).findByText('Possible match');
  await userEvent.click(within(table).getByRole('button', { name: 'Review checks of Pat Possible' }));
  return screen.findByRole('dialog', { name: 'Checks of Pat Possible' });
}

describe('Checks column', () => {
  it("shows each buyer's checks and filters the table by them", async () => {
    network = stubFetch(stubs(() => ({ status: 200, body: {} })));
    renderBuyers();
    const table = await screen.findByRole('table', { name: 'Buyers in the deal room' });
    expect(await within(table).findByText('Clear')).toBeInTheDocument();
    expect(within(table).getByText('Possible match')).toBeInTheDocument();
    expect(within(table).getByText('Not screened')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Checks' }), 'possible_match');
    expect(within(table).queryByText('Clara Clear')).not.toBeInTheDocument();
    expect(within(table).getByText('Pat Possible')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Checks' }), 'not_screened');
    expect(within(table).getByText('Nina New')).toBeInTheDocument();
    expect(within(table).queryByText('Pat Possible')).not.toBeInTheDocument();
  });
});

describe("a buyer's checks", () => {
  it('show who was screened beside the list entry, with the score and reasons', async () => {
    network = stubFetch(stubs(() => ({ status: 200, body: {} })));
    renderBuyers();
    const dialog = await openChecksOfPat();
    expect(await within(dialog).findByText('Screened: Beneficial owner')).toBeInTheDocument();
    expect(within(dialog).getByText('List entry CYB9001')).toBeInTheDocument();
    expect(within(dialog).getByText('Tatiana Viktorovna Pletishenko (Primary name)')).toBeInTheDocument();
    expect(within(dialog).getByText('19 May 1984')).toBeInTheDocument();
    expect(within(dialog).getByText('Russia, Kazakhstan')).toBeInTheDocument();
    expect(within(dialog).getByText('Score 88%')).toBeInTheDocument();
    expect(within(dialog).getByText("Country United Kingdom is not among the list's nationalities")).toBeInTheDocument();
  });

  it('the decision form asks for a reason for not the same person, sends the decision, and puts back what the server refuses', async () => {
    let answer = { status: 400, body: { message: 'Validation failed', errors: { Reason: ['Reason contains characters that are not allowed'] } } as unknown };
    network = stubFetch(stubs(() => answer as { status: number; body: unknown }));
    renderBuyers();
    const dialog = await openChecksOfPat();
    const form = await within(dialog).findByRole('form', { name: 'Decision on Tatiana Viktorovna Pletishenko (CYB9001)' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Not the same person' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(await within(form).findByText(SCREENING_DECISION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/deal-room-screening-decision')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Born 1984 in Manchester; passport seen.');
    await userEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(await within(form).findByText('Reason contains characters that are not allowed')).toBeInTheDocument();
    const [call] = network.callsTo('POST', '/api/seller/deal-room-screening-decision');
    expect(call.query.get('id')).toBe('5');
    expect(call.body).toEqual({ BuyerId: 2, MatchId: 77, Decision: 'not_same_person', Reason: 'Born 1984 in Manchester; passport seen.' });

    answer = { status: 409, body: { message: SCREENING_DECISION_MESSAGES.alreadyDecided } };
    await userEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(SCREENING_DECISION_MESSAGES.alreadyDecided);
  });

  it('a decided match shows the decision, who made it and the reason; a confirmed match offers the draft OFSI report', async () => {
    const decided: ScreeningMatchView = { ...MATCH, decision: { decision: 'true_match', reason: null, decidedAt: '2026-11-26T09:15:00.000Z', decidedBy: 'Sam Seller' } };
    network = stubFetch({ ...stubs(() => ({ status: 200, body: {} })), 'GET /api/seller/deal-room-buyer-screening': () => ({ status: 200, body: { ...SCREENING, status: 'confirmed_match', matches: [decided] } }) });
    renderBuyers();
    const dialog = await openChecksOfPat();
    expect(await within(dialog).findByText(', decided by Sam Seller on 26 November 2026, 09:15')).toBeInTheDocument();
    expect(within(dialog).getByText('True match')).toBeInTheDocument();
    expect(within(dialog).getByText(BUYER_CHECKS_TEXTS.paused)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Draft report to OFSI (PDF)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
  });

  it('Admin reads the checks without a decision form', async () => {
    network = stubFetch(stubs(() => ({ status: 200, body: {} })));
    renderBuyers(false);
    const dialog = await openChecksOfPat();
    expect(await within(dialog).findByText('No decision yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
  });
});
