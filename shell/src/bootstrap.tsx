import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyApiAnswersFrom } from '@insolvency/shared-auth';
import { UiProvider } from '@insolvency/shared-ui';
import { takeEarlyApiAnswer } from './delivery/early-fetches';
import { fetchRegistryForPage } from './app/remote-registry';
import { loadReleases, RemoteLoader } from './app/remote-loader';
import { RemoteRuntimeProvider } from './app/remote-runtime-context';
import { RemoteSlots } from './app/remote-slots';
import { remoteStatusPlugin } from './app/remote-status-plugin';
import { putPageAntdStyleInHead } from './delivery/page-antd-style';
import { routeScriptsPlugin } from './delivery/route-scripts-plugin';
import { serverScreenRelease, takeServerScreen } from './delivery/server-screen';
import { AppRouter } from './app/router';
import { createAppStore } from './app/store';

// A signed-in deep link's first call may already be answered (early-fetches.ts).
takeEarlyApiAnswersFrom(takeEarlyApiAnswer);
putPageAntdStyleInHead();
const store = createAppStore();
takeServerScreen(store);
registerPlugins([remoteStatusPlugin(store.dispatch), routeScriptsPlugin()]);
const loader = new RemoteLoader({ registerRemotes, loadRemote }, store.dispatch);
// The screen the server rendered is hydrated by the release that rendered it.
const fetchRegistry = () => fetchRegistryForPage(serverScreenRelease());
// Whether an area was released since: asked at navigations and every minute (releases.ts, loaded then).
const checkRegistry = () => loadReleases().then((releases) => releases.checkRemoteRegistry());
// Started before React renders, so /remotes.json is on its way while the layout paints.
void loader.loadRegistry(fetchRegistry);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <UiProvider>
        <RemoteRuntimeProvider loader={loader} fetchRegistry={fetchRegistry} checkRegistry={checkRegistry}>
          <RemoteSlots>
            <AppRouter />
          </RemoteSlots>
        </RemoteRuntimeProvider>
      </UiProvider>
    </Provider>
  </StrictMode>,
);
