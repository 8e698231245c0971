import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { SearchAnswer, SearchItem } from '@insolvency/shared-contracts';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { createTestStore, stubFetch } from '@insolvency/shared-auth/testing';
import type { FetchStub, RecordedCall } from '@insolvency/shared-auth/testing';
import SearchScreen, { wordsBesidePlace } from './search-screen';

function item(id: number, heading: string, snippet: string): SearchItem {
  const post = buildPost(id, { activityHeading: heading });
  return { ...post, snippet };
}

const facets: SearchAnswer['facets'] = {
  region: [{ id: 3, description: 'Yorkshire and the Humber', count: 2 }, { id: 1, description: 'London', count: 1 }],
  sector: [{ id: 200, description: 'Retail', count: 3 }],
  turnover: [],
  employees: [],
  trading: [{ id: 1, description: 'Trading', count: 3 }],
  appointment: [{ id: 1, description: 'Administration', count: 3 }],
};

/** Two bakeries for any words; none for "zzz"; 30 found (three pages) for "mill"; "Nursng, home" found as "nursing home" unless exact. */
function searchAnswer(call: RecordedCall) {
  const q = call.query.get('q') ?? '';
  if (q === 'Nursng, home') {
    if (call.query.get('exact') === '1') return { status: 200, body: { items: [], total: 0, facets: { ...facets, region: [] } } };
    return { status: 200, body: { items: [item(1, 'Nursing home', '')], total: 1, facets, corrected: [{ from: 'nursng', to: 'nursing' }] } };
  }
  if (q === 'bakery Leeds' || q === 'Leeds') {
    const place = { name: 'Leeds', words: 'leeds', regionId: 7, region: 'Yorkshire and the Humber' };
    return { status: 200, body: { items: [item(5, 'Yorkshire bakery', '')], total: 1, facets, place } };
  }
  // The server names a chosen value no found post has, with a count of 0; an id naming no label it leaves out.
  if (q === 'zzz') return { status: 200, body: { items: [], total: 0, facets: { region: [{ id: 3, description: 'South West', count: 0 }], sector: [], turnover: [], employees: [], trading: [], appointment: [] } } };
  if (q === 'slow') return { status: 429, body: { message: 'You have searched many times in a short while. Please try again in 20 seconds.' } };
  const page = Number(call.query.get('page') ?? 1);
  const total = q === 'mill' ? 30 : 2;
  const items = [item(page * 10 + 1, `${q} one`, 'Two shops near <mark>Leeds</mark> &amp; York'), item(page * 10 + 2, `${q} two`, '')];
  return { status: 200, body: { items, total, facets } };
}

// React builds the form's FormData when a submit starts a transition (the router's move); the
// test environment's FormData is Node's (for fetch), which cannot read a form: read it here.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of form ? [...form.elements] : []) {
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) if (element.name) this.append(element.name, element.value);
    }
  }
} as typeof FormData;
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

let network: FetchStub;
beforeEach(() => {
  network = stubFetch({ 'GET /api/unauth/search': searchAnswer });
});
afterEach(() => network.restore());

let location = '';
let navigate: ReturnType<typeof useNavigate>;
function WhereAmI() {
  const { pathname, search } = useLocation();
  location = `${pathname}${search}`;
  navigate = useNavigate();
  return null;
}

function renderAt(url: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <SearchScreen />
        <WhereAmI />
      </MemoryRouter>
    </Provider>,
  );
}
const lastQuery = () => Object.fromEntries(network.callsTo('GET', '/api/unauth/search').at(-1)!.query);

it('shows the results of the address: the total, cards with the highlighted snippet, View Detail', async () => {
  renderAt('/search?q=bakery&region=3');
  expect(screen.getByText('Searching…')).toBeInTheDocument();
  const results = await screen.findByRole('list', { name: 'Search results' });
  expect(lastQuery()).toMatchObject({ q: 'bakery', region: '3', page: '1', pageSize: '12' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “bakery”');
  expect(screen.getByRole('status')).toHaveTextContent('2 opportunities found with these filters');
  const first = within(results).getAllByRole('article')[0];
  expect(within(first).getByRole('heading', { name: 'bakery one' })).toBeInTheDocument();
  expect(first).toHaveTextContent('Two shops near Leeds & York');
  expect(first.querySelector('mark')).toHaveTextContent('Leeds');
  expect(within(first).getByRole('link', { name: 'View Detail' })).toHaveAttribute('href', '/opportunities/11');
  expect(screen.getByRole('searchbox', { name: 'Words' })).toHaveValue('bakery');
});

const checkboxesOf = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole('checkbox') as HTMLInputElement[];

it('filters by checkboxes with counts, several values of a filter at once, each change in the address and a new call; Clear filters keeps the words', async () => {
  renderAt('/search?q=bakery');
  await screen.findByRole('list', { name: 'Search results' });
  expect(checkboxesOf('Region').map((box) => [box.name, box.value, box.closest('label')?.textContent])).toEqual([
    ['region', '3', 'Yorkshire and the Humber (2)'],
    ['region', '1', 'London (1)'],
  ]);
  expect(screen.getByText('Region', { selector: 'summary span' }).closest('summary')).toHaveTextContent('Region · All regions');
  expect(checkboxesOf('Appointment type').map((box) => box.closest('label')?.textContent)).toEqual(['Administration (3)']);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Yorkshire and the Humber (2)' }));
  await waitFor(() => expect(location).toBe('/search?q=bakery&region=3'));
  await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'bakery', region: '3' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: 'London (1)' }));
  await waitFor(() => expect(location).toBe('/search?q=bakery&region=1&region=3'));
  await waitFor(() => expect(network.callsTo('GET', '/api/unauth/search').at(-1)?.query.getAll('region')).toEqual(['1', '3']));
  expect(screen.getByRole('checkbox', { name: 'London (1)' })).toBeChecked();
  expect(screen.getByText('Region', { selector: 'summary span' }).closest('summary')).toHaveTextContent('Region · Yorkshire and the Humber, London');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Yorkshire and the Humber (2)' }));
  await waitFor(() => expect(location).toBe('/search?q=bakery&region=1'));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Administration (3)' }));
  await waitFor(() => expect(location).toBe('/search?q=bakery&region=1&appointment=1'));
  await userEvent.click(await screen.findByRole('link', { name: 'Clear filters' }));
  expect(location).toBe('/search?q=bakery');
});

it('sorts by newest or closing soonest and keeps posts added in the last days, each in the address and the call', async () => {
  renderAt('/search?q=bakery&region=3&region=5');
  await screen.findByRole('list', { name: 'Search results' });
  await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'bakery' }));
  expect(network.callsTo('GET', '/api/unauth/search').at(-1)?.query.getAll('region')).toEqual(['3', '5']);
  const sort = screen.getByRole('combobox', { name: 'Sort by' });
  expect([...(sort as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Best match', 'Newest', 'Closing soonest']);
  await userEvent.selectOptions(sort, 'closing');
  await waitFor(() => expect(location).toBe('/search?q=bakery&region=3&region=5&sort=closing'));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Added' }), '7');
  await waitFor(() => expect(location).toBe('/search?q=bakery&region=3&region=5&sort=closing&added=7'));
  await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'bakery', sort: 'closing', added: '7' }));
});

it('new words from the field start a new search at page 1, keeping the filters; Back shows the previous words', async () => {
  renderAt('/search?q=bakery&sector=200&page=2');
  await screen.findByRole('list', { name: 'Search results' });
  const field = screen.getByRole('searchbox', { name: 'Words' });
  await userEvent.clear(field);
  await userEvent.type(field, 'mill{Enter}');
  expect(location).toBe('/search?q=mill&sector=200');
  await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'mill', sector: '200', page: '1' }));
  act(() => void navigate(-1));
  await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Words' })).toHaveValue('bakery'));
});

it('pages by links that carry the words and filters', async () => {
  renderAt('/search?q=mill&trading=1');
  const pages = await screen.findByRole('navigation', { name: 'Pages of results' });
  expect(pages).toHaveTextContent('Page 1 of 3');
  expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=mill&trading=1&page=2');
});

it('says when no post matches, with a hint and a way to drop the filters', async () => {
  renderAt('/search?q=zzz&region=3&turnover=999');
  expect(await screen.findByText(/No posts match “zzz” with these filters/)).toBeInTheDocument();
  expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'search without filters' })).toHaveAttribute('href', '/search?q=zzz');
  // The chosen region stays visible and ticked by its own name though nothing has it now; its group says it is chosen.
  expect(screen.getByRole('checkbox', { name: 'South West (0)' })).toBeChecked();
  expect(screen.getByText('· South West', { selector: 'summary span' })).toBeInTheDocument();
  expect(screen.queryByText(/Current choice/)).not.toBeInTheDocument();
  // A value the server could not name (no such label) stays ticked, said to be unknown.
  expect(screen.getByRole('checkbox', { name: 'Unknown value (0)' })).toBeChecked();
});

it("says when to search again when the searches are throttled (the server's message), with a link that tries again", async () => {
  renderAt('/search?q=slow&region=3');
  expect(await screen.findByText('Too many searches for a moment')).toBeInTheDocument();
  expect(screen.getByText(/You have searched many times in a short while\. Please try again in 20 seconds\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/search?q=slow&region=3');
  expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
});

it('says when only a correction found the results, with a link to the words exactly as typed, kept while filtering', async () => {
  renderAt('/search?q=Nursng%2C+home');
  expect(await screen.findByText(/^Showing results for/)).toHaveTextContent('Showing results for nursing, home. Search instead for Nursng, home');
  expect(screen.getByText('nursing, home').tagName).toBe('STRONG');
  const exact = screen.getByRole('link', { name: 'Nursng, home' });
  expect(exact).toHaveAttribute('href', '/search?q=Nursng%2C+home&exact=1');
  await userEvent.click(exact);
  expect(await screen.findByText(/No posts match “Nursng, home”/)).toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ q: 'Nursng, home', exact: '1' });
  expect(screen.queryByText(/^Showing results for/)).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Retail (3)' }));
  await waitFor(() => expect(location).toBe('/search?q=Nursng%2C+home&exact=1&sector=200'));
  // New words are corrected again.
  const field = screen.getByRole('searchbox', { name: 'Words' });
  await userEvent.clear(field);
  await userEvent.type(field, 'Nursng, home{Enter}');
  expect(location).toBe('/search?q=Nursng%2C+home&sector=200');
  expect(await screen.findByText(/^Showing results for/)).toBeInTheDocument();
});

it('says nothing of corrections when the answer has none', async () => {
  renderAt('/search?q=bakery');
  await screen.findByRole('list', { name: 'Search results' });
  expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
});

it('says which town was understood, as its region, beside the other words', async () => {
  renderAt('/search?q=bakery+Leeds');
  expect(await screen.findByText(/^Showing/)).toHaveTextContent(
    'Showing bakery in Yorkshire and the Humber, the region of Leeds, and posts that name Leeds elsewhere.',
  );
  expect(screen.getByText('bakery').tagName).toBe('STRONG');
});

it('says a town alone lists the posts of its region', async () => {
  renderAt('/search?q=Leeds');
  expect(await screen.findByText(/^Showing/)).toHaveTextContent('Showing posts in Yorkshire and the Humber, the region of Leeds, and posts that name Leeds elsewhere.');
});

it('reads the words beside a place as typed, whatever the case, punctuation and quotes', () => {
  expect(wordsBesidePlace('bakery Leeds', { words: 'leeds' })).toBe('bakery');
  expect(wordsBesidePlace('marine "Newcastle upon Tyne" -pubs', { words: 'newcastle upon tyne' })).toBe('marine -pubs');
  expect(wordsBesidePlace("King's Lynn florist", { words: 'king s lynn' })).toBe('florist');
  expect(wordsBesidePlace('leeds', { words: 'leeds' })).toBe('');
});
