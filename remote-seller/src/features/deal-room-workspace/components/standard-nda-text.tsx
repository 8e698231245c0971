import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DEAL_ROOM_MESSAGES, NDA_TEXT_MAX_LENGTH, type StandardNdaText } from '@insolvency/shared-contracts/deal-room';
import { standardNdaTextRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { useSellerSaveStandardNdaTextMutation, useSellerStandardNdaTextQuery } from '../api/deal-room-workspace-api';

type StandardTextForm = z.input<typeof standardNdaTextRequestSchema>;

function StandardNdaTextForm({ current }: { current: StandardNdaText }) {
  const { token } = theme.useToken();
  const [save, { data: saved, error, isLoading }] = useSellerSaveStandardNdaTextMutation();
  const { control, handleSubmit, setError } = useForm<StandardTextForm, unknown, z.output<typeof standardNdaTextRequestSchema>>({
    resolver: zodResolver(standardNdaTextRequestSchema),
    defaultValues: { Text: current.text },
  });
  const submit = handleSubmit(async (body) => {
    const result = await save(body);
    if ('error' in result) applyServerFieldErrors(setError, result.error, ['Text']);
  });
  return (
    <form noValidate aria-label="Your standard NDA text" onSubmit={submit}>
      <TextAreaField
        control={control}
        name="Text"
        label="Your standard NDA text"
        required
        rows={8}
        softMaxLength={NDA_TEXT_MAX_LENGTH}
        help={`${current.isDefault ? "The marketplace's default text until you save your own. " : ''}Used on every post where you require an NDA without writing one for it; posts that already have an NDA keep theirs.`}
      />
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error) ?? 'The text could not be saved. Please try again.'} style={{ marginBottom: token.marginSM }} /> : null}
      {saved ? <Alert type="success" showIcon title={DEAL_ROOM_MESSAGES.standardTextSaved} style={{ marginBottom: token.marginSM }} /> : null}
      <Button htmlType="submit" loading={isLoading}>
        Save standard NDA text
      </Button>
    </form>
  );
}

/** The practitioner's standard NDA text (kept on their account), editable from the deal room of any of their posts. */
export function StandardNdaTextEditor() {
  const standard = useSellerStandardNdaTextQuery();
  if (standard.isLoading) return <LoadingState label="Loading your standard NDA text…" />;
  if (!standard.data) return <Alert type="error" showIcon title={apiErrorMessage(standard.error) ?? 'Your standard NDA text could not be loaded.'} />;
  return <StandardNdaTextForm current={standard.data} />;
}
