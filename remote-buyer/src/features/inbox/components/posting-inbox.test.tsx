import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPost } from '@insolvency/shared-contracts/testing';
import type { FetchStub } from '@insolvency/shared-auth/testing';
import { fails, ok, renderBuyerScreen } from '../../../testing/render-buyer-screen';
import { BANNER_DISMISSED_KEY } from '../hooks/use-banner-dismissal';
import PostingInbox from './posting-inbox';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(() => localStorage.clear());

const page = (posts: ReturnType<typeof buildPost>[], total = posts.length, pageNumber = 1) => ok({ posts, total, page: pageNumber, pageSize: 12 });
const show = (routes: Parameters<typeof renderBuyerScreen>[3]) => {
  network = renderBuyerScreen('/posting-inbox/', '/posting-inbox/', <PostingInbox />, { 'GET /api/buyer/optional-criteria-set': ok({ optionalCriteriaSet: true }), ...routes });
};

describe('PostingInbox', () => {
  it('lists the matching posts, newest start date first, and sorts on the server both ways', async () => {
    const user = userEvent.setup({ delay: null });
    show({ 'GET /api/buyer/posts-by-criteria': page([buildPost(1, { activityHeading: 'Bakery' }), buildPost(2, { activityHeading: 'Foundry', hasExpressedInterest: true })]) });
    expect(await screen.findByRole('heading', { name: 'Bakery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Posting Inbox' })).toBeInTheDocument();
    expect(screen.getByText('2 postings match your preferences.')).toBeInTheDocument();
    expect(screen.getByText('Interest expressed')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your postings' }).parentElement ?? document.body).getAllByRole('link', { name: 'View Post' })[0]).toHaveAttribute('href', '/post/1');
    const first = network.callsTo('GET', '/api/buyer/posts-by-criteria')[0].query;
    expect(Object.fromEntries(first)).toEqual({ page: '1', pageSize: '12', sort: 'startDate', direction: 'desc' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Turnover');
    await user.click(screen.getByRole('button', { name: 'Sort direction: descending' }));
    await waitFor(() => expect(Object.fromEntries(network.callsTo('GET', '/api/buyer/posts-by-criteria').at(-1)!.query)).toMatchObject({ sort: 'turnover', direction: 'asc' }));
    expect(screen.getByRole('button', { name: 'Sort direction: ascending' })).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const user = userEvent.setup({ delay: null });
    show({ 'GET /api/buyer/posts-by-criteria': (call) => (call.query.get('page') === '2' ? page([buildPost(13, { activityHeading: 'Page two' })], 13, 2)({} as never) : page([buildPost(1)], 13)({} as never)) });
    await screen.findByText('13 postings match your preferences.');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('heading', { name: 'Page two' })).toBeInTheDocument();
  });

  it("an empty inbox says so and points to the preferences", async () => {
    show({ 'GET /api/buyer/posts-by-criteria': page([]) });
    expect(await screen.findByText("Looks like there's nothing here.")).toBeInTheDocument();
    expect(screen.getByText(/Try expanding your preference settings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your preferences' })).toHaveAttribute('href', '/user/location-size');
  });

  it("a failed load shows the server's message and retries", async () => {
    const user = userEvent.setup({ delay: null });
    let answer = fails(503, 'The inbox is resting.');
    show({ 'GET /api/buyer/posts-by-criteria': (call) => answer(call) });
    expect(await screen.findByText('The inbox is resting.')).toBeInTheDocument();
    answer = page([buildPost(4, { activityHeading: 'Back again' })]);
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it('the optional-criteria banner shows when none is set, and its dismissal is remembered on the device', async () => {
    const user = userEvent.setup({ delay: null });
    show({ 'GET /api/buyer/posts-by-criteria': page([]), 'GET /api/buyer/optional-criteria-set': ok({ optionalCriteriaSet: false }) });
    expect(await screen.findByText('Narrow your postings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Narrow your postings')).not.toBeInTheDocument());
    expect(localStorage.getItem(BANNER_DISMISSED_KEY)).toBe('true');
  });

  it('a dismissed banner stays hidden without asking the server', async () => {
    localStorage.setItem(BANNER_DISMISSED_KEY, 'true');
    show({ 'GET /api/buyer/posts-by-criteria': page([]), 'GET /api/buyer/optional-criteria-set': ok({ optionalCriteriaSet: false }) });
    await screen.findByText("Looks like there's nothing here.");
    expect(screen.queryByText('Narrow your postings')).not.toBeInTheDocument();
    expect(network.callsTo('GET', '/api/buyer/optional-criteria-set')).toHaveLength(0);
  });
});
