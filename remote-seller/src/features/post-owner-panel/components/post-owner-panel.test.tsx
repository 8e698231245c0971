import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ROLES, type Post, type Role, type SiteStatus } from '@insolvency/shared-contracts';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import PostOwnerPanel, { SOLD_NOT_EDITED_MESSAGE } from './post-owner-panel';

function renderPanel(post: Post, role: Role = ROLES.seller) {
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, sub: role === ROLES.seller ? '42' : '1', name: 'Someone' }));
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <PostOwnerPanel post={post} />
      </MemoryRouter>
    </Provider>,
  );
}

const linksIn = (name: string) =>
  within(screen.getByRole('region', { name })).queryAllByRole('link').map((link) => `${link.textContent} ${link.getAttribute('href')}`);

describe('PostOwnerPanel', () => {
  it('shows the status panel: status, reference, dates and approval', () => {
    renderPanel(buildPost(5, { reference: 'ACME-5', adminApproved: false }));
    const status = screen.getByRole('region', { name: 'Post Status' });
    expect(within(status).getByText('For Sale')).toBeInTheDocument();
    expect(within(status).getByText('ACME-5')).toBeInTheDocument();
    expect(within(status).getByText('01 March 2026')).toBeInTheDocument();
    expect(within(status).getByText('28 March 2026')).toBeInTheDocument();
    expect(within(status).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(status).queryByText(/Sam Seller/)).not.toBeInTheDocument();
  });

  it.each([
    ['Draft', ['Post Draft /post/5/post-draft']],
    ['Scheduled', ['Modify End Date /post/5/extend']],
    ['For Sale', ['Modify End Date /post/5/extend', 'Withdraw /post/5/withdraw', 'E-mail Post /post/5/email-post']],
    ['Expired', ['Repost /post/5/repost']],
    ['Withdrawn', ['Repost /post/5/repost']],
    // A sold business is no longer offered to anyone: not even E-mail Post.
    ['Sold', []],
  ] as [SiteStatus, string[]][])('offers a %s post the actions its status allows', (siteStatus, actions) => {
    renderPanel(buildPost(5, { siteStatus }));
    expect(linksIn('Post Status')).toEqual(actions);
  });

  it('offers Mark as Sold only to a For Sale or Expired post', () => {
    for (const siteStatus of ['For Sale', 'Expired'] as SiteStatus[]) {
      renderPanel(buildPost(5, { siteStatus }));
      expect(screen.getByRole('button', { name: 'Mark as Sold' })).toBeInTheDocument();
      cleanup();
    }
    for (const siteStatus of ['Draft', 'Scheduled', 'Withdrawn', 'Sold'] as SiteStatus[]) {
      renderPanel(buildPost(5, { siteStatus }));
      expect(screen.queryByRole('button', { name: 'Mark as Sold' })).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('offers no edit screen on a Sold post, and says why', () => {
    renderPanel(buildPost(5, { siteStatus: 'Sold' }));
    const edit = screen.getByRole('region', { name: 'Edit Post' });
    expect(within(edit).queryAllByRole('link')).toEqual([]);
    expect(edit).toHaveTextContent(SOLD_NOT_EDITED_MESSAGE);
  });

  it('links every edit screen behind an edit icon', () => {
    renderPanel(buildPost(5));
    expect(linksIn('Edit Post')).toEqual([
      'Edit details /post/5/amend-detail',
      'Edit primary category /post/5/amend-primary-category',
      'Edit additional categories /post/5/amend-additional-categories',
      'Edit description /post/5/amend-description',
      'Edit key assets /post/5/amend-assets',
    ]);
  });

  it('says when there is no interest and no invoice yet', () => {
    renderPanel(buildPost(5, { siteStatus: 'Draft', activeStartDate: [], activeEndDate: [] }));
    expect(within(screen.getByRole('region', { name: 'Received Interest' })).getByText('This post is yet to receive any Interest')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Invoices' })).getByText('This Post has no Billable Periods')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Post Status' })).getAllByText('Not posted yet')).toHaveLength(2);
  });

  it('lists the interest received (new and flagged marked) and the invoices, each linking to its page', () => {
    const interest = (expressionId: number, fields: Partial<Post['expressionsOfInterest'][number]>) => ({
      expressionId,
      businessId: 5,
      createdDate: '2026-03-04T10:00:00Z',
      dateExpressed: '2026-03-04T10:00:00Z',
      forenames: 'Ivy',
      surname: 'Buyer',
      visibleToInsolvency: true,
      viewedByInsolvency: true,
      connectedParty: false,
      reference: 'REF-5',
      profile: 'We buy bakeries.',
      activityHeading: 'Business 5',
      primaryCategory: 'Manufacturing',
      ...fields,
    });
    renderPanel(
      buildPost(5, {
        expressionsOfInterest: [interest(31, { viewedByInsolvency: false }), interest(32, { forenames: 'Fred', surname: 'Flag', visibleToInsolvency: false })],
        invoice: [{ invoiceId: 77, createdDate: '2026-03-01T09:00:00Z' }],
      }),
    );
    const items = within(screen.getByRole('list', { name: 'Received Interest' })).getAllByRole('listitem');
    expect(within(items[0]).getByRole('link', { name: 'Ivy Buyer' })).toHaveAttribute('href', '/user/view-interest/31');
    expect(within(items[0]).getByText('New')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Expressed 04 March 2026');
    expect(within(items[1]).getByText('FLAGGED')).toBeInTheDocument();
    expect(within(items[1]).queryByText('New')).not.toBeInTheDocument();
    expect(linksIn('Invoices')).toEqual(['Invoice 77 /user/invoice/77']);
    expect(within(screen.getByRole('region', { name: 'Invoices' })).getByText('01 March 2026')).toBeInTheDocument();
  });

  it('shows the interest count and, beside it, how many users viewed the post', () => {
    renderPanel(buildPost(5, { views: { total: 7, viewers: 4 } }));
    const interest = screen.getByRole('region', { name: 'Received Interest' });
    expect(interest).toHaveTextContent('Interest received0 expressions');
    expect(interest).toHaveTextContent('Viewed by4 users (7 views)');
  });

  it('tells Admin whose post it is', () => {
    renderPanel(buildPost(5), ROLES.admin);
    expect(within(screen.getByRole('region', { name: 'Post Status' })).getByText('Sam Seller, Seller & Co LLP')).toBeInTheDocument();
  });

  describe('Mark as Sold', () => {
    let network: FetchStub;
    afterEach(() => network.restore());

    it('asks first; Cancel calls nothing, Mark as Sold calls the server and shows its text', async () => {
      network = stubFetch({ 'PATCH /api/seller/mark-sold': () => ({ status: 200, body: { message: 'Your post has been marked as Sold.' } }) });
      renderPanel(buildPost(5));
      await userEvent.click(screen.getByRole('button', { name: 'Mark as Sold' }));
      const dialog = await screen.findByRole('dialog', { name: 'Mark this post as Sold?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(network.callsTo('PATCH', '/api/seller/mark-sold')).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'Mark as Sold' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as Sold' }));
      expect(await screen.findByText('Your post has been marked as Sold.')).toBeInTheDocument();
      const [call] = network.callsTo('PATCH', '/api/seller/mark-sold');
      expect(call.query.get('id')).toBe('5');
    });

    it("shows the server's refusal in the dialog", async () => {
      network = stubFetch({ 'PATCH /api/seller/mark-sold': () => ({ status: 409, body: { message: 'This post is Withdrawn: only a post that is For Sale or Expired can be marked as Sold.' } }) });
      renderPanel(buildPost(5));
      await userEvent.click(screen.getByRole('button', { name: 'Mark as Sold' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as Sold' }));
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This post is Withdrawn');
    });
  });

  describe('SIP 16 evidence', () => {
    let network: FetchStub;
    afterEach(() => {
      network.restore();
      jest.restoreAllMocks();
    });

    it('downloads the PDF the server makes, with the bearer token, as sip16-evidence-<id>.pdf', async () => {
      network = stubFetch({ 'GET /api/seller/sip16-evidence': () => ({ status: 200, body: '%PDF-1.7' }) });
      const saved: { name: string; href: string }[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, href: this.href });
      });
      URL.createObjectURL = jest.fn(() => 'blob:sip16-5');
      URL.revokeObjectURL = jest.fn();
      renderPanel(buildPost(5));

      const section = screen.getByRole('region', { name: 'Marketing Evidence' });
      await userEvent.click(within(section).getByRole('button', { name: 'SIP 16 evidence (PDF)' }));
      expect(saved).toEqual([{ name: 'sip16-evidence-5.pdf', href: 'blob:sip16-5' }]);
      const [call] = network.callsTo('GET', '/api/seller/sip16-evidence');
      expect(call.query.get('id')).toBe('5');
      expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
    });

    it("says why when the PDF cannot be made, and the panel stays", async () => {
      network = stubFetch({ 'GET /api/seller/sip16-evidence': () => ({ status: 404, body: { message: 'This post does not exist or is not available.' } }) });
      renderPanel(buildPost(5));
      await userEvent.click(screen.getByRole('button', { name: 'SIP 16 evidence (PDF)' }));
      // Within its own section: the deal room beside it has its own calls (not stubbed here).
      expect(await within(screen.getByRole('region', { name: 'Marketing Evidence' })).findByRole('alert')).toHaveTextContent('This post does not exist or is not available.');
      expect(screen.getByRole('region', { name: 'Post Status' })).toBeInTheDocument();
    });
  });

  describe('Deal Room card', () => {
    let network: FetchStub;
    afterEach(() => network.restore());

    it('shows the counts and leads to the deal-room screen, to its Questions tab while questions wait', async () => {
      network = stubFetch({
        'GET /api/seller/deal-room-summary': () => ({
          status: 200,
          body: { postId: 5, buyers: 3, buyersWithAccess: 2, buyersAwaitingApproval: 1, documents: 4, unansweredQuestions: 1, offersIn: 2, offersCloseAt: '2027-01-09T12:00:00.000Z', offersSealed: true },
        }),
      });
      renderPanel(buildPost(5));
      const card = screen.getByRole('region', { name: 'Deal Room' });
      expect(await within(card).findByText('2 of 3 buyers')).toBeInTheDocument();
      expect(card).toHaveTextContent('Awaiting your approval1');
      expect(card).toHaveTextContent('Documents4');
      expect(card).toHaveTextContent('Unanswered questions1');
      expect(card).toHaveTextContent('Offers in2 (sealed until 09 January 2027, 12:00)');
      expect(linksIn('Deal Room')).toEqual(['Open the deal room /post/5/manage-deal-room', 'Answer questions /post/5/manage-deal-room?tab=questions']);
      expect(network.callsTo('GET', '/api/seller/deal-room-summary')[0].query.get('id')).toBe('5');
      // The panel no longer draws the deal room's forms and lists: they are on its screen.
      expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    });
  });
});
