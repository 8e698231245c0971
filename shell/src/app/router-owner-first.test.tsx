import { screen, waitFor } from '@testing-library/react';
import { ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, type RegisteredRemote, type RemoteRoute } from '@insolvency/shared-auth';
import { fakeAccessToken } from '@insolvency/shared-auth/testing';
import { renderAppRouter } from '../testing/render-app-router';
import type { FederationRuntime } from './remote-loader';

// The page's later scripts held the seller remote's route manifest: the server named it the owner of the route.
jest.mock('../delivery/early-fetches', () => ({ routeScriptsSettled: () => Promise.resolve(new Set(['remote_seller'])) }));

const REGISTRY: RegisteredRemote[] = [
  { name: 'remote_public', area: 'public', manifestUrl: '/remotes/public/mf-manifest.json' },
  { name: 'remote_seller', area: 'seller', manifestUrl: '/remotes/seller/mf-manifest.json' },
];

it("on a deep link, loads the remote that owns the route first and the role's other remotes once its screen is drawn", async () => {
  let drawScreen: () => void = () => undefined;
  const screenCode = new Promise<{ default: () => React.JSX.Element }>((resolve) => (drawScreen = () => resolve({ default: () => <h1>Live Posts</h1> })));
  const manifests: Record<string, RemoteRoute[]> = {
    'remote_public/routes': [{ name: 'PrivacyPolicy', path: '/privacy-policy', guard: 'public', load: async () => ({ default: () => <h1>Privacy Policy</h1> }) }],
    'remote_seller/routes': [{ name: 'LivePosts', path: '/user/live-posts', guard: 'seller', load: () => screenCode }],
  };
  const requested: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: () => undefined,
    loadRemote: async <T,>(id: string) => {
      requested.push(id);
      return { default: manifests[id] } as T;
    },
  };
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  window.history.pushState({}, '', '/user/live-posts');
  renderAppRouter(runtime, REGISTRY);

  await waitFor(() => expect(requested).toEqual(['remote_seller/routes']));
  // The screen's code is still on its way: remote-public's entry does not share the line with it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requested).toEqual(['remote_seller/routes']);

  drawScreen();
  expect(await screen.findByRole('heading', { name: 'Live Posts' })).toBeInTheDocument();
  await waitFor(() => expect(requested).toEqual(['remote_seller/routes', 'remote_public/routes']));
});
