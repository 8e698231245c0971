import { z } from 'zod';
import { MY_DATA_PATH } from '@insolvency/shared-contracts';
import { currentUser } from '../../plugins/auth';
import { collectMyData } from '../../services/accounts/my-data';
import { guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

const myDataSchema = z
  .looseObject({
    generatedAt: z.string(),
    account: z.looseObject({}),
    emailAddresses: z.looseObject({}),
    address: z.looseObject({}).nullable(),
    logins: z.looseObject({}),
    buyerPreferences: z.looseObject({}).nullable(),
    posts: z.array(z.looseObject({})),
    expressionsOfInterest: z.array(z.looseObject({})),
    adminActions: z.array(z.looseObject({})),
    dealRoom: z
      .looseObject({
        ndaStandardText: z.looseObject({}).nullable(),
        ndaAcceptances: z.array(z.looseObject({})),
        access: z.array(z.looseObject({})),
        downloads: z.array(z.looseObject({})),
        questions: z.array(z.looseObject({})),
        offers: z.array(z.looseObject({})),
      })
      .describe("Deal rooms (issue 32): the buyer's NDA signatures, access decisions, downloads, questions and offers (every version); the seller's standard NDA text."),
  })
  .describe('Everything held about the caller; sent as an attachment named my-data-YYYY-MM-DD.json.');

/** GET /api/allauth/my-data: the caller's data as a JSON download (UK GDPR access; free). */
const myDataRoutes: ApiRoutes = async (app) => {
  app.get(`/${MY_DATA_PATH.replace(/^allauth\//, '')}`, { schema: { summary: 'Download everything held about the signed-in user', tags: ['account'], response: { 200: myDataSchema, ...guardedErrors } } }, async (request, reply) => {
    const { fileName, data } = await collectMyData(app.ctx, currentUser(request).id);
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    // Indented for a person opening the file; a string is sent as it is (the schema documents its shape).
    const body: unknown = JSON.stringify(data, null, 2);
    return reply.type('application/json; charset=utf-8').send(body as z.input<typeof myDataSchema>);
  });
};

export default myDataRoutes;
