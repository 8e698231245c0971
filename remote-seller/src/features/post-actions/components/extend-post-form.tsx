import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { addDays, BLOCK_DAYS, extendDateProblems, isWireDate, londonToday, POST_DATE_MESSAGES, type Post } from '@insolvency/shared-contracts';
import { extendPostRequestSchema } from '@insolvency/shared-contracts/schemas';
import { DateText } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { DateField } from '@insolvency/shared-ui/pickers';
import { useSellerExtendPostMutation } from '../api/post-actions-api';
import { usePostSaveResult } from '../../../components/post-frame';

type ExtendForm = z.input<typeof extendPostRequestSchema>;
type ExtendBody = z.output<typeof extendPostRequestSchema>;

/** The request's own schema plus the rules that need the period's start and today (spec §5, Modify end date). */
export function extendFormSchema(periodStart: string, today: string) {
  return extendPostRequestSchema.superRefine((value, context) => {
    if (!isWireDate(value.EndDate)) return;
    const { EndDate } = extendDateProblems(periodStart, value.EndDate, today);
    if (EndDate) context.addIssue({ code: 'custom', path: ['EndDate'], message: EndDate });
  });
}

/** A new end date for a live or scheduled post: not before its start (nor today), within 28 days of the start. */
export function ExtendPostForm({ post }: { post: Post }) {
  const { token } = theme.useToken();
  const today = useMemo(() => londonToday(), []);
  // A live or scheduled post always has a period; its first element is the current one.
  const periodStart = post.activeStartDate[0];
  const schema = useMemo(() => extendFormSchema(periodStart, today), [periodStart, today]);
  const [extend, { isLoading }] = useSellerExtendPostMutation();
  const { control, handleSubmit, setError } = useForm<ExtendForm, unknown, ExtendBody>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { EndDate: post.activeEndDate[0] ?? '' },
  });
  const endDate = useWatch({ control, name: 'EndDate' });
  const { serverError, clearServerError, handle } = usePostSaveResult<ExtendForm>(setError, ['EndDate']);

  const onSubmit = handleSubmit(async (body) => {
    clearServerError();
    handle(await extend({ id: post.businessId, body }), post.businessId);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Modify End Date">
      <p>
        Start Date: <DateText value={periodStart} />
      </p>
      <DateField
        control={control}
        name="EndDate"
        id="extend-end"
        label="End Date"
        earliest={periodStart > today ? periodStart : today}
        latest={addDays(periodStart, BLOCK_DAYS - 1)}
        help={POST_DATE_MESSAGES.endBeyondFirstBlock}
      />
      {serverError ? <Alert type="error" showIcon role="alert" title={serverError} style={{ marginBottom: token.margin }} /> : null}
      <Button type="primary" htmlType="submit" size="large" disabled={!endDate} loading={isLoading}>
        Save End Date
      </Button>
    </form>
  );
}
