import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import type { RemoteRoute } from '@insolvency/shared-auth';
import { prefetchContactUs } from './features/help/api/help-api';
import { prefetchVisitorHome } from './features/home/api/home-api';
import { prefetchPostTeaser } from './features/post-teaser/api/post-teaser-api';
import { prefetchSearch } from './features/search/api/search-api';

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
    prefetch: prefetchVisitorHome,
  },
  {
    name: 'Login',
    title: 'Login',
    path: ROUTE_PATHS.Login,
    guard: 'public',
    load: () => import('./features/login/components/login-screen'),
  },
  {
    name: 'RegisterDirectory',
    title: 'Register',
    path: ROUTE_PATHS.RegisterDirectory,
    guard: 'public',
    load: () => import('./features/registration/components/register-directory'),
  },
  {
    name: 'RegisterBuyer',
    title: 'Register as an Interested Party',
    path: ROUTE_PATHS.RegisterBuyer,
    guard: 'public',
    load: () => import('./features/registration/components/register-buyer-screen'),
  },
  {
    name: 'RegisterSeller',
    title: 'Register as an Insolvency Practitioner',
    path: ROUTE_PATHS.RegisterSeller,
    guard: 'public',
    load: () => import('./features/registration/components/register-seller-screen'),
  },
  {
    name: 'RegistrationSuccess',
    title: 'Registration Successful',
    path: ROUTE_PATHS.RegistrationSuccess,
    guard: 'public',
    load: () => import('./features/registration/components/registration-success-screen'),
  },
  {
    name: 'ConfirmEmail',
    title: 'Confirm E-mail',
    path: ROUTE_PATHS.ConfirmEmail,
    guard: 'public',
    load: () => import('./features/confirm-email/components/confirm-email-screen'),
  },
  {
    name: 'ForgotPass',
    title: 'Forgot Password',
    path: ROUTE_PATHS.ForgotPass,
    guard: 'public',
    load: () => import('./features/password-reset/components/forgot-pass-screen'),
  },
  {
    name: 'ResetPass',
    title: 'Reset Password',
    path: ROUTE_PATHS.ResetPass,
    guard: 'public',
    load: () => import('./features/password-reset/components/reset-pass-screen'),
  },
  {
    name: 'AmendAccountDetails',
    title: 'Account Details',
    path: ROUTE_PATHS.AmendAccountDetails,
    guard: 'login',
    load: () => import('./features/account/components/amend-account-details'),
  },
  {
    name: 'AmendAddressDetails',
    title: 'Address and Phone',
    path: ROUTE_PATHS.AmendAddressDetails,
    guard: 'login',
    load: () => import('./features/account/components/amend-address-details'),
  },
  {
    name: 'PostDetail',
    title: 'Post',
    path: ROUTE_PATHS.PostDetail,
    guard: 'login',
    load: () => import('./features/post-detail/components/post-detail-screen'),
  },
  {
    name: 'PostTeaser',
    title: 'Opportunity',
    path: ROUTE_PATHS.PostTeaser,
    guard: 'public',
    load: () => import('./features/post-teaser/components/post-teaser-screen'),
    prefetch: prefetchPostTeaser,
    // Read on the server only: its code stays out of the browser's routes chunk.
    head: (context) => import('./features/post-teaser/post-teaser-head').then((module) => module.postTeaserHead(context)),
  },
  {
    name: 'Search',
    title: 'Search opportunities',
    path: ROUTE_PATHS.Search,
    guard: 'public',
    load: () => import('./features/search/components/search-screen'),
    prefetch: prefetchSearch,
    // Read on the server only: its code stays out of the browser's routes chunk.
    head: (context) => import('./features/search/search-head').then((module) => module.searchHead(context)),
  },
  {
    name: 'Help',
    title: 'FAQs',
    path: ROUTE_PATHS.Help,
    guard: 'public',
    load: () => import('./features/help/components/faqs-screen'),
  },
  {
    name: 'ContactUs',
    title: 'Contact Us',
    path: ROUTE_PATHS.ContactUs,
    guard: 'public',
    load: () => import('./features/help/components/contact-us-screen'),
    prefetch: prefetchContactUs,
  },
  {
    name: 'TCs',
    title: 'Terms and Conditions',
    path: ROUTE_PATHS.TCs,
    guard: 'public',
    load: () => import('./features/legal/components/terms-screen'),
  },
  {
    name: 'PrivacyPolicy',
    title: 'Privacy Policy',
    path: ROUTE_PATHS.PrivacyPolicy,
    guard: 'public',
    load: () => import('./features/legal/components/privacy-policy-screen'),
  },
];

export default routes;
