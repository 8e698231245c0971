import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@insolvency/shared-contracts';
import type { FetchStub } from '@insolvency/shared-auth/testing';
import { fails, ok, renderBuyerScreen } from '../../../testing/render-buyer-screen';
import { SavedSearches } from './saved-searches';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(() => localStorage.clear());

const BAKERY: SavedSearch = {
  id: 4,
  query: 'bakery',
  filters: { region: [1, 7], sector: 300, appointment: 1, sort: 'newest' },
  filterLabels: [
    { key: 'region', name: 'Region', label: 'London or Yorkshire and the Humber' },
    { key: 'sector', name: 'Sector', label: 'Hospitality and Leisure' },
    { key: 'appointment', name: 'Appointment type', label: 'Administration' },
    { key: 'sort', name: 'Sort', label: 'Newest' },
  ],
  delivery: 'daily',
  createdDate: '2026-11-20',
};
const FILTERS_ONLY: SavedSearch = { id: 5, query: '', filters: { turnover: 2 }, filterLabels: [{ key: 'turnover', name: 'Turnover', label: 'Up to £250,000' }], delivery: 'each', createdDate: '2026-11-21' };

describe('SavedSearches', () => {
  it("lists each search's words, filters and delivery; Remove removes it and the list follows", async () => {
    const user = userEvent.setup({ delay: null });
    let kept = [FILTERS_ONLY, BAKERY];
    network = renderBuyerScreen('/user/email-preferences', '/user/email-preferences', <SavedSearches />, {
      'GET /api/buyer/saved-searches': () => ({ status: 200, body: kept }),
      'DELETE /api/buyer/saved-searches': () => {
        kept = [FILTERS_ONLY];
        return { status: 200, body: { message: 'Saved search removed.' } };
      },
    });
    const section = screen.getByRole('region', { name: 'Saved searches' });
    const bakery = (await within(section).findByText('"bakery"')).closest('li')!;
    expect(bakery).toHaveTextContent('Region: London or Yorkshire and the Humber · Sector: Hospitality and Leisure · Appointment type: Administration · Sort: Newest');
    // Opened again on the search page with every filter it keeps.
    expect(within(bakery).getByRole('link', { name: 'Open this search: bakery' })).toHaveAttribute('href', '/search?q=bakery&region=1&region=7&sector=300&appointment=1&sort=newest');
    expect(bakery).toHaveTextContent('One daily e-mail of new matches · saved 20 November 2026');
    const anyWords = within(section).getByText('Any words').closest('li')!;
    expect(anyWords).toHaveTextContent('Turnover: Up to £250,000');
    expect(anyWords).toHaveTextContent('One e-mail per matching post');

    await user.click(within(section).getByRole('button', { name: 'Remove saved search bakery' }));
    expect(await screen.findByText('Saved search removed.')).toBeInTheDocument();
    expect(network.callsTo('DELETE', '/api/buyer/saved-searches')[0].query.get('id')).toBe('4');
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
    expect(within(section).queryByText('"bakery"')).not.toBeInTheDocument();
  });

  it('says so when there are none, and shows the server message when the list fails', async () => {
    network = renderBuyerScreen('/user/email-preferences', '/user/email-preferences', <SavedSearches />, { 'GET /api/buyer/saved-searches': ok([]) });
    expect(await screen.findByText(/You have no saved searches/)).toBeInTheDocument();
    network.restore();
    document.body.innerHTML = '';
    network = renderBuyerScreen('/user/email-preferences', '/user/email-preferences', <SavedSearches />, { 'GET /api/buyer/saved-searches': fails(503, 'The service is busy. Please try again.') });
    expect(await screen.findByText('The service is busy. Please try again.')).toBeInTheDocument();
  });
});
