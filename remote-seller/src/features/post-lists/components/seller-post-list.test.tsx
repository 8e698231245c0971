import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteStatus } from '@insolvency/shared-contracts';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { loginAsSeller, renderSellerScreen } from '../../../testing/render-as-seller';
import { DraftPosts, LivePosts, PostingArchive, ScheduledPosts } from './seller-list-screens';

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });

let network: FetchStub;
/** Full URLs asked for (`stubFetch` records paths only; the status is in the query). */
let requestedUrls: string[];
afterEach(() => network.restore());

function serve(routes: Record<string, StubHandler>): FetchStub {
  const stub = stubFetch(routes);
  const stubbed = globalThis.fetch;
  requestedUrls = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    requestedUrls.push(input instanceof Request ? input.url : String(input));
    return stubbed(input, init);
  }) as typeof fetch;
  return stub;
}
beforeEach(loginAsSeller);


const cardHeadings = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('LivePosts', () => {
  const posts = [
    buildPost(1, { activityHeading: 'Bakery', activeStartDate: ['2026-03-05'], reference: 'B-2', turnoverID: 5 }),
    buildPost(2, { activityHeading: 'abattoir', activeStartDate: ['2026-03-20'], reference: 'B-10', turnoverID: 1 }),
    buildPost(3, { activityHeading: 'Cattery', activeStartDate: ['2026-03-01'], reference: 'A-1', turnoverID: 9 }),
  ];

  it('asks for status 1 and lists the cards newest start date first under the title', async () => {
    network = serve({ 'GET /api/seller/posts': ok(posts) });
    renderSellerScreen(LivePosts);

    expect(screen.getByRole('heading', { level: 1, name: 'Live Postings' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(cardHeadings()).toEqual(['abattoir', 'Bakery', 'Cattery']);
    expect(requestedUrls.map((url) => new URL(url).search)).toEqual(['?status=1']);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveDisplayValue('Start Date');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['End Date', 'Start Date', 'Created Date', 'Reference', 'Heading', 'Turnover']);
    expect(screen.getByRole('button', { name: 'Sort direction: descending' })).toBeInTheDocument();
  });

  it('re-sorts by the chosen field and flips the direction', async () => {
    network = serve({ 'GET /api/seller/posts': ok(posts) });
    renderSellerScreen(LivePosts);
    await screen.findAllByRole('article');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Heading');
    expect(cardHeadings()).toEqual(['Cattery', 'Bakery', 'abattoir']);
    await userEvent.click(screen.getByRole('button', { name: 'Sort direction: descending' }));
    expect(cardHeadings()).toEqual(['abattoir', 'Bakery', 'Cattery']);
    expect(screen.getByRole('button', { name: 'Sort direction: ascending' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Reference');
    expect(cardHeadings()).toEqual(['Cattery', 'Bakery', 'abattoir']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Turnover');
    expect(cardHeadings()).toEqual(['abattoir', 'Bakery', 'Cattery']);
    expect(network.callsTo('GET', '/api/seller/posts')).toHaveLength(1);
  });

  it('offers only View Detail on a For Sale post, with the live dates as subtitle', async () => {
    network = serve({ 'GET /api/seller/posts': ok([buildPost(7)]) });
    renderSellerScreen(LivePosts);
    const card = await screen.findByRole('article', { name: 'Business 7' });
    expect(within(card).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['View Detail', '/post/7']]);
    expect(within(card).getByText('For Sale: 01 March 2026 to 28 March 2026')).toBeInTheDocument();
  });

  it("says there's nothing here when the list is empty", async () => {
    network = serve({ 'GET /api/seller/posts': ok([]) });
    renderSellerScreen(LivePosts);
    expect(await screen.findByText("Looks like there's nothing here.")).toBeInTheDocument();
    expect(screen.getByText(/Posts you put on sale are listed here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a post' })).toHaveAttribute('href', '/user/add-post');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails, and Retry loads it again", async () => {
    let answer: ReturnType<StubHandler> = { status: 503, body: { message: 'The database is starting up.' } };
    network = serve({ 'GET /api/seller/posts': () => answer });
    renderSellerScreen(LivePosts);

    expect(await screen.findByText('The database is starting up.')).toBeInTheDocument();
    answer = { status: 200, body: [buildPost(7)] };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Business 7' })).toBeInTheDocument();
    expect(screen.queryByText('The database is starting up.')).not.toBeInTheDocument();
  });
});

describe.each([
  ['DraftPosts', DraftPosts, 'Posts in a Draft Stage', '/api/seller/posts', '7', 'Created Date'],
  ['ScheduledPosts', ScheduledPosts, 'Scheduled Posts', '/api/seller/posts', '6', 'Created Date'],
  ['PostingArchive', PostingArchive, 'Archived Posts', '/api/seller/archived-posts', null, 'End Date'],
] as const)('%s', (_name, Screen, title, path, status, defaultSort) => {
  it(`is titled ${title}, asks ${path}${status ? `?status=${status}` : ''} and sorts by ${defaultSort}, descending`, async () => {
    network = serve({ [`GET ${path}`]: ok([buildPost(1)]) });
    renderSellerScreen(Screen);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await screen.findByRole('article');
    expect(requestedUrls).toHaveLength(1);
    const url = new URL(requestedUrls[0]);
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get('status')).toBe(status);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(defaultSort);
    expect(screen.getByRole('button', { name: 'Sort direction: descending' })).toBeInTheDocument();
  });
});

describe('card actions by status', () => {
  const actionsOf = (name: string) =>
    within(screen.getByRole('article', { name })).getAllByRole('link').map((link) => `${link.textContent} ${link.getAttribute('href')}`);

  it.each([
    [DraftPosts, '/api/seller/posts', 'Draft', ['View Detail /post/5', 'Post Draft /post/5/post-draft'], 'Draft created 01 February 2026'],
    [ScheduledPosts, '/api/seller/posts', 'Scheduled', ['View Detail /post/5', 'Modify End Date /post/5/extend'], 'Scheduled: 01 March 2026 to 28 March 2026'],
    [PostingArchive, '/api/seller/archived-posts', 'Expired', ['View Detail /post/5', 'Repost /post/5/repost'], 'Expired 28 March 2026'],
    [PostingArchive, '/api/seller/archived-posts', 'Withdrawn', ['View Detail /post/5', 'Repost /post/5/repost'], 'Withdrawn'],
    [PostingArchive, '/api/seller/archived-posts', 'Sold', ['View Detail /post/5'], 'Sold (on sale until 28 March 2026)'],
  ] as [ComponentType, string, SiteStatus, string[], string][])('%#: a %s post offers its actions', async (Screen, path, siteStatus, actions, subtitle) => {
    const dates = siteStatus === 'Draft' ? { activeStartDate: [], activeEndDate: [] } : {};
    network = serve({ [`GET ${path}`]: ok([buildPost(5, { siteStatus, ...dates })]) });
    renderSellerScreen(Screen);
    await screen.findByRole('article', { name: 'Business 5' });
    expect(actionsOf('Business 5')).toEqual(actions);
    expect(within(screen.getByRole('article', { name: 'Business 5' })).getByText(subtitle)).toBeInTheDocument();
  });
});
