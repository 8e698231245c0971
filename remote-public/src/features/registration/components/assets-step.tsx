import { useFormContext } from 'react-hook-form';
import type { AssetLabel } from '@insolvency/shared-contracts';
import type { BuyerRegistrationForm } from '@insolvency/shared-contracts/schemas';
import { CheckboxListField } from '@insolvency/shared-ui/choices';
import { StepIntro } from './step-layout';

/** Buyer step 6 (optional): the key assets the buyer looks for. */
export function AssetsStep({ assets }: { assets: readonly AssetLabel[] }) {
  const { control } = useFormContext<BuyerRegistrationForm>();
  return (
    <>
      <StepIntro>Optional: the kinds of assets you are looking for.</StepIntro>
      <CheckboxListField control={control} name="KeyAssets" legend="Assets" options={assets.map((asset) => ({ id: asset.assetId, label: asset.description }))} />
    </>
  );
}
