import type { Post } from '@insolvency/shared-contracts';
import { api } from './base-api';

/**
 * GET /api/allauth/post?id: one post, read by remote-public (the detail page) and by
 * remote-seller (the owner panel and the posting screens), so defined once here. Tagged
 * `Post` by id: an action on the post (post, extend, withdraw, repost) invalidates it.
 */
export const postApi = api.injectEndpoints({
  endpoints: (build) => ({
    post: build.query<Post, number>({
      query: (id) => ({ url: 'allauth/post', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Post', id }],
    }),
  }),
});

export const { usePostQuery } = postApi;
