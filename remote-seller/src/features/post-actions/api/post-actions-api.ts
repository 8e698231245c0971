import type { MessageResponse } from '@insolvency/shared-contracts';
import type { extendPostRequestSchema, postingRequestSchema } from '@insolvency/shared-contracts/schemas';
import type { z } from 'zod';
import { api } from '@insolvency/shared-auth';

type PostingBody = z.output<typeof postingRequestSchema>;
type ExtendBody = z.output<typeof extendPostRequestSchema>;

/**
 * The lifecycle actions of one post (spec §7): each answers the server's text. A post moves
 * between the seller's lists and gains an invoice, so every action refreshes the post, the
 * lists, and the invoices and certificates.
 */
const changed = (id: number) => [{ type: 'Post' as const, id }, 'SellerPosts' as const, 'SellerInvoices' as const, 'SellerCertificates' as const];

const postActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/seller/post-draft?id {StartDate, EndDate, useCustomCompanyName, Company} */
    sellerPostDraft: build.mutation<MessageResponse, { id: number; body: PostingBody }>({
      query: ({ id, body }) => ({ url: 'seller/post-draft', method: 'POST', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** POST /api/seller/repost?id {StartDate, EndDate, useCustomCompanyName, Company} */
    sellerRepost: build.mutation<MessageResponse, { id: number; body: PostingBody }>({
      query: ({ id, body }) => ({ url: 'seller/repost', method: 'POST', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** PATCH /api/seller/extend-post?id {EndDate} */
    sellerExtendPost: build.mutation<MessageResponse, { id: number; body: ExtendBody }>({
      query: ({ id, body }) => ({ url: 'seller/extend-post', method: 'PATCH', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** PATCH /api/seller/withdraw-post?id */
    sellerWithdrawPost: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: 'seller/withdraw-post', method: 'PATCH', params: { id } }),
      invalidatesTags: (_result, _error, id) => changed(id),
    }),
  }),
});

export const { useSellerPostDraftMutation, useSellerRepostMutation, useSellerExtendPostMutation, useSellerWithdrawPostMutation } = postActionsApi;
