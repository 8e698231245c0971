import type { FastifyInstance } from 'fastify';
import type { PostTeaserAnswer, RouteName } from '@insolvency/shared-contracts';
import { postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { postOpensToSignedInUsers } from '../../services/posts/post-detail';
import { inProcessApiCall } from './in-process-api';

/*
 * A page's HTTP status, where it depends on its data or route, known without the user's token
 * (a page's own request carries none): rendered or not, the page answers it, and a 404 is the
 * same page of the app, which boots and shows what it shows at that address.
 */
const PAGE_STATUS: Partial<Record<RouteName, (app: FastifyInstance, params: Record<string, string>) => Promise<number>>> = {
  /** A teaser's post For Sale (200), no longer for sale (410) or without a teaser (404, telling nothing of a hidden post). */
  PostTeaser: async (app, params) => {
    const answer = await inProcessApiCall(app)(`/api/unauth/post-teaser?id=${encodeURIComponent(params.id ?? '')}`);
    if (answer.status !== 200) return 404;
    return (answer.body as PostTeaserAnswer).forSale ? 200 : 410;
  },
  /** A post a signed-in user may open (200); a bad or unknown id, a draft and a scheduled post alike 404. */
  PostDetail: async (app, params) => {
    const id = postIdQuerySchema.safeParse({ id: params.id });
    return id.success && (await postOpensToSignedInUsers(app.ctx, id.data.id)) ? 200 : 404;
  },
  /** The app's Not Found screen at its own address. */
  NotFound: async () => 404,
};

/** The status the page of `routeName` answers with `params` (its path's `:id`). */
export async function pageStatus(app: FastifyInstance, routeName: RouteName, params: Record<string, string>): Promise<number> {
  return (await PAGE_STATUS[routeName]?.(app, params)) ?? 200;
}
