import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteRoute } from '@insolvency/shared-auth';
import { createTestStore } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { RemoteScreen } from './remote-screen';

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

  it("shows the page's first screen once its code is in, its loading state until then, and starts its data request with the code", async () => {
    const prefetch = jest.fn();
    renderScreen(usersRoute(async () => usersScreen, prefetch));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Administrate Users')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
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
