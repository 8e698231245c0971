import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { registerApiCompression } from '../http/api-compression';
import { AREA_ACCESS, accessHook, type ApiArea } from '../plugins/auth';
import { NOT_FOUND_MESSAGE } from '../plugins/error-handler';
import adminAuditRoutes from './admin/audit';
import adminBillingRoutes from './admin/billing';
import adminDashboardRoutes from './admin/dashboards';
import adminDealRoomAuditRoutes from './admin/deal-room-audit';
import adminPostRoutes from './admin/posts';
import adminSanctionsListRoutes from './admin/sanctions-list';
import adminReleaseRoutes from './admin/releases';
import adminSourceMapRoutes from './admin/source-maps';
import adminUserRoutes from './admin/users';
import accountRoutes from './allauth/account';
import accountDetailsRoutes from './allauth/account-details';
import myDataRoutes from './allauth/my-data';
import postRoutes from './allauth/post';
import notificationRoutes from './allauth/notifications';
import confirmEmailRoutes from './auth/confirm-email';
import loginRoutes from './auth/login';
import logoutRoutes from './auth/logout';
import refreshTokenRoutes from './auth/refresh-token';
import registerRoutes from './auth/register';
import validateEmailsRoutes from './auth/validate-emails';
import healthRoutes from './health';
import readyRoutes from './ready';
import labelRoutes from './label';
import buyerDealRoomRoutes from './buyer/deal-room';
import buyerDealRoomQuestionRoutes from './buyer/deal-room-questions';
import buyerOfferRoutes from './buyer/deal-room-offers';
import buyerInterestRoutes from './buyer/interest';
import buyerPackRoutes from './buyer/pack-documents';
import buyerPostsRoutes from './buyer/posts';
import buyerPreferenceRoutes from './buyer/preferences';
import buyerScreeningRoutes from './buyer/screening';
import buyerCddRoutes from './buyer/cdd';
import buyerSavedSearchRoutes from './buyer/saved-searches';
import buyerWatchlistRoutes from './buyer/watchlist';
import sellerAmendmentRoutes from './seller/amendments';
import sellerBillingRoutes from './seller/billing';
import sellerDealRoomRoutes from './seller/deal-room';
import sellerDealRoomQuestionRoutes from './seller/deal-room-questions';
import sellerOfferRoutes from './seller/deal-room-offers';
import sellerScreeningRoutes from './seller/screening';
import sellerCddRoutes from './seller/cdd';
import sellerDraftRoutes from './seller/drafts';
import sellerInterestRoutes from './seller/interest';
import sellerLifecycleRoutes from './seller/lifecycle';
import sellerNoticeRoutes from './seller/notices';
import sellerPackRoutes from './seller/pack-documents';
import sellerPostsRoutes from './seller/posts';
import sellerSip16Routes from './seller/sip16-evidence';
import captchaRoutes from './unauth/captcha';
import contactRoutes from './unauth/contact';
import homeRoutes from './unauth/home';
import passwordResetRoutes from './unauth/password-reset';
import postTeaserRoutes from './unauth/post-teaser';
import resendConfirmationRoutes from './unauth/resend-confirmation';
import searchRoutes from './unauth/search';
import unsubscribeRoutes from './unauth/unsubscribe';
import mailEventsRoutes from './webhooks/mail-events';
import type { ApiRoutes } from './types';

export type { ApiRoutes } from './types';
export type RouteGroup = ApiArea | 'root';

/** Calls directly under `/api` (no token needed): health, readiness, login, refresh, logout, registration. */
const rootRoutes: ApiRoutes[] = [healthRoutes, readyRoutes, loginRoutes, refreshTokenRoutes, logoutRoutes, mailEventsRoutes, registerRoutes, validateEmailsRoutes, confirmEmailRoutes];

/**
 * Route files per prefix: `/api/<area>/...`. Access is decided once per prefix by the hook
 * in `registerApiRoutes` (AREA_ACCESS); route files never check roles themselves.
 * Add a route file by importing it and listing it under its prefix.
 */
const areaRoutes: Record<ApiArea, ApiRoutes[]> = {
  unauth: [homeRoutes, searchRoutes, postTeaserRoutes, captchaRoutes, contactRoutes, passwordResetRoutes, resendConfirmationRoutes, unsubscribeRoutes],
  label: [labelRoutes],
  allauth: [accountDetailsRoutes, notificationRoutes, accountRoutes, myDataRoutes, postRoutes],
  buyer: [buyerPostsRoutes, buyerPreferenceRoutes, buyerSavedSearchRoutes, buyerInterestRoutes, buyerWatchlistRoutes, buyerDealRoomRoutes, buyerPackRoutes, buyerDealRoomQuestionRoutes, buyerOfferRoutes, buyerScreeningRoutes, buyerCddRoutes],
  seller: [sellerPostsRoutes, sellerDraftRoutes, sellerLifecycleRoutes, sellerAmendmentRoutes, sellerBillingRoutes, sellerNoticeRoutes, sellerSip16Routes, sellerInterestRoutes, sellerDealRoomRoutes, sellerPackRoutes, sellerDealRoomQuestionRoutes, sellerOfferRoutes, sellerScreeningRoutes, sellerCddRoutes],
  admin: [adminUserRoutes, adminPostRoutes, adminBillingRoutes, adminAuditRoutes, adminDealRoomAuditRoutes, adminDashboardRoutes, adminSourceMapRoutes, adminSanctionsListRoutes, adminReleaseRoutes],
};

export async function registerApiRoutes(
  app: FastifyInstance,
  extra: Partial<Record<RouteGroup, ApiRoutes[]>> = {},
): Promise<void> {
  await app.register(
    async (api) => {
      await registerApiCompression(api);
      for (const routes of [...rootRoutes, ...(extra.root ?? [])]) await api.register(routes);
      for (const area of Object.keys(AREA_ACCESS) as ApiArea[]) {
        await api.register(
          async (scope) => {
            scope.addHook('onRequest', accessHook(AREA_ACCESS[area]));
            for (const routes of [...areaRoutes[area], ...(extra[area] ?? [])]) await scope.register(routes);
          },
          { prefix: `/${area}` },
        );
      }
      // Unknown calls answer JSON 404 rather than falling through to the front end.
      api.all('/*', { schema: { hide: true } }, async () => {
        throw new AppError(404, NOT_FOUND_MESSAGE);
      });
    },
    { prefix: '/api' },
  );
}
