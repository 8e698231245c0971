import {
  getAssetLabels,
  getContactUsLabels,
  getEmployeeLabels,
  getInterestedStatusLabels,
  getLocationLabels,
  getLocationSizeLabels,
  getNestedCategoryLabels,
  getNewPostLabels,
  getRegisterLabels,
  getTurnoverLabels,
} from '../../services/labels/label-service';
import { errorResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';
import {
  assetLabelsSchema,
  categoryLabelsSchema,
  contactUsLabelsSchema,
  employeeLabelsSchema,
  interestedStatusLabelsSchema,
  locationLabelsSchema,
  locationSizeLabelsSchema,
  newPostLabelsSchema,
  registerLabelsQuerySchema,
  registerLabelsSchema,
  turnoverLabelsSchema,
} from './schemas';

const tags = ['labels'];

/**
 * Labels are reference data seeded with a release (no call changes them): a browser may reuse
 * them for an hour instead of asking again on every screen that shows a picker or a post.
 */
export const LABELS_CACHE_CONTROL = 'public, max-age=3600';

/** GET /api/label/...: the label sets behind every picker (no token needed). */
const labelRoutes: ApiRoutes = async (app) => {
  // After the app's own onSend hook (which marks API answers no-store): only good answers are kept.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', LABELS_CACHE_CONTROL);
    return payload;
  });
  app.get('/employee', { schema: { summary: 'Employee band labels', tags, response: { 200: employeeLabelsSchema } } }, async () => getEmployeeLabels(app.ctx));
  app.get('/location', { schema: { summary: 'Location (region) labels', tags, response: { 200: locationLabelsSchema } } }, async () => getLocationLabels(app.ctx));
  app.get('/turnover', { schema: { summary: 'Turnover band labels', tags, response: { 200: turnoverLabelsSchema } } }, async () => getTurnoverLabels(app.ctx));
  app.get('/newpost', { schema: { summary: 'Labels of the new post form', tags, response: { 200: newPostLabelsSchema } } }, async () => getNewPostLabels(app.ctx));
  app.get('/contactus', { schema: { summary: 'Contact form topics', tags, response: { 200: contactUsLabelsSchema } } }, async () => getContactUsLabels(app.ctx));
  app.get('/assets', { schema: { summary: 'Key asset labels', tags, response: { 200: assetLabelsSchema } } }, async () => getAssetLabels(app.ctx));
  app.get('/nestedcategories', { schema: { summary: 'Business categories with their parent sectors', tags, response: { 200: categoryLabelsSchema } } }, async () =>
    getNestedCategoryLabels(app.ctx),
  );
  app.get('/location-size', { schema: { summary: 'Location and size labels of the buyer preferences', tags, response: { 200: locationSizeLabelsSchema } } }, async () =>
    getLocationSizeLabels(app.ctx),
  );
  app.get('/interestedstatus', { schema: { summary: 'Statuses of an expression of interest', tags, response: { 200: interestedStatusLabelsSchema } } }, async () =>
    getInterestedStatusLabels(app.ctx),
  );
  app.get(
    '/register',
    { schema: { summary: 'Labels of the registration forms', tags, querystring: registerLabelsQuerySchema, response: { 200: registerLabelsSchema, 400: errorResponseSchema } } },
    async (request) => getRegisterLabels(app.ctx, request.query.registerBuyer),
  );
};

export default labelRoutes;
