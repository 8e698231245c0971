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
    name: 'RegisterDirectory',
    path: ROUTE_PATHS.RegisterDirectory,
    guard: 'public',
    load: () => import('./features/registration/components/register-directory'),
  },
  {
    name: 'RegisterBuyer',
    path: ROUTE_PATHS.RegisterBuyer,
    guard: 'public',
    load: () => import('./features/registration/components/register-buyer-screen'),
  },
  {
    name: 'RegisterSeller',
    path: ROUTE_PATHS.RegisterSeller,
    guard: 'public',
    load: () => import('./features/registration/components/register-seller-screen'),
  },
  {
    name: 'RegistrationSuccess',
    path: ROUTE_PATHS.RegistrationSuccess,
    guard: 'public',
    load: () => import('./features/registration/components/registration-success-screen'),
  },
  {
    name: 'ConfirmEmail',
    path: ROUTE_PATHS.ConfirmEmail,
    guard: 'public',
    load: () => import('./features/confirm-email/components/confirm-email-screen'),
  },
  {
    name: 'ForgotPass',
    path: ROUTE_PATHS.ForgotPass,
    guard: 'public',
    load: () => import('./features/password-reset/components/forgot-pass-screen'),
  },
  {
    name: 'ResetPass',
    path: ROUTE_PATHS.ResetPass,
    guard: 'public',
    load: () => import('./features/password-reset/components/reset-pass-screen'),
  },
  {
    name: 'AmendAccountDetails',
    path: ROUTE_PATHS.AmendAccountDetails,
    guard: 'login',
    load: () => import('./features/account/components/amend-account-details'),
  },
  {
    name: 'AmendAddressDetails',
    path: ROUTE_PATHS.AmendAddressDetails,
    guard: 'login',
    load: () => import('./features/account/components/amend-address-details'),
  },
  {
    name: 'PostDetail',
    path: ROUTE_PATHS.PostDetail,
    guard: 'login',
    load: () => import('./features/post-detail/components/post-detail-screen'),
  },
  {
    name: 'Help',
    path: ROUTE_PATHS.Help,
    guard: 'public',
    load: () => import('./features/help/components/faqs-screen'),
  },
  {
    name: 'ContactUs',
    path: ROUTE_PATHS.ContactUs,
    guard: 'public',
    load: () => import('./features/help/components/contact-us-screen'),
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
