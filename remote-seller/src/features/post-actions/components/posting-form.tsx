import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { defaultPostingDates, isWireDate, londonToday, postingActionLabel, postingDateProblems } from '@insolvency/shared-contracts';
import { COMPANY_NAME_MAX_LENGTH, postingRequestSchema } from '@insolvency/shared-contracts/schemas';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { TextField } from '@insolvency/shared-ui/forms';
import { CheckboxField } from '@insolvency/shared-ui/choices';
import { DateField } from '@insolvency/shared-ui/pickers';
import { usePostSaveResult, type SaveResult } from '../../../components/post-frame';
import { PriceSummary } from './price-summary';

type PostingForm = z.input<typeof postingRequestSchema>;
type PostingBody = z.output<typeof postingRequestSchema>;
/** Sends the period; answers the server's reply and the post it is about. */
export type PostingSubmit = (body: PostingBody) => Promise<{ result: SaveResult; postId: number }>;

const FIELDS = ['StartDate', 'EndDate', 'useCustomCompanyName', 'Company'] as const;

/** The request's own schema plus the date rules that need today (spec §5, Post dates). */
export function postingFormSchema(today: string) {
  return postingRequestSchema.superRefine((value, context) => {
    if (!isWireDate(value.StartDate) || !isWireDate(value.EndDate)) return;
    for (const [field, message] of Object.entries(postingDateProblems(value.StartDate, value.EndDate, today))) {
      if (message) context.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/**
 * Dates of a new posting period (Post Draft, Repost) with the invoice's company name and the
 * price before confirming. Default today to 27 days later; the button reads Post Now when the
 * period starts today, Schedule otherwise, and stays disabled until both dates are set.
 */
export function PostingForm({ rate, submit, isSubmitting }: { rate: number; submit: PostingSubmit; isSubmitting: boolean }) {
  const { token } = theme.useToken();
  const today = useMemo(() => londonToday(), []);
  const schema = useMemo(() => postingFormSchema(today), [today]);
  const defaults = defaultPostingDates(today);
  const { control, handleSubmit, setError } = useForm<PostingForm, unknown, PostingBody>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { StartDate: defaults.startDate, EndDate: defaults.endDate, useCustomCompanyName: false, Company: '' },
  });
  const [startDate, endDate, customName] = useWatch({ control, name: ['StartDate', 'EndDate', 'useCustomCompanyName'] });
  const { serverError, clearServerError, handle } = usePostSaveResult<PostingForm>(setError, FIELDS);
  const bothDatesSet = Boolean(startDate) && Boolean(endDate);

  const onSubmit = handleSubmit(async (body) => {
    clearServerError();
    const { result, postId } = await submit(body);
    handle(result, postId);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Posting period">
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: token.marginLG }}>
        <DateField control={control} name="StartDate" id="posting-start" label="Start Date" earliest={today} />
        <DateField control={control} name="EndDate" id="posting-end" label="End Date" earliest={startDate && startDate > today ? startDate : today} />
      </div>
      <CheckboxField control={control} name="useCustomCompanyName" label="Show a different Company Name on the invoice" />
      {customName ? (
        <TextField control={control} name="Company" id="posting-company" label="Company Name on the invoice" required maxLength={COMPANY_NAME_MAX_LENGTH} autoComplete="organization" />
      ) : null}
      <PriceSummary startDate={startDate} endDate={endDate} rate={rate} />
      {serverError ? <Alert type="error" showIcon role="alert" title={serverError} style={{ marginBottom: token.margin }} /> : null}
      <Button type="primary" htmlType="submit" size="large" disabled={!bothDatesSet} loading={isSubmitting}>
        {postingActionLabel(startDate, today)}
      </Button>
    </form>
  );
}
