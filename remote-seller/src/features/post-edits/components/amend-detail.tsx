import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { NewPostLabelsResponse, Post } from '@insolvency/shared-contracts';
import type { SellerDealRoom } from '@insolvency/shared-contracts/deal-room';
import { amendDetailRequestSchema } from '@insolvency/shared-contracts/schemas';
import { useNewPostLabelsQuery } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { SelectField, TextField } from '@insolvency/shared-ui/forms';
import { CheckboxField, CheckboxListField } from '@insolvency/shared-ui/choices';
import { useSellerDealRoomQuery } from '../../../api/deal-room-settings-api';
import { DEAL_ROOM_GROUP_TEXTS, DealRoomGroup, useDealRoomGroup, useSaveDealRoomGroup } from '../../../components/deal-room-settings';
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

function AmendDetailForm({ post, labels, room }: { post: Post; labels: NewPostLabelsResponse; room: SellerDealRoom | null }) {
  const { token } = theme.useToken();
  const [amend, { isLoading }] = useSellerAmendDetailMutation();
  const { control, handleSubmit, setError } = useForm<DetailForm, unknown, z.output<typeof amendDetailRequestSchema>>({
    resolver: zodResolver(amendDetailRequestSchema),
    defaultValues: currentDetail(post),
  });
  const { serverError, clearServerError, handle } = usePostSaveResult(setError, FIELDS);
  const dealRoom = useDealRoomGroup(room ?? undefined);
  const { save: saveDealRoom, isSaving: isSavingDealRoom } = useSaveDealRoomGroup();
  const [dealRoomFailure, setDealRoomFailure] = useState<string | null>(null);
  // Both forms are checked, so every message shows at once; then the detail, then the deal room if it changed.
  const submit = async () => {
    const dealRoomSettings = room ? await dealRoom.checked() : null;
    await handleSubmit(async (body) => {
      if (room && !dealRoomSettings) return;
      clearServerError();
      setDealRoomFailure(null);
      const result = await amend({ id: post.businessId, body });
      if (!result.error && dealRoomSettings && dealRoom.changes(dealRoomSettings)) {
        const failure = await saveDealRoom(post.businessId, dealRoomSettings, dealRoom.form);
        if (failure) {
          // The detail is saved: the screen stays so that Save Changes tries the settings again.
          setDealRoomFailure(DEAL_ROOM_GROUP_TEXTS.editNotSaved(failure));
          return;
        }
      }
      handle(result, post.businessId);
    })();
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-label="Post detail"
    >
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
      {room ? <DealRoomGroup form={dealRoom.form} room={room} /> : null}
      {dealRoomFailure ? <Alert type="error" showIcon role="alert" title={dealRoomFailure} style={{ marginBottom: token.margin }} /> : null}
      <EditFormFooter serverError={serverError} isSaving={isLoading || isSavingDealRoom} />
    </form>
  );
}

/** The detail form once the post's deal-room settings are known (its owner changes them here; Admin and a failed load: the detail alone). */
function AmendDetailWithDealRoom({ post, labels }: { post: Post; labels: NewPostLabelsResponse }) {
  const { token } = theme.useToken();
  const room = useSellerDealRoomQuery(post.businessId);
  if (room.isLoading) return <LoadingState label="Loading the deal room…" />;
  return (
    <>
      {room.isError ? <Alert type="warning" showIcon title={DEAL_ROOM_GROUP_TEXTS.loadFailed} style={{ marginBottom: token.margin }} /> : null}
      <AmendDetailForm post={post} labels={labels} room={room.data?.canEdit ? room.data : null} />
    </>
  );
}

/** AmendDetail (`/post/:id/amend-detail`): reference, heading, locations, statuses, bands and Display Publicly; and the post's deal room (issue 32). */
export function AmendDetail() {
  const labels = useNewPostLabelsQuery();
  return (
    <PostFrame action="amend" title="Amend Post Detail" maxWidth={960}>
      {(post) => <LabelsGate query={labels}>{(data) => <AmendDetailWithDealRoom post={post} labels={data} />}</LabelsGate>}
    </PostFrame>
  );
}
