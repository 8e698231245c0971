import {
  adminDisableQuerySchema,
  adminFlagQuerySchema,
  adminPriceRateQuerySchema,
  adminPriceRateRequestSchema,
  adminUserIdQuerySchema,
  adminUsersQuerySchema,
} from '@insolvency/shared-contracts/schemas';
import type { AdminUserSort } from '@insolvency/shared-contracts';
import { currentUser } from '../../plugins/auth';
import {
  clearEmailDisableInfo,
  confirmUserEmail,
  disableUser,
  flagUser,
  getAdminUser,
  listAdminUsers,
  setUserPriceRate,
  unlockUser,
} from '../../services/admin/users';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';
import { adminUserDetailSchema, adminUsersPageSchema } from './admin-schemas';

const tags = ['admin'];
const refusals = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;
const action = { 200: messageResponseSchema, ...refusals } as const;

/** Admin calls on users (spec §7): the table, one user, and the account actions, each audited. */
const adminUserRoutes: ApiRoutes = async (app) => {
  app.get(
    '/users',
    { schema: { summary: 'One page of users (sellers only by default), last login first', tags, querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema, 400: errorResponseSchema, ...guardedErrors } } },
    async (request) => listAdminUsers(app.ctx, { ...request.query, sort: request.query.sort as AdminUserSort }),
  );
  app.get(
    '/user',
    { schema: { summary: "One user's account, address, and a buyer's criteria and interest or a seller's posts", tags, querystring: adminUserIdQuerySchema, response: { 200: adminUserDetailSchema, ...refusals } } },
    async (request) => getAdminUser(app.ctx, request.query.id),
  );
  app.post(
    '/disable',
    {
      schema: {
        summary: 'Disable a user for a number of days; their sessions end at once. Never the caller, nor the last active admin (409)',
        tags,
        querystring: adminDisableQuerySchema,
        response: { ...action, 409: errorResponseSchema },
      },
    },
    async (request) => disableUser(app.ctx, currentUser(request), request.query.id, request.query.days),
  );
  app.post(
    '/unlock',
    { schema: { summary: 'Unlock a disabled user', tags, querystring: adminUserIdQuerySchema, response: action } },
    async (request) => unlockUser(app.ctx, currentUser(request), request.query.id),
  );
  app.post(
    '/confirmEmail',
    { schema: { summary: "Confirm a user's e-mail address", tags, querystring: adminUserIdQuerySchema, response: action } },
    async (request) => confirmUserEmail(app.ctx, currentUser(request), request.query.id),
  );
  app.post(
    '/flagUser',
    { schema: { summary: 'Flag or unflag a user', tags, querystring: adminFlagQuerySchema, response: action } },
    async (request) => flagUser(app.ctx, currentUser(request), request.query.id, request.query.flag),
  );
  app.post(
    '/clearEmail1DisableInfo',
    { schema: { summary: "Clear why and when a user's e-mail 1 was disabled", tags, querystring: adminUserIdQuerySchema, response: action } },
    async (request) => clearEmailDisableInfo(app.ctx, currentUser(request), request.query.id, 1),
  );
  app.post(
    '/clearEmail2DisableInfo',
    { schema: { summary: "Clear why and when a user's e-mail 2 was disabled", tags, querystring: adminUserIdQuerySchema, response: action } },
    async (request) => clearEmailDisableInfo(app.ctx, currentUser(request), request.query.id, 2),
  );
  app.put(
    '/user-pricerate',
    {
      schema: {
        summary: "Set a seller's custom price rate, or null for the standard rate",
        tags,
        querystring: adminPriceRateQuerySchema,
        body: adminPriceRateRequestSchema,
        response: action,
      },
    },
    async (request) => setUserPriceRate(app.ctx, currentUser(request), request.query.userId, request.body.PriceRate),
  );
};

export default adminUserRoutes;
