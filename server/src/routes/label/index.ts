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

/** GET /api/label/...: the label sets behind every picker (no token needed). */
const labelRoutes: ApiRoutes = async (app) => {
  app.get('/employee', { schema: { tags, response: { 200: employeeLabelsSchema } } }, async () => getEmployeeLabels(app.ctx));
  app.get('/location', { schema: { tags, response: { 200: locationLabelsSchema } } }, async () => getLocationLabels(app.ctx));
  app.get('/turnover', { schema: { tags, response: { 200: turnoverLabelsSchema } } }, async () => getTurnoverLabels(app.ctx));
  app.get('/newpost', { schema: { tags, response: { 200: newPostLabelsSchema } } }, async () => getNewPostLabels(app.ctx));
  app.get('/contactus', { schema: { tags, response: { 200: contactUsLabelsSchema } } }, async () => getContactUsLabels(app.ctx));
  app.get('/assets', { schema: { tags, response: { 200: assetLabelsSchema } } }, async () => getAssetLabels(app.ctx));
  app.get('/nestedcategories', { schema: { tags, response: { 200: categoryLabelsSchema } } }, async () =>
    getNestedCategoryLabels(app.ctx),
  );
  app.get('/location-size', { schema: { tags, response: { 200: locationSizeLabelsSchema } } }, async () =>
    getLocationSizeLabels(app.ctx),
  );
  app.get('/interestedstatus', { schema: { tags, response: { 200: interestedStatusLabelsSchema } } }, async () =>
    getInterestedStatusLabels(app.ctx),
  );
  app.get(
    '/register',
    { schema: { tags, querystring: registerLabelsQuerySchema, response: { 200: registerLabelsSchema, 400: errorResponseSchema } } },
    async (request) => getRegisterLabels(app.ctx, request.query.registerBuyer),
  );
};

export default labelRoutes;
