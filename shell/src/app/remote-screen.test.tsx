import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { sharedApi, type RemoteRoute, type RoutePrefetchContext } from '@insolvency/shared-auth';
import { createTestStore, stubFetch } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { FIRST_DATA_WAIT_MS, RemoteScreen } from './remote-screen';

function renderScreen(route: RemoteRoute) {
  return render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[route.path]}>
          <RemoteScreen route={route} area="admin" />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

function usersRoute(load: RemoteRoute['load'], prefetch = jest.fn()): RemoteRoute {
  return { name: 'AdminUsers', path: '/admin/users', guard: 'admin', load, prefetch };
}

const usersScreen = { default: () => <p>Administrate Users</p> };

// The page's first screen is loaded apart from later ones, and Jest gives each test file a fresh
// page: these tests run in order, as a page's screens come (a first screen whose code fails, the
// first screen drawn, a later one).
describe('RemoteScreen', () => {
  it("loads the first screen again, with retries, when its code fails to load, and shows it", async () => {
    const load = jest.fn<ReturnType<RemoteRoute['load']>, []>().mockRejectedValueOnce(new Error('Loading chunk 808 failed')).mockResolvedValue(usersScreen);
    renderScreen(usersRoute(load));
    expect(await screen.findByText('Administrate Users')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the page's first screen once its code is in, its loading state until then, and starts its data request with the code; data that does not come is not waited for long", async () => {
    // The screen's data request never answers: the screen shows after at most FIRST_DATA_WAIT_MS.
    const fetchStub = stubFetch({ 'GET /api/label/nestedcategories': () => new Promise(() => undefined) });
    const prefetch = jest.fn(({ dispatch }: RoutePrefetchContext) => dispatch(sharedApi.util.prefetch('categoryLabels', undefined, {})));
    try {
      renderScreen(usersRoute(async () => usersScreen, prefetch));
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(await screen.findByText('Administrate Users', {}, { timeout: FIRST_DATA_WAIT_MS + 1000 })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(prefetch).toHaveBeenCalledTimes(1);
      expect(fetchStub.callsTo('GET', '/api/label/nestedcategories')).toHaveLength(1);
    } finally {
      fetchStub.restore();
    }
  });

  it('shows a later screen the same way once the first has been drawn', async () => {
    const first = renderScreen(usersRoute(async () => usersScreen));
    await screen.findByText('Administrate Users');
    first.unmount();
    renderScreen({ ...usersRoute(async () => ({ default: () => <p>Administrate Posts</p> })), name: 'AdminPosts', path: '/admin/posts' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Administrate Posts')).toBeInTheDocument();
  });
});
