import { parseId, type PostTeaserAnswer } from '@insolvency/shared-contracts';
import { api, type RoutePrefetchContext } from '@insolvency/shared-auth';

/** The teaser page's call (anonymous). */
export const postTeaserApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/unauth/post-teaser?id=: a post's public fields and whether it is still For Sale. */
    publicPostTeaser: build.query<PostTeaserAnswer, number>({
      query: (id) => ({ url: 'unauth/post-teaser', params: { id } }),
    }),
  }),
});

export const { usePublicPostTeaserQuery } = postTeaserApi;

/** `RemoteRoute.prefetch` of PostTeaser: the post of the address's id. */
export function prefetchPostTeaser({ dispatch, params }: RoutePrefetchContext): void {
  const id = parseId(params.id);
  if (id !== null) dispatch(postTeaserApi.util.prefetch('publicPostTeaser', id, {}));
}
