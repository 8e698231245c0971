import type { ComponentType } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { addDays, formatDisplayDate, illegalActionMessage, londonToday, ROLES, type Post } from '@insolvency/shared-contracts';
import { COMPANY_NAME_REQUIRED_MESSAGE } from '@insolvency/shared-contracts/schemas';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { NotifyProvider } from '@insolvency/shared-ui';
import { ExtendPost, PostDraft, RepostPost, WithdrawPost } from './post-action-screens';

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });
const today = londonToday();
const draft = buildPost(5, { siteStatus: 'Draft', activeStartDate: [], activeEndDate: [], priceRate: 345 });

configure({ asyncUtilTimeout: 4000 });

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller, sub: '42', name: 'Sam Seller' }));
});

function PostDetailStandIn() {
  return <h1>Post detail {useParams().id}</h1>;
}

function renderScreen(Screen: ComponentType, path: string) {
  render(
    <Provider store={createTestStore()}>
      <NotifyProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/post/:id" element={<PostDetailStandIn />} />
            <Route path="/post/:id/*" element={<Screen />} />
          </Routes>
        </MemoryRouter>
      </NotifyProvider>
    </Provider>,
  );
}

/** The figures of the price panel, label -> value. */
function priceRows(): Record<string, string> {
  const panel = screen.getByRole('region', { name: 'Price of this period' });
  const terms = within(panel).getAllByRole('term');
  const values = within(panel).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent, values[index].textContent]));
}

/** Types a `YYYY-MM-DD` date as DD/MM/YYYY into a date field and leaves it (Enter would submit the form). */
async function typeDate(label: string, date: string) {
  const input = screen.getByLabelText(label);
  await userEvent.click(input);
  // The whole text at once, as a paste would (typing it key by key is slow under jsdom).
  fireEvent.change(input, { target: { value: date.split('-').reverse().join('/') } });
  await userEvent.tab();
}

async function clearDate(label: string) {
  const input = screen.getByLabelText(label);
  // antd shows the clear button on hover only (CSS): click it as a pointer over the field would.
  await userEvent.click(within(input.closest('.ant-picker') as HTMLElement).getByRole('button', { name: 'Clear' }), { pointerEventsCheck: 0 });
}

describe('PostDraft', () => {
  it('defaults to today for 28 days, says Post Now and shows the price: 1 block, £345.00 + £69.00 VAT = £414.00', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(draft) });
    renderScreen(PostDraft, '/post/5/post-draft');

    expect(screen.getByRole('status')).toHaveTextContent('Loading post…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Draft' })).toBeInTheDocument();
    expect(await screen.findByText('Business 5 (Reference: REF-5)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to post' })).toHaveAttribute('href', '/post/5');
    expect(screen.getByLabelText('Start Date')).toHaveValue(formatDisplayDate(today));
    expect(screen.getByLabelText('End Date')).toHaveValue(formatDisplayDate(addDays(today, 27)));
    expect(priceRows()).toEqual({
      Days: '28',
      'Blocks of 28 days': '1',
      'Rate per block': '£345.00',
      Subtotal: '£345.00',
      'VAT (20%)': '£69.00',
      Total: '£414.00',
    });
    expect(screen.getByRole('button', { name: 'Post Now' })).toBeEnabled();
  });

  it("prices at the seller's custom rate, and by 28-day blocks", async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok({ ...draft, priceRate: 300 }) });
    renderScreen(PostDraft, '/post/5/post-draft');
    await screen.findByRole('button', { name: 'Post Now' });
    expect(priceRows()).toMatchObject({ 'Rate per block': '£300.00', 'VAT (20%)': '£60.00', Total: '£360.00' });

    await typeDate('End Date', addDays(today, 28));
    expect(priceRows()).toMatchObject({ Days: '29', 'Blocks of 28 days': '2', Subtotal: '£600.00', Total: '£720.00' });
  });

  it('says Schedule for a later start, and is disabled until both dates are set', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(draft) });
    renderScreen(PostDraft, '/post/5/post-draft');
    await screen.findByRole('button', { name: 'Post Now' });

    await typeDate('Start Date', addDays(today, 3));
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeEnabled();

    await clearDate('End Date');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled());
    expect(screen.queryByRole('region', { name: 'Price of this period' })).not.toBeInTheDocument();
  });

  it('refuses a start after the end with the rule in words, without calling the server', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(draft) });
    renderScreen(PostDraft, '/post/5/post-draft');
    await screen.findByRole('button', { name: 'Post Now' });

    await typeDate('Start Date', addDays(today, 40));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('The Start Date cannot be after the End Date')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/post-draft')).toHaveLength(0);
  });

  it('asks for the company name when the invoice should show another one, and keeps it to 50 characters', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(draft) });
    renderScreen(PostDraft, '/post/5/post-draft');
    await screen.findByRole('button', { name: 'Post Now' });
    expect(screen.queryByLabelText('Company Name on the invoice')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show a different Company Name on the invoice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    expect(await screen.findByText(COMPANY_NAME_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/post-draft')).toHaveLength(0);

    // Blank is not a name.
    await userEvent.type(screen.getByLabelText('Company Name on the invoice'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    expect(await screen.findByText(COMPANY_NAME_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/post-draft')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Company Name on the invoice'));
    await userEvent.type(screen.getByLabelText('Company Name on the invoice'), 'A'.repeat(60));
    expect(screen.getByLabelText('Company Name on the invoice')).toHaveValue('A'.repeat(50));
  });

  it('posts the dates and company, then goes to the post detail with the server’s text', async () => {
    network = stubFetch({
      'GET /api/allauth/post': ok(draft),
      'POST /api/seller/post-draft': ok({ message: 'Your post is now live.' }),
    });
    renderScreen(PostDraft, '/post/5/post-draft');
    await screen.findByRole('button', { name: 'Post Now' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show a different Company Name on the invoice' }));
    await userEvent.type(screen.getByLabelText('Company Name on the invoice'), 'Acme Recovery LLP');
    await userEvent.click(screen.getByRole('button', { name: 'Post Now' }));

    expect(await screen.findByRole('heading', { name: 'Post detail 5' })).toBeInTheDocument();
    expect(await screen.findByText('Your post is now live.')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/post-draft').map((call) => call.body)).toEqual([
      { StartDate: today, EndDate: addDays(today, 27), useCustomCompanyName: true, Company: 'Acme Recovery LLP' },
    ]);
  });

  it("shows the server's text under the form when posting fails", async () => {
    network = stubFetch({
      'GET /api/allauth/post': ok(draft),
      'POST /api/seller/post-draft': () => ({ status: 409, body: { message: 'This post is For Sale: only a post that is Draft can be posted.' } }),
    });
    renderScreen(PostDraft, '/post/5/post-draft');
    await userEvent.click(await screen.findByRole('button', { name: 'Post Now' }));
    expect(await screen.findByText('This post is For Sale: only a post that is Draft can be posted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Post Draft' })).toBeInTheDocument();
  });

  it('offers no form for a post that is not a draft', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(buildPost(5)) });
    renderScreen(PostDraft, '/post/5/post-draft');
    expect(await screen.findByText(illegalActionMessage('post', 'For Sale'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Post Now|Schedule/ })).not.toBeInTheDocument();
  });

  it("shows the server's error when the post cannot be loaded, and Retry loads it", async () => {
    let answer: ReturnType<StubHandler> = { status: 503, body: { message: 'The database is starting up.' } };
    network = stubFetch({ 'GET /api/allauth/post': () => answer });
    renderScreen(PostDraft, '/post/5/post-draft');
    expect(await screen.findByText('The database is starting up.')).toBeInTheDocument();
    answer = { status: 200, body: draft };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Post Now' })).toBeInTheDocument();
  });

  it('says when the post does not exist', async () => {
    network = stubFetch({ 'GET /api/allauth/post': () => ({ status: 404, body: { message: 'This post does not exist or is not available.' } }) });
    renderScreen(PostDraft, '/post/5/post-draft');
    expect(await screen.findByText('This post does not exist or is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});

describe('RepostPost', () => {
  it('reposts an expired post with new dates', async () => {
    const expired: Post = buildPost(6, { siteStatus: 'Expired', priceRate: 345 });
    network = stubFetch({ 'GET /api/allauth/post': ok(expired), 'POST /api/seller/repost': ok({ message: 'Your post is now live.' }) });
    renderScreen(RepostPost, '/post/6/repost');
    expect(screen.getByRole('heading', { level: 1, name: 'Repost' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Post Now' }));
    expect(await screen.findByRole('heading', { name: 'Post detail 6' })).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/repost').map((call) => call.body)).toEqual([
      { StartDate: today, EndDate: addDays(today, 27), useCustomCompanyName: false, Company: null },
    ]);
  });

  it('offers no form for a post that is For Sale', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(buildPost(6)) });
    renderScreen(RepostPost, '/post/6/repost');
    expect(await screen.findByText(illegalActionMessage('repost', 'For Sale'))).toBeInTheDocument();
  });
});

describe('ExtendPost', () => {
  const live = buildPost(7, { activeStartDate: [today], activeEndDate: [addDays(today, 13)] });

  it("starts from the current end date, with the 28-day notice, and saves a new end date", async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(live), 'PATCH /api/seller/extend-post': ok({ message: "The post's end date has been changed." }) });
    renderScreen(ExtendPost, '/post/7/extend');
    expect(screen.getByRole('heading', { level: 1, name: "Modify Post's End Date" })).toBeInTheDocument();
    expect(await screen.findByLabelText('End Date')).toHaveValue(formatDisplayDate(addDays(today, 13)));
    expect(screen.getByText('The End Date must be within 28 days of the Start Date')).toBeInTheDocument();

    await typeDate('End Date', addDays(today, 27));
    await userEvent.click(screen.getByRole('button', { name: 'Save End Date' }));
    expect(await screen.findByRole('heading', { name: 'Post detail 7' })).toBeInTheDocument();
    expect(network.callsTo('PATCH', '/api/seller/extend-post').map((call) => call.body)).toEqual([{ EndDate: addDays(today, 27) }]);
  });

  it('cannot pick a day beyond the first 28 days of the period', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(live) });
    renderScreen(ExtendPost, '/post/7/extend');
    await screen.findByRole('button', { name: 'Save End Date' });
    await typeDate('End Date', addDays(today, 28));
    await userEvent.click(screen.getByRole('button', { name: 'Save End Date' }));
    await waitFor(() => expect(network.callsTo('PATCH', '/api/seller/extend-post').map((call) => call.body)).toEqual([{ EndDate: addDays(today, 13) }]));
  });

  it('offers no form for a draft', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(draft) });
    renderScreen(ExtendPost, '/post/5/extend');
    expect(await screen.findByText(illegalActionMessage('extend', 'Draft'))).toBeInTheDocument();
  });
});

describe('WithdrawPost', () => {
  it("withdraws a live post, shows the server's text with a tick, then goes to the post", async () => {
    // Fetched again after the withdrawal, the post is Withdrawn: the confirmation stays until it goes to the post.
    let withdrawn = false;
    network = stubFetch({
      'GET /api/allauth/post': () => ({ status: 200, body: buildPost(8, withdrawn ? { siteStatus: 'Withdrawn' } : {}) }),
      'PATCH /api/seller/withdraw-post': () => {
        withdrawn = true;
        return { status: 200, body: { message: 'Your post has been withdrawn.' } };
      },
    });
    renderScreen(WithdrawPost, '/post/8/withdraw');
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw Post' }));
    expect(await screen.findByText('Your post has been withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(network.callsTo('GET', '/api/allauth/post')).toHaveLength(2));
    expect(screen.getByText('Your post has been withdrawn.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Post detail 8' }, { timeout: 5000 })).toBeInTheDocument();
    expect(network.callsTo('PATCH', '/api/seller/withdraw-post')).toHaveLength(1);
  });

  it("shows the server's text when withdrawing fails", async () => {
    network = stubFetch({
      'GET /api/allauth/post': ok(buildPost(8)),
      'PATCH /api/seller/withdraw-post': () => ({ status: 409, body: { message: 'This post is Expired: only a post that is For Sale can be withdrawn.' } }),
    });
    renderScreen(WithdrawPost, '/post/8/withdraw');
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw Post' }));
    expect(await screen.findByText('This post is Expired: only a post that is For Sale can be withdrawn.')).toBeInTheDocument();
  });

  it('offers no Withdraw for a scheduled post', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(buildPost(8, { siteStatus: 'Scheduled' })) });
    renderScreen(WithdrawPost, '/post/8/withdraw');
    expect(await screen.findByText(illegalActionMessage('withdraw', 'Scheduled'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw Post' })).not.toBeInTheDocument();
  });
});
