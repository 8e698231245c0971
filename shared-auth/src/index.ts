/**
 * @insolvency/shared-auth: the session, the one RTK Query `api`, and the route guards.
 *
 * Store (built by the shell, never by a remote):
 *   configureStore({
 *     reducer: rootReducer,                 // combineSlices(api, sessionSlice).withLazyLoadedSlices()
 *     middleware: (getDefault) => getDefault().concat(apiMiddleware, authMiddleware),
 *   })
 *   Remotes add slices with `slice.injectInto(rootReducer)` (use the returned selectors)
 *   and endpoints with `api.injectEndpoints(...)` (endpoint names carry the area).
 *
 * Session (spec §4): both tokens live in localStorage (keys `insolvency.auth.*`), mirrored
 * in the `session` slice and synced across tabs. `useSession()` -> { isAuthenticated, role,
 * userId, name, isResolving }; a token past its expiry (less a 10 s skew, judged on the
 * server's clock learnt from `iat`) counts as logged out. `authMiddleware` also renews the
 * token a minute before it expires and at once on start-up after a break; `isResolving` is
 * true meanwhile (wait before treating the user as a visitor).
 * `baseQueryWithReauth` sends `Authorization: Bearer`, and on a 401 refreshes once for all
 * concurrent callers (POST /api/refresh-token, headers accessToken + refreshToken) and
 * retries each request once; a refused refresh clears both tokens and raises the expiry
 * signal that `<SessionExpiryRedirect />` (mounted by the shell inside the router) turns
 * into `/login?route=<RouteName>&id=<id>&reason=expired`.
 *
 * Login/logout: `useLoginMutation()` (POST /api/login {Email, Password}, with a captcha pass when asked; stores the tokens)
 * and `useLogoutMutation()` (POST /api/logout, header refreshToken; always clears the tokens
 * and the api cache).
 *
 * Routes and guards (spec §6): remotes default-export `RemoteRoute[]` from `./routes`; the
 * shell wraps each screen in `<GuardGate guard routeName>`, which refreshes a stale token
 * before navigation and sends users to Login or home as the guard demands.
 * `loginPath`, `parseLoginQuery` and `pathAfterLogin` read and write the Login query.
 *
 * Tests: `@insolvency/shared-auth/testing` has `createTestStore` (wired like the shell's),
 * `fakeAccessToken` and `stubFetch` (the `web` Jest project runs jsdom with Node's fetch).
 */

// The one api slice and its base query
export { api, apiMiddleware, API_TAG_TYPES, type ApiTagType } from './api/base-api';
export { baseQueryWithReauth, type ApiBaseQuery, type ApiExtraOptions } from './api/base-query';
export { apiUrl } from './api/api-url';
export { takeEarlyApiAnswersFrom, type EarlyApiAnswerSource } from './api/early-answers';
export { apiErrorMessage, apiErrorStatus, apiFieldErrors } from './api/api-error';
export { authApi, useLoginMutation, useLogoutMutation, type LoginArgs } from './api/auth-api';
export { captchaApi, useCaptchaConfigQuery, useValidateCaptchaMutation } from './api/captcha-api';
export {
  sharedApi,
  useAccountDetailsQuery,
  useAssetLabelsQuery,
  useNewPostLabelsQuery,
  useCategoryLabelsQuery,
  useLocationSizeLabelsQuery,
  useRegisterLabelsQuery,
  useResendConfirmationMutation,
} from './api/labels-api';
export { postApi, usePostQuery } from './api/post-api';
export { savedSearchesApi, useSavedSearchesQuery, useSavedSearchesRemoveMutation, useSavedSearchesSaveMutation } from './api/saved-searches-api';

// Store wiring
export { rootReducer, type RootState, type LazyLoadedSlices } from './store/root-reducer';
export { authMiddleware } from './session/session-sync-middleware';

// Session
export {
  sessionSlice,
  sessionExpired,
  sessionRefused,
  selectSessionRefused,
  sessionExpiryHandled,
  selectAccessToken,
  selectRefreshToken,
  selectSessionClaims,
  selectSessionExpiredAt,
  type SessionState,
  type SessionRootState,
} from './session/session-slice';
export { useSession, type Session } from './session/use-session';
export { decodeAccessToken, isTokenCurrent, EXPIRY_SKEW_MS } from './session/access-token';
export { serverNow } from './session/server-clock';
export { refreshSession, type RefreshOutcome } from './session/refresh-session';
export { saveSession, endSession, refuseSession, expireSession } from './session/persist-session';
export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, readStoredTokens } from './session/token-storage';

// Routes and guards
export type { RemoteRoute, RouteHeadContext, RoutePrefetchContext } from './routes/remote-route';
export { GuardGate, type GuardGateProps } from './guards/guard-gate';
export { SessionExpiryRedirect } from './guards/session-expiry-redirect';
export { isBuyer, isSeller, isAdmin, canUseSellerArea, guardAdmitsRole } from './guards/roles';
export { loginPath, parseLoginQuery, pathAfterLogin, type LoginQuery, type LoginReason } from './guards/login-path';
export { routeForPathname, type NamedLocation } from './guards/current-route';

// Runtime remotes: load status written by the shell, read by remote-admin (RemoteStatus)
export * from './remotes';
