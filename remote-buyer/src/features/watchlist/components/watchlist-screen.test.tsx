import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPost } from '@insolvency/shared-contracts/testing';
import type { WatchlistEntry } from '@insolvency/shared-contracts';
import type { FetchStub } from '@insolvency/shared-auth/testing';
import { fails, ok, renderBuyerScreen } from '../../../testing/render-buyer-screen';
import Watchlist from './watchlist-screen';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(() => localStorage.clear());

const entry = (id: number, heading: string): WatchlistEntry => ({ savedDate: '2026-11-20T10:00:00Z', post: buildPost(id, { activityHeading: heading }) });

describe('Watchlist', () => {
  it('lists the saved posts; Saved unsaves one, and the list follows the server', async () => {
    const user = userEvent.setup({ delay: null });
    let saved = [entry(3, 'Seaside Hotel'), entry(4, 'Paper Mill')];
    network = renderBuyerScreen('/watchlist/', '/watchlist/', <Watchlist />, {
      'GET /api/buyer/watchlist': () => ({ status: 200, body: saved }),
      'POST /api/buyer/watchlist-remove': (call) => {
        saved = saved.filter((item) => item.post.businessId !== Number(call.query.get('id')));
        return { status: 200, body: { message: 'Removed from your watchlist' } };
      },
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Saved 20 November 2026')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'View Post' })).toHaveAttribute('href', '/post/3');
    const toggle = within(cards[0]).getByRole('button', { name: 'Saved to watchlist: Seaside Hotel' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    // The list follows once the watchlist is read again.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/buyer/watchlist-remove')[0].query.get('id')).toBe('3');
    expect(screen.queryByText('Seaside Hotel')).not.toBeInTheDocument();
  });

  it('empty and failed states', async () => {
    network = renderBuyerScreen('/watchlist/', '/watchlist/', <Watchlist />, { 'GET /api/buyer/watchlist': ok([]) });
    expect(await screen.findByText(/Save a post from your inbox/)).toBeInTheDocument();
    network.restore();
    document.body.innerHTML = '';
    network = renderBuyerScreen('/watchlist/', '/watchlist/', <Watchlist />, { 'GET /api/buyer/watchlist': fails(503, 'Resting.') });
    expect(await screen.findByText('Resting.')).toBeInTheDocument();
  });
});
