import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { CategoryLabel, Post } from '@insolvency/shared-contracts';
import { amendAdditionalCategoriesRequestSchema, amendPrimaryCategoryRequestSchema } from '@insolvency/shared-contracts/schemas';
import { useCategoryLabelsQuery } from '@insolvency/shared-auth';
import { AdditionalCategoriesField, PrimaryCategoryField } from '../../../components/categories';
import { PostFrame, usePostSaveResult } from '../../../components/post-frame';
import { useSellerAmendAdditionalCategoriesMutation, useSellerAmendPrimaryCategoryMutation } from '../api/post-edits-api';
import { EditFormFooter } from './edit-form-footer';
import { LabelsGate } from './labels-gate';

type PrimaryForm = z.input<typeof amendPrimaryCategoryRequestSchema>;
type AdditionalForm = z.input<typeof amendAdditionalCategoriesRequestSchema>;

const primaryOf = (post: Post) => post.primaryCategory[0]?.categoryId;

function PrimaryCategoryForm({ post, categories }: { post: Post; categories: readonly CategoryLabel[] }) {
  const [amend, { isLoading }] = useSellerAmendPrimaryCategoryMutation();
  const { control, handleSubmit, setError } = useForm<PrimaryForm>({
    resolver: zodResolver(amendPrimaryCategoryRequestSchema),
    defaultValues: { PrimaryCategory: primaryOf(post) },
  });
  const { serverError, clearServerError, handle } = usePostSaveResult(setError, ['PrimaryCategory']);
  const submit = handleSubmit(async (body) => {
    clearServerError();
    handle(await amend({ id: post.businessId, body }), post.businessId);
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Primary category">
      <PrimaryCategoryField control={control} name="PrimaryCategory" categories={categories} />
      <EditFormFooter serverError={serverError} isSaving={isLoading} />
    </form>
  );
}

function AdditionalCategoriesForm({ post, categories }: { post: Post; categories: readonly CategoryLabel[] }) {
  const [amend, { isLoading }] = useSellerAmendAdditionalCategoriesMutation();
  const { control, handleSubmit, setError } = useForm<AdditionalForm, unknown, z.output<typeof amendAdditionalCategoriesRequestSchema>>({
    resolver: zodResolver(amendAdditionalCategoriesRequestSchema),
    defaultValues: { Categories: post.categories.map((category) => category.categoryId) },
  });
  const { serverError, clearServerError, handle } = usePostSaveResult(setError, ['Categories']);
  const submit = handleSubmit(async (body) => {
    clearServerError();
    handle(await amend({ id: post.businessId, body }), post.businessId);
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Additional categories">
      <AdditionalCategoriesField control={control} name="Categories" categories={categories} primaryCategory={primaryOf(post) ?? null} />
      <EditFormFooter serverError={serverError} isSaving={isLoading} />
    </form>
  );
}

/** AmendPrimaryCategory (`/post/:id/amend-primary-category`). */
export function AmendPrimaryCategory() {
  const categories = useCategoryLabelsQuery();
  return (
    <PostFrame action="amend" title="Amend Primary Category">
      {(post) => <LabelsGate query={categories}>{(data) => <PrimaryCategoryForm post={post} categories={data.categoryLabels} />}</LabelsGate>}
    </PostFrame>
  );
}

/** AmendAdditionalCategories (`/post/:id/amend-additional-categories`): the primary category is not offered. */
export function AmendAdditionalCategories() {
  const categories = useCategoryLabelsQuery();
  return (
    <PostFrame action="amend" title="Amend Additional Categories" maxWidth={960}>
      {(post) => <LabelsGate query={categories}>{(data) => <AdditionalCategoriesForm post={post} categories={data.categoryLabels} />}</LabelsGate>}
    </PostFrame>
  );
}
