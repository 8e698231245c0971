import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyApiAnswersFrom } from '@insolvency/shared-auth';
import { UiProvider } from '@insolvency/shared-ui';
import { takeEarlyApiAnswer } from './delivery/early-fetches';
import { fetchRemoteRegistry } from './app/remote-registry';
import { RemoteLoader } from './app/remote-loader';
import { RemoteRuntimeProvider } from './app/remote-runtime-context';
import { RemoteSlots } from './app/remote-slots';
import { remoteStatusPlugin } from './app/remote-status-plugin';
import { putPageAntdStyleInHead } from './delivery/page-antd-style';
import { routeScriptsPlugin } from './delivery/route-scripts-plugin';
import { takeServerScreen } from './delivery/server-screen';
import { AppRouter } from './app/router';
import { createAppStore } from './app/store';

// A signed-in deep link's first call may already be answered (early-fetches.ts).
takeEarlyApiAnswersFrom(takeEarlyApiAnswer);
putPageAntdStyleInHead();
const store = createAppStore();
takeServerScreen(store);
registerPlugins([remoteStatusPlugin(store.dispatch), routeScriptsPlugin()]);
const loader = new RemoteLoader({ registerRemotes, loadRemote }, store.dispatch);
// Started before React renders, so /remotes.json is on its way while the layout paints.
void loader.loadRegistry(fetchRemoteRegistry);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <UiProvider>
        <RemoteRuntimeProvider loader={loader} fetchRegistry={fetchRemoteRegistry}>
          <RemoteSlots>
            <AppRouter />
          </RemoteSlots>
        </RemoteRuntimeProvider>
      </UiProvider>
    </Provider>
  </StrictMode>,
);
