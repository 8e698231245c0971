import type { AdminPostsPage, MessageResponse } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** Approval shows on the table, the post's detail page and the audit trail. */
const changed = (id: number) => [{ type: 'AdminPosts' as const, id }, { type: 'Post' as const, id }, 'AdminAudit' as const];

/** Administrate Posts (spec §7): the table and approval. */
const adminPostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/posts?page&pageSize */
    adminPosts: build.query<AdminPostsPage, { page: number; pageSize: number }>({
      query: (params) => ({ url: 'admin/posts', params }),
      providesTags: (result) => [{ type: 'AdminPosts', id: 'LIST' }, ...(result?.businessList ?? []).map((p) => ({ type: 'AdminPosts' as const, id: p.businessId }))],
    }),
    /** PATCH /api/admin/approve-post?id */
    adminApprovePost: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: 'admin/approve-post', method: 'PATCH', params: { id } }),
      invalidatesTags: (_result, error, id) => (error ? [] : changed(id)),
    }),
    /** PATCH /api/admin/unapprove-post?id */
    adminUnapprovePost: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: 'admin/unapprove-post', method: 'PATCH', params: { id } }),
      invalidatesTags: (_result, error, id) => (error ? [] : changed(id)),
    }),
  }),
});

export const { useAdminPostsQuery, useAdminApprovePostMutation, useAdminUnapprovePostMutation } = adminPostsApi;
