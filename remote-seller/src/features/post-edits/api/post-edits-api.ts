import type { MessageResponse } from '@insolvency/shared-contracts';
import type {
  amendAdditionalCategoriesRequestSchema,
  amendAssetsRequestSchema,
  amendDescriptionRequestSchema,
  amendDetailRequestSchema,
  amendPrimaryCategoryRequestSchema,
} from '@insolvency/shared-contracts/schemas';
import type { z } from 'zod';
import { api } from '@insolvency/shared-auth';

type Edit<S extends z.ZodType> = { id: number; body: z.output<S> };

/** A change to the post shows on its detail page and on the cards of the seller's lists. */
const changed = (id: number) => [{ type: 'Post' as const, id }, 'SellerPosts' as const];

/** The edit screens' calls (spec §7): each changes one part of the caller's post and answers the server's text. */
const postEditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/seller/post-detail?id: the amend detail payload. */
    sellerAmendDetail: build.mutation<MessageResponse, Edit<typeof amendDetailRequestSchema>>({
      query: ({ id, body }) => ({ url: 'seller/post-detail', method: 'PATCH', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** PATCH /api/seller/post-description?id {Description} */
    sellerAmendDescription: build.mutation<MessageResponse, Edit<typeof amendDescriptionRequestSchema>>({
      query: ({ id, body }) => ({ url: 'seller/post-description', method: 'PATCH', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** PATCH /api/seller/post-category?id {PrimaryCategory} */
    sellerAmendPrimaryCategory: build.mutation<MessageResponse, Edit<typeof amendPrimaryCategoryRequestSchema>>({
      query: ({ id, body }) => ({ url: 'seller/post-category', method: 'PATCH', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** PATCH /api/seller/post-additional-categories?id {Categories} */
    sellerAmendAdditionalCategories: build.mutation<MessageResponse, Edit<typeof amendAdditionalCategoriesRequestSchema>>({
      query: ({ id, body }) => ({ url: 'seller/post-additional-categories', method: 'PATCH', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** PATCH /api/seller/post-assets?id {Assets} */
    sellerAmendAssets: build.mutation<MessageResponse, Edit<typeof amendAssetsRequestSchema>>({
      query: ({ id, body }) => ({ url: 'seller/post-assets', method: 'PATCH', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
  }),
});

export const {
  useSellerAmendDetailMutation,
  useSellerAmendDescriptionMutation,
  useSellerAmendPrimaryCategoryMutation,
  useSellerAmendAdditionalCategoriesMutation,
  useSellerAmendAssetsMutation,
} = postEditsApi;
