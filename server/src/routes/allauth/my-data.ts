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
    savedSearches: z.array(z.looseObject({})).describe("The buyer's saved searches: words, filters, delivery, when saved and the posts each found"),
    dailyDigest: z.array(z.looseObject({})).describe("The posts put in the buyer's daily e-mail of new matches, why and when sent"),
    watchlist: z.array(z.looseObject({})).describe("The posts on the buyer's watchlist, when added and when reminded"),
    posts: z.array(z.looseObject({})),
    expressionsOfInterest: z.array(z.looseObject({})),
    postsViewed: z.array(z.looseObject({})).describe('The posts the user opened, one entry per post and London day'),
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
    customerDueDiligence: z
      .array(z.looseObject({}))
      .describe("The buyer's customer due diligence per sale (issue 56): their source of funds, political exposure, beneficial owners as confirmed, how their identity was verified and the source-of-funds evidence seen; kept five years after the sale"),
    postEmailSends: z
      .array(z.object({ postReference: z.string(), postHeading: z.string(), recipientCount: z.number(), sentAt: z.string().nullable() }))
      .describe("The seller's E-mail Post sends: which post, to how many addresses (the addresses are never kept) and when"),
    notifications: z.array(z.object({ text: z.string(), at: z.string().nullable() })).describe('The notification-area messages addressed to the user alone (site-wide ones are about no one)'),
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
