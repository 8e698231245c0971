import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { AssetLabel, Post } from '@insolvency/shared-contracts';
import { amendAssetsRequestSchema } from '@insolvency/shared-contracts/schemas';
import { useAssetLabelsQuery } from '@insolvency/shared-auth';
import { CheckboxListField } from '@insolvency/shared-ui/choices';
import { PostFrame, usePostSaveResult } from '../../../components/post-frame';
import { useSellerAmendAssetsMutation } from '../api/post-edits-api';
import { EditFormFooter } from './edit-form-footer';
import { LabelsGate } from './labels-gate';

type AssetsForm = z.input<typeof amendAssetsRequestSchema>;

function AmendAssetsForm({ post, assets }: { post: Post; assets: readonly AssetLabel[] }) {
  const [amend, { isLoading }] = useSellerAmendAssetsMutation();
  const { control, handleSubmit, setError } = useForm<AssetsForm, unknown, z.output<typeof amendAssetsRequestSchema>>({
    resolver: zodResolver(amendAssetsRequestSchema),
    defaultValues: { Assets: post.assets.map((asset) => asset.assetId) },
  });
  const { serverError, clearServerError, handle } = usePostSaveResult(setError, ['Assets']);
  const submit = handleSubmit(async (body) => {
    clearServerError();
    handle(await amend({ id: post.businessId, body }), post.businessId);
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Assets">
      <CheckboxListField control={control} name="Assets" legend="Assets" options={assets.map((asset) => ({ id: asset.assetId, label: asset.description }))} />
      <EditFormFooter serverError={serverError} isSaving={isLoading} />
    </form>
  );
}

/** AmendAssets (`/post/:id/amend-assets`): the kinds of assets for sale, in rows of three. */
export function AmendAssets() {
  const assets = useAssetLabelsQuery();
  return (
    <PostFrame action="amend" title="Amend Assets" maxWidth={960}>
      {(post) => <LabelsGate query={assets}>{(data) => <AmendAssetsForm post={post} assets={data.assetLabels} />}</LabelsGate>}
    </PostFrame>
  );
}
