import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { RegisteredRemote } from '@insolvency/shared-auth';
import { createTestStore } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { RemoteLoader, type FederationRuntime, type RegistryCheck } from '../app/remote-loader';
import { RemoteRuntimeProvider } from '../app/remote-runtime-context';
import type { BackoffPolicy } from '../app/retry-with-backoff';
import { AppRouter } from '../app/router';

/**
 * For tests: the app's router in a fresh store, its remotes found in `registry` and loaded through
 * `runtime`; `checkRegistry` answers the shell's checks for new releases (none: never asked).
 */
export function renderAppRouter(runtime: FederationRuntime, registry: RegisteredRemote[], policy?: BackoffPolicy, checkRegistry?: RegistryCheck) {
  const store = createTestStore();
  const loader = new RemoteLoader(runtime, store.dispatch, policy);
  const fetchRegistry = async () => registry;
  void loader.loadRegistry(fetchRegistry);
  render(
    <Provider store={store}>
      <UiProvider>
        <RemoteRuntimeProvider loader={loader} fetchRegistry={fetchRegistry} checkRegistry={checkRegistry}>
          <AppRouter />
        </RemoteRuntimeProvider>
      </UiProvider>
    </Provider>,
  );
  return { store, loader };
}
