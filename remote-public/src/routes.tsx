import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import type { RemoteRoute } from '@insolvency/shared-auth';

/**
 * remote-public's route manifest, exposed as `./routes` and composed by the shell into the
 * one router: `{ name, path, guard, load }` per screen, with `path` from `ROUTE_PATHS` and
 * `load` a dynamic import, so each screen is its own chunk fetched when first opened.
 */
const routes: RemoteRoute[] = [
  {
    name: 'ConditionalHome',
    path: ROUTE_PATHS.ConditionalHome,
    guard: 'public',
    load: () => import('./features/home/components/conditional-home'),
  },
  {
    name: 'Login',
    path: ROUTE_PATHS.Login,
    guard: 'public',
    load: () => import('./features/login/components/login-screen'),
  },
  {
    name: 'Help',
    path: ROUTE_PATHS.Help,
    guard: 'public',
    load: () => import('./features/help/components/faqs-screen'),
  },
  {
    name: 'TCs',
    path: ROUTE_PATHS.TCs,
    guard: 'public',
    load: () => import('./features/legal/components/terms-screen'),
  },
  {
    name: 'PrivacyPolicy',
    path: ROUTE_PATHS.PrivacyPolicy,
    guard: 'public',
    load: () => import('./features/legal/components/privacy-policy-screen'),
  },
];

export default routes;
