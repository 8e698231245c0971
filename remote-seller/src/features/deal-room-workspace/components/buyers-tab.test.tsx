import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { type DealRoomBuyer } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { BUYER_CARDS_BELOW_WIDTH, BUYER_CARDS_CLASS, BUYER_LAYOUT_RULES, BUYER_TABLE_CLASS, BuyersTab, DEAL_ROOM_BUYER_TEXTS } from './buyers-tab';

let network: FetchStub;
afterEach(() => network.restore());

const waiting: DealRoomBuyer = {
  buyerId: 9,
  forenames: 'Bea',
  surname: 'Buyer',
  company: 'Buyer Ltd',
  email: 'bea@example.com',
  interestExpressedAt: '2026-11-20T09:00:00.000Z',
  acceptance: { ndaVersion: 1, fullName: 'Bea Buyer', company: 'Buyer Ltd', position: 'Director', acceptedAt: '2026-11-25T10:30:00.000Z', clientAddress: '192.0.2.1', userAgent: 'Browser' },
  access: 'awaiting-approval',
  approvedAt: null,
  revokedAt: null,
  documentsDownloaded: 2,
  lastActivityAt: '2026-11-25T10:30:00.000Z',
  offerIn: false,
};
const granted: DealRoomBuyer = {
  ...waiting,
  buyerId: 10,
  forenames: 'Carl',
  surname: 'Cash',
  company: 'Cash Ltd',
  email: 'carl@example.com',
  access: 'granted',
  documentsDownloaded: 5,
  lastActivityAt: '2026-11-26T08:00:00.000Z',
  offerIn: true,
};

/** The table's body rows as text, top to bottom. */
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Buyers in the deal room' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/^(Bea Buyer|Carl Cash)$/)?.textContent ?? row.textContent);

function renderBuyers(canEdit = true) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: canEdit ? ROLES.seller : ROLES.admin, sub: '42', name: 'Sam Seller' }));
  render(
    <Provider store={createTestStore()}>
      <BuyersTab postId={5} canEdit={canEdit} />
    </Provider>,
  );
}

describe('BuyersTab', () => {
  it("shows each buyer's signature and access; releasing the pack to one sends their id", async () => {
    let buyers = [waiting];
    network = stubFetch({
      'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: buyers }),
      'POST /api/seller/approve-deal-room-access': () => {
        buyers = [{ ...waiting, access: 'granted', approvedAt: '2026-11-25T11:00:00.000Z' }];
        return { status: 200, body: { message: 'The information pack has been released to the buyer.' } };
      },
    });
    renderBuyers();
    const table = await screen.findByRole('table', { name: 'Buyers in the deal room' });
    expect(within(table).getByText('Awaiting your approval')).toBeInTheDocument();
    expect(within(table).getByText('Version 1, 25 November 2026, 10:30')).toBeInTheDocument();
    expect(within(table).getByText('NDA version 1 accepted by Bea Buyer (Director, Buyer Ltd)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Release the pack to Bea Buyer' }));
    expect(await within(table).findByText(/Pack released/)).toBeInTheDocument();
    const [call] = network.callsTo('POST', '/api/seller/approve-deal-room-access');
    expect(call.query.get('id')).toBe('5');
    expect(call.body).toEqual({ BuyerId: 9 });
  });

  it('revokes access behind a dialog, with the reason for the mail', async () => {
    let buyers: DealRoomBuyer[] = [{ ...waiting, access: 'granted' }];
    network = stubFetch({
      'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: buyers }),
      'POST /api/seller/revoke-deal-room-access': () => {
        buyers = [{ ...waiting, access: 'revoked', revokedAt: '2026-11-25T12:00:00.000Z' }];
        return { status: 200, body: { message: 'Revoked' } };
      },
    });
    renderBuyers();
    const table = await screen.findByRole('table', { name: 'Buyers in the deal room' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke access of Bea Buyer' }));
    await userEvent.type(screen.getByLabelText(/Reason/), 'Contacted staff.');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke access' }));
    expect(await within(table).findByText(/Access revoked/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke access of Bea Buyer' })).not.toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/revoke-deal-room-access')[0].body).toEqual({ BuyerId: 9, Reason: 'Contacted staff.' });
  });

  it('Admin sees the buyers without the buttons', async () => {
    network = stubFetch({ 'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [waiting] }) });
    renderBuyers(false);
    await screen.findByRole('table', { name: 'Buyers in the deal room' });
    expect(screen.queryByRole('button', { name: /Release the pack|Revoke access/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('says when no buyer has expressed interest yet', async () => {
    network = stubFetch({ 'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [] }) });
    renderBuyers();
    expect(await screen.findByText(DEAL_ROOM_BUYER_TEXTS.none)).toBeInTheDocument();
  });

  it('shows downloads, last activity and whether an offer is in (no amount); sorts by a column and searches names', async () => {
    network = stubFetch({ 'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [waiting, granted] }) });
    renderBuyers();
    const table = await screen.findByRole('table', { name: 'Buyers in the deal room' });
    // Latest activity first.
    expect(rowNames()).toEqual(['Carl Cash', 'Bea Buyer']);
    const carl = within(table).getAllByRole('row')[1];
    expect(carl).toHaveTextContent('Pack released');
    expect(carl).toHaveTextContent('5');
    expect(carl).toHaveTextContent('26 November 2026, 08:00');
    expect(carl).toHaveTextContent(DEAL_ROOM_BUYER_TEXTS.offerIn);
    expect(carl).not.toHaveTextContent('£');
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Documents downloaded' }));
    expect(rowNames()).toEqual(['Bea Buyer', 'Carl Cash']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search buyers by name, company or e-mail' }), 'cash');
    expect(rowNames()).toEqual(['Carl Cash']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search buyers by name, company or e-mail' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search buyers by name, company or e-mail' }), 'nobody');
    expect(within(table).getByText(DEAL_ROOM_BUYER_TEXTS.noMatch)).toBeInTheDocument();
  });

  it('filters by access and by offer from fields reached with the keyboard', async () => {
    network = stubFetch({ 'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [waiting, granted] }) });
    renderBuyers();
    const table = await screen.findByRole('table', { name: 'Buyers in the deal room' });
    const access = screen.getByRole('combobox', { name: 'Access' });
    const offer = screen.getByRole('combobox', { name: 'Offer' });
    for (const field of [access, offer]) expect(field).not.toHaveAttribute('tabindex', '-1');
    await userEvent.selectOptions(access, 'Awaiting your approval');
    expect(rowNames()).toEqual(['Bea Buyer']);
    await userEvent.selectOptions(access, 'Any access');
    await userEvent.selectOptions(offer, DEAL_ROOM_BUYER_TEXTS.offerIn);
    expect(rowNames()).toEqual(['Carl Cash']);
    await userEvent.selectOptions(access, 'Awaiting your approval');
    expect(within(table).getByText(DEAL_ROOM_BUYER_TEXTS.noMatch)).toBeInTheDocument();
  });
});

/** The text of every style sheet in the document (React hoists the tab's rules into the head). */
const documentRules = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('');

/**
 * What a window narrower than the breakpoint applies: the body of the tab's phone media rule, as a
 * style sheet of its own after the tab's (jsdom evaluates no media query and lays nothing out).
 */
function applyPhoneRules(): () => void {
  const phone = new RegExp(`@media \\(max-width:${BUYER_CARDS_BELOW_WIDTH - 0.02}px\\)\\{(.+)\\}$`).exec(BUYER_LAYOUT_RULES)![1];
  const style = document.createElement('style');
  style.textContent = phone;
  document.head.append(style);
  return () => style.remove();
}

describe('BuyersTab at any width', () => {
  it(`draws both the table and the cards, and rules (not the window's width) show the cards below ${BUYER_CARDS_BELOW_WIDTH} px and the table from there`, async () => {
    network = stubFetch({ 'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [waiting, granted] }) });
    renderBuyers();
    const table = await screen.findByRole('table', { name: 'Buyers in the deal room' });
    // Both in the markup, each in its class's box.
    const cards = screen.getByRole('list', { name: 'Buyers in the deal room', hidden: true });
    expect(table.closest(`.${BUYER_TABLE_CLASS}`)).not.toBeNull();
    expect(cards.closest(`.${BUYER_CARDS_CLASS}`)).not.toBeNull();
    expect(within(cards).getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    // The rules, once in the document: the cards hidden by default, and below the breakpoint the table hidden and the cards shown.
    expect(documentRules()).toContain(`.${BUYER_CARDS_CLASS}{display:none}@media (max-width:767.98px){.${BUYER_TABLE_CLASS}{display:none}.${BUYER_CARDS_CLASS}{display:grid}}`);
    // No media query applies here: the cards are out of the accessibility tree, one list of the buyers is left.
    expect(screen.queryByRole('list', { name: 'Buyers in the deal room' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Release the pack to Bea Buyer' })).toHaveLength(1);
    // The phone's rules applied: the other way round.
    const removePhoneRules = applyPhoneRules();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Buyers in the deal room' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Release the pack to Bea Buyer' })).toHaveLength(1);
    // Turned to a wider window: the table again, the cards hidden.
    removePhoneRules();
    expect(screen.getByRole('table', { name: 'Buyers in the deal room' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Buyers in the deal room' })).not.toBeInTheDocument();
  });
});

describe('BuyersTab on a phone', () => {
  let removePhoneRules = () => {};
  beforeEach(() => {
    removePhoneRules = applyPhoneRules();
  });
  afterEach(() => removePhoneRules());

  const cards = () => within(screen.getByRole('list', { name: 'Buyers in the deal room' })).getAllByRole('listitem', { name: /./ });
  const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);
  const statusStubs = {
    'GET /api/seller/deal-room-screening-statuses': () => ({ status: 200, body: [{ buyerId: 9, status: 'possible_match' }, { buyerId: 10, status: 'clear' }] }),
    'GET /api/seller/deal-room-cdd-statuses': () => ({ status: 200, body: [{ buyerId: 9, status: 'incomplete', missing: ['identity'] }, { buyerId: 10, status: 'complete', missing: [] }] }),
  };

  it(`below ${BUYER_CARDS_BELOW_WIDTH} px each buyer is a card with the table's columns and actions, reached and used with the keyboard; sorted by a field`, async () => {
    let buyers = [waiting, granted];
    network = stubFetch({
      'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: buyers }),
      ...statusStubs,
      'POST /api/seller/approve-deal-room-access': () => {
        buyers = [{ ...waiting, access: 'granted', approvedAt: '2026-11-25T11:00:00.000Z' }, granted];
        return { status: 200, body: { message: 'The information pack has been released to the buyer.' } };
      },
    });
    renderBuyers();
    await screen.findByRole('list', { name: 'Buyers in the deal room' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Buyers in the deal room' });
    // Latest activity first, as the table.
    expect(cardNames()).toEqual(['Carl Cash', 'Bea Buyer']);
    const bea = screen.getByRole('listitem', { name: 'Bea Buyer' });
    expect(within(bea).getByText('Buyer Ltd')).toBeInTheDocument();
    expect(within(bea).getByText('bea@example.com')).toBeInTheDocument();
    const terms = within(bea).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['NDA', 'Access', 'Checks', 'Documents downloaded', 'Last activity', 'Offer']);
    const value = (term: string) => within(bea).getByText(term, { selector: 'dt' }).nextElementSibling!;
    expect(value('NDA')).toHaveTextContent('Version 1, 25 November 2026, 10:30');
    expect(value('Access')).toHaveTextContent('Awaiting your approval');
    expect(await within(bea).findByText('Possible match')).toBeInTheDocument();
    expect(await within(bea).findByText('CDD items missing')).toBeInTheDocument();
    expect(value('Documents downloaded')).toHaveTextContent('2');
    expect(value('Offer')).toHaveTextContent(DEAL_ROOM_BUYER_TEXTS.noOffer);
    for (const name of ['Review checks of Bea Buyer', 'Due diligence on Bea Buyer', 'Release the pack to Bea Buyer', 'Revoke access of Bea Buyer']) {
      expect(within(bea).getByRole('button', { name })).toBeInTheDocument();
    }

    // The review opens from the card.
    within(bea).getByRole('button', { name: 'Review checks of Bea Buyer' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Checks of Bea Buyer' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    // Released by keyboard: the focus moves from the search through the card's buttons.
    screen.getByRole('searchbox', { name: 'Search buyers by name, company or e-mail' }).focus();
    const release = within(bea).getByRole('button', { name: 'Release the pack to Bea Buyer' });
    for (let presses = 0; presses < 30 && document.activeElement !== release; presses += 1) await userEvent.tab();
    expect(release).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await within(screen.getByRole('listitem', { name: 'Bea Buyer' })).findByText('Pack released')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/approve-deal-room-access')[0].body).toEqual({ BuyerId: 9 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Documents downloaded, most first');
    expect(cardNames()).toEqual(['Carl Cash', 'Bea Buyer']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Buyer, A to Z');
    expect(cardNames()).toEqual(['Bea Buyer', 'Carl Cash']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search buyers by name, company or e-mail' }), 'nobody');
    expect(within(list.parentElement!).getByText(DEAL_ROOM_BUYER_TEXTS.noMatch)).toBeInTheDocument();
  });

  it('Admin reads the cards without the actions', async () => {
    network = stubFetch({ 'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [waiting] }), ...statusStubs });
    renderBuyers(false);
    const bea = await screen.findByRole('listitem', { name: 'Bea Buyer' });
    expect(within(bea).queryByRole('button', { name: /Release the pack|Revoke access/ })).not.toBeInTheDocument();
    expect(within(bea).getByRole('button', { name: 'Review checks of Bea Buyer' })).toBeInTheDocument();
  });
});
