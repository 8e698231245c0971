import {
  assetPreferencesRequestSchema,
  categoryPreferencesRequestSchema,
  keywordPreferencesRequestSchema,
  locationSizePreferencesRequestSchema,
  mailPreferencesRequestSchema,
} from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import {
  getAssetPreferences,
  getCategoryPreferences,
  getKeywords,
  getLocationSizePreferences,
  saveAssetPreferences,
  saveCategoryPreferences,
  saveKeywords,
  saveLocationSizePreferences,
} from '../../services/interest/preferences';
import { getMailPreferences, saveMailPreferences } from '../../services/interest/mail-preferences';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';
import { assetPreferencesSchema, categoryPreferencesSchema, keywordPreferencesSchema, locationSizePreferencesSchema, mailPreferencesSchema } from '../shared/interest-schemas';

const tags = ['buyer'];
const saved = { 200: messageResponseSchema, 400: errorResponseSchema, ...guardedErrors } as const;

/** The preference tabs (spec §7, and the buyer's mail choices): each a read and a whole save answering the server's message. */
const buyerPreferenceRoutes: ApiRoutes = async (app) => {
  app.get(
    '/location-size-preferences',
    { schema: { summary: "The buyer's locations, employee bands and turnover bands", tags, response: { 200: locationSizePreferencesSchema, ...guardedErrors } } },
    async (request) => getLocationSizePreferences(app.ctx, currentUser(request)),
  );
  app.put(
    '/location-size-preferences',
    { schema: { summary: "Replace the buyer's locations, turnover and employee bands (none may be empty)", tags, body: locationSizePreferencesRequestSchema, response: saved } },
    async (request) => saveLocationSizePreferences(app.ctx, currentUser(request), request.body),
  );
  app.get(
    '/category-preferences',
    { schema: { summary: "The buyer's business categories", tags, response: { 200: categoryPreferencesSchema, ...guardedErrors } } },
    async (request) => getCategoryPreferences(app.ctx, currentUser(request)),
  );
  app.put(
    '/category-preferences',
    { schema: { summary: "Replace the buyer's business categories (empty: any)", tags, body: categoryPreferencesRequestSchema, response: saved } },
    async (request) => saveCategoryPreferences(app.ctx, currentUser(request), request.body),
  );
  app.get(
    '/keywords',
    { schema: { summary: "The buyer's keywords", tags, response: { 200: keywordPreferencesSchema, ...guardedErrors } } },
    async (request) => getKeywords(app.ctx, currentUser(request)),
  );
  app.put(
    '/keywords',
    { schema: { summary: "Replace the buyer's keywords (at most 1000 characters; empty: any)", tags, body: keywordPreferencesRequestSchema, response: saved } },
    async (request) => saveKeywords(app.ctx, currentUser(request), request.body),
  );
  app.get(
    '/asset-preferences',
    { schema: { summary: "The buyer's key assets", tags, response: { 200: assetPreferencesSchema, ...guardedErrors } } },
    async (request) => getAssetPreferences(app.ctx, currentUser(request)),
  );
  app.put(
    '/asset-preferences',
    { schema: { summary: "Replace the buyer's key assets (empty: any)", tags, body: assetPreferencesRequestSchema, response: saved } },
    async (request) => saveAssetPreferences(app.ctx, currentUser(request), request.body),
  );
  app.get(
    '/mail-preferences',
    { schema: { summary: 'Which mails the buyer receives: match alerts (each post or a daily digest) and watchlist reminders', tags, response: { 200: mailPreferencesSchema, ...guardedErrors } } },
    async (request) => getMailPreferences(app.ctx, currentUser(request).id),
  );
  app.put(
    '/mail-preferences',
    { schema: { summary: 'Replace which mails the buyer receives', tags, body: mailPreferencesRequestSchema, response: saved } },
    async (request) => saveMailPreferences(app.ctx, currentUser(request).id, request.body),
  );
};

export default buyerPreferenceRoutes;
