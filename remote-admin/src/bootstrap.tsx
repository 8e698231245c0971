import { createRoot } from 'react-dom/client';
import { REMOTE_NAMES } from '@insolvency/shared-contracts';
import { StandaloneRemote } from '@insolvency/shared-auth/standalone';
import { UiProvider } from '@insolvency/shared-ui';
import routes from './routes';

// `npm run dev -w @insolvency/remote-admin`: this remote alone, against the API on :3000.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <UiProvider>
    <StandaloneRemote name={REMOTE_NAMES.admin} routes={routes} />
  </UiProvider>,
);
