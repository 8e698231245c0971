import { useFormContext } from 'react-hook-form';
import type { CategoryLabel } from '@insolvency/shared-contracts';
import type { BuyerRegistrationForm } from '@insolvency/shared-contracts/schemas';
import { CategoryTreeField } from '@insolvency/shared-ui/choices';
import { StepIntro } from './step-layout';

/**
 * Buyer step 4 (optional): business categories, chosen as in the category preferences
 * (a parent sector covers its children; two columns, one on a phone).
 */
export function CategoriesStep({ categories }: { categories: readonly CategoryLabel[] }) {
  const { control } = useFormContext<BuyerRegistrationForm>();
  return (
    <>
      <StepIntro>Optional: narrow your postings to the sectors you are interested in. Leave all clear for every sector.</StepIntro>
      <CategoryTreeField control={control} name="Categories" legend="Business Categories" categories={categories} />
    </>
  );
}
