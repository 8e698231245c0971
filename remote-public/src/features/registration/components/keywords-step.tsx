import { useFormContext } from 'react-hook-form';
import { KEYWORDS_MAX_LENGTH } from '@insolvency/shared-contracts';
import type { BuyerRegistrationForm } from '@insolvency/shared-contracts/schemas';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { StepIntro } from './step-layout';

/** Buyer step 5 (optional): keywords, at most 1000 characters, with a counter. */
export function KeywordsStep() {
  const { control } = useFormContext<BuyerRegistrationForm>();
  return (
    <>
      <StepIntro>Optional: words to look for in a posting's heading, description or reference.</StepIntro>
      <TextAreaField control={control} name="Keywords" label="Keywords" hint="(optional)" rows={5} softMaxLength={KEYWORDS_MAX_LENGTH} />
    </>
  );
}
