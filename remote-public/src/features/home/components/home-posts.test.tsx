import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Post } from '@insolvency/shared-contracts';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { createTestStore, stubFetch } from '@insolvency/shared-auth/testing';
import type { FetchStub, RecordedCall } from '@insolvency/shared-auth/testing';
import { HomePosts } from './home-posts';
import { parseHomePostsView } from '@insolvency/shared-contracts';
import { homePostsSearch } from '../hooks/use-home-posts-filter';

const labels = {
  'GET /api/label/location-size': () => ({
    status: 200,
    body: {
      locationLabels: [
        { locationId: 1, description: 'London' },
        { locationId: 9, description: 'Yorkshire and the Humber' },
      ],
      employeeLabels: [],
      turnoverLabels: [],
    },
  }),
  'GET /api/label/nestedcategories': () => ({
    status: 200,
    body: { categoryLabels: [{ categoryId: 200, description: 'Retail', childCategories: [{ categoryId: 201, description: 'Food and convenience' }] }] },
  }),
};

/** Eight posts a page; `total` over all pages; the headings name the page asked for. */
function postsAnswer(total: number) {
  return (call: RecordedCall) => {
    const page = Number(call.query.get('page') ?? 1);
    const count = Math.max(0, Math.min(8, total - (page - 1) * 8));
    const posts: Post[] = Array.from({ length: count }, (_, i) => buildPost(page * 100 + i, { activityHeading: `Page ${page} post ${i + 1}` }));
    return { status: 200, body: posts, headers: { 'X-Total-Count': String(total) } };
  };
}

let network: FetchStub;
afterEach(() => network.restore());
// jsdom lays nothing out and has no scrollIntoView.
const scrollIntoView = jest.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

let location = '';
function WhereAmI() {
  const { pathname, search } = useLocation();
  location = `${pathname}${search}`;
  return null;
}

function renderAt(url: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <HomePosts />
        <WhereAmI />
      </MemoryRouter>
    </Provider>,
  );
}

const lastQuery = () => Object.fromEntries(network.callsTo('GET', '/api/unauth/homeposts').at(-1)!.query);

describe('HomePosts', () => {
  it('asks for the region, sector and page of the address, and shows them picked', async () => {
    network = stubFetch({ ...labels, 'GET /api/unauth/homeposts': postsAnswer(20) });
    renderAt('/?region=9&sector=201&page=2');
    expect(await screen.findByRole('article', { name: 'Page 2 post 1' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ region: '9', sector: '201', page: '2', pageSize: '8' });
    expect(await screen.findByRole('option', { name: 'Yorkshire and the Humber' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('9');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveValue('201');
    expect(screen.getByText('20 opportunities in this selection')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('opens each post’s public teaser from its View Detail', async () => {
    network = stubFetch({ ...labels, 'GET /api/unauth/homeposts': postsAnswer(2) });
    renderAt('/');
    const card = await screen.findByRole('article', { name: 'Page 1 post 2' });
    expect(within(card).getByRole('link', { name: 'View Detail' })).toHaveAttribute('href', '/opportunities/101');
  });

  it('filters by region and sector from the pickers, back to page 1, in the address', async () => {
    network = stubFetch({ ...labels, 'GET /api/unauth/homeposts': postsAnswer(3) });
    renderAt('/?page=1');
    await screen.findByRole('option', { name: 'London' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'London');
    expect(location).toBe('/?region=1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'All of Retail');
    expect(location).toBe('/?region=1&sector=200');
    await screen.findByText('3 opportunities in this selection');
    expect(lastQuery()).toEqual({ region: '1', sector: '200', page: '1', pageSize: '8' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'All regions');
    expect(location).toBe('/?sector=200');
  });

  it('pages with Previous and Next, which stop at the ends', async () => {
    network = stubFetch({ ...labels, 'GET /api/unauth/homeposts': postsAnswer(17) });
    renderAt('/');
    // The first cards are drawn first (PostCardGrid), the others just after.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
    const pages = screen.getByRole('navigation', { name: 'Pages of opportunities' });
    // Links, so they work before the app runs: none to a page before the first.
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?page=2');
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(location).toBe('/?page=2');
    // The new page is read from its top, not from where the pager was.
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('article', { name: 'Page 2 post 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Page 3 post 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(location).toBe('/?page=2');
  });

  it('has no pager when everything fits one page', async () => {
    network = stubFetch({ ...labels, 'GET /api/unauth/homeposts': postsAnswer(5) });
    renderAt('/');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(screen.getByText('5 opportunities')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of opportunities' })).not.toBeInTheDocument();
  });

  it('offers all opportunities when a selection matches nothing', async () => {
    network = stubFetch({ ...labels, 'GET /api/unauth/homeposts': postsAnswer(0) });
    renderAt('/?region=1');
    expect(await screen.findByText("Looks like there's nothing here.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show all opportunities' }));
    expect(location).toBe('/');
  });

  it('leads back to the first page from a page past the end', async () => {
    network = stubFetch({ ...labels, 'GET /api/unauth/homeposts': postsAnswer(4) });
    renderAt('/?page=7');
    expect(await screen.findByText(/There is no page 7/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(location).toBe('/');
  });

  it('still lists the posts with only "All" to pick when the labels fail', async () => {
    network = stubFetch({ 'GET /api/unauth/homeposts': postsAnswer(2) });
    renderAt('/');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(within(screen.getByRole('combobox', { name: 'Region' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['All regions']);
  });
});

describe('the address of a view', () => {
  it.each([
    ['?region=3&sector=200&page=2', { region: 3, sector: 200, page: 2 }],
    ['', { region: undefined, sector: undefined, page: 1 }],
    ['?region=abc&sector=-1&page=0', { region: undefined, sector: undefined, page: 1 }],
    ['?page=1001', { region: undefined, sector: undefined, page: 1 }],
  ])('%s reads as %o (what the server would refuse is left out)', (search, view) => {
    expect(parseHomePostsView(new URLSearchParams(search))).toEqual(view);
  });

  it('leaves defaults out of the address', () => {
    expect(homePostsSearch({ page: 1 }).toString()).toBe('');
    expect(homePostsSearch({ region: 2, page: 3 }).toString()).toBe('region=2&page=3');
  });
});
