import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { NewPostLabelsResponse, Post } from '@insolvency/shared-contracts';
import { amendDetailRequestSchema } from '@insolvency/shared-contracts/schemas';
import { useNewPostLabelsQuery } from '@insolvency/shared-auth';
import { theme } from '@insolvency/shared-ui/base';
import { SelectField, TextField } from '@insolvency/shared-ui/forms';
import { CheckboxField, CheckboxListField } from '@insolvency/shared-ui/choices';
import { PostFrame, usePostSaveResult } from '../../../components/post-frame';
import { useSellerAmendDetailMutation } from '../api/post-edits-api';
import { EditFormFooter } from './edit-form-footer';
import { LabelsGate } from './labels-gate';

type DetailForm = z.input<typeof amendDetailRequestSchema>;
const FIELDS = Object.keys(amendDetailRequestSchema.shape) as (keyof DetailForm)[];

function currentDetail(post: Post): DetailForm {
  return {
    Reference: post.reference,
    ActivityHeading: post.activityHeading,
    Locations: post.locations.map((location) => location.locationId),
    BusinessStatusID: post.businessStatusID,
    TradingStatusID: post.tradingStatusID,
    TurnoverID: post.turnoverID,
    EmployeesID: post.employeeID,
    DisplayHome: post.displayHome,
  };
}

function AmendDetailForm({ post, labels }: { post: Post; labels: NewPostLabelsResponse }) {
  const { token } = theme.useToken();
  const [amend, { isLoading }] = useSellerAmendDetailMutation();
  const { control, handleSubmit, setError } = useForm<DetailForm, unknown, z.output<typeof amendDetailRequestSchema>>({
    resolver: zodResolver(amendDetailRequestSchema),
    defaultValues: currentDetail(post),
  });
  const { serverError, clearServerError, handle } = usePostSaveResult(setError, FIELDS);
  const submit = handleSubmit(async (body) => {
    clearServerError();
    handle(await amend({ id: post.businessId, body }), post.businessId);
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Post detail">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))', columnGap: token.marginLG }}>
        <TextField control={control} name="Reference" label="Reference" required maxLength={50} autoComplete="off" />
        <TextField control={control} name="ActivityHeading" label="Activity Heading" required maxLength={150} autoComplete="off" />
        <SelectField control={control} name="BusinessStatusID" label="Appointment Status" required numeric options={labels.appointmentStatusLabels.map((label) => ({ value: label.businessStatusId, label: label.description }))} />
        <SelectField control={control} name="TradingStatusID" label="Trading Status" required numeric options={labels.tradingStatusLabels.map((label) => ({ value: label.tradingStatusId, label: label.description }))} />
        <SelectField control={control} name="TurnoverID" label="Turnover" required numeric options={labels.turnoverLabels.map((label) => ({ value: label.turnoverId, label: label.description }))} />
        <SelectField control={control} name="EmployeesID" label="Employees" required numeric options={labels.employeeFields.map((label) => ({ value: label.employeesId, label: label.description }))} />
      </div>
      <CheckboxListField control={control} name="Locations" legend="Locations" required options={labels.locationLabels.map((label) => ({ id: label.locationId, label: label.description }))} />
      <CheckboxField control={control} name="DisplayHome" label="Display Publicly" />
      <EditFormFooter serverError={serverError} isSaving={isLoading} />
    </form>
  );
}

/** AmendDetail (`/post/:id/amend-detail`): reference, heading, locations, statuses, bands and Display Publicly. */
export function AmendDetail() {
  const labels = useNewPostLabelsQuery();
  return (
    <PostFrame action="amend" title="Amend Post Detail" maxWidth={960}>
      {(post) => <LabelsGate query={labels}>{(data) => <AmendDetailForm post={post} labels={data} />}</LabelsGate>}
    </PostFrame>
  );
}
