import type { AssetLabel } from '@insolvency/shared-contracts';
import { CheckboxListField } from './fields';
import { StepIntro } from './step-layout';

/** Buyer step 6 (optional): the key assets the buyer looks for. */
export function AssetsStep({ assets }: { assets: readonly AssetLabel[] }) {
  return (
    <>
      <StepIntro>Optional: the kinds of assets you are looking for.</StepIntro>
      <CheckboxListField
        name="assets"
        legend="Assets"
        options={assets.map((asset) => ({ id: asset.assetId, label: asset.description }))}
      />
    </>
  );
}
