import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { remoteBuildVersionRead, remoteLoaded, remoteLoadFailed, remoteLoadStarted, remotesRegistered } from '@insolvency/shared-auth';
import { createTestStore } from '@insolvency/shared-auth/testing';
import { RemoteStatusScreen } from './remote-status-screen';

describe('RemoteStatusScreen', () => {
  it('lists what the shell recorded in the one store: manifest URL, status and build version', () => {
    const store = createTestStore();
    store.dispatch(
      remotesRegistered([
        { name: 'remote_public', area: 'public', manifestUrl: '/remotes/public/mf-manifest.json' },
        { name: 'remote_seller', area: 'seller', manifestUrl: '/remotes/seller/mf-manifest.json' },
        { name: 'remote_buyer', area: 'buyer', manifestUrl: '/remotes/buyer/mf-manifest.json' },
      ]),
    );
    store.dispatch(remoteLoadStarted({ name: 'remote_public' }));
    store.dispatch(remoteBuildVersionRead({ name: 'remote_public', buildVersion: 'c050b75-20261122T0240Z' }));
    store.dispatch(remoteLoaded({ name: 'remote_public' }));
    store.dispatch(remoteLoadStarted({ name: 'remote_seller' }));
    store.dispatch(remoteLoadFailed({ name: 'remote_seller', message: 'Failed to fetch' }));

    render(
      <Provider store={store}>
        <RemoteStatusScreen />
      </Provider>,
    );

    expect(screen.getByRole('heading', { name: 'Remote status' })).toBeInTheDocument();
    const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));
    row('remote_public').getByText('loaded');
    row('remote_public').getByText('/remotes/public/mf-manifest.json');
    row('remote_public').getByText('c050b75-20261122T0240Z');
    row('remote_seller').getByText('failed');
    row('remote_seller').getByText('Failed to fetch');
    row('remote_buyer').getByText('registered');
  });
});
