import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { pathFor, ROUTE_PATHS, type CategoryLabel, type NewPostLabelsResponse, type AssetLabel } from '@insolvency/shared-contracts';
import { draftRequestSchema, type DealRoomSettingsRequest, type DraftRequest } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, useAssetLabelsQuery, useCategoryLabelsQuery, useNewPostLabelsQuery } from '@insolvency/shared-auth';
import { ErrorState, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, SelectField, TextField } from '@insolvency/shared-ui/forms';
import { CheckboxField, CheckboxListField } from '@insolvency/shared-ui/choices';
import { AdditionalCategoriesField, PrimaryCategoryField } from '../../../components/categories';
import { DealRoomGroup, useDealRoomGroup, useSaveNewPostDealRoom } from '../../../components/deal-room-settings';
import { RichTextField, useDescriptionCheck } from '../../../components/description';
import { useSellerCreateDraftMutation, type PostWithoutDraftState } from '../../../api/draft-api';
import { DraftOffer } from './draft-offer';

export const SAVE_DRAFT_FALLBACK = 'The draft could not be saved. Please check your connection and try again.';

const DRAFT_FIELDS = Object.keys(draftRequestSchema.shape) as (keyof DraftRequest)[];

const EMPTY_POST: Partial<DraftRequest> = {
  Reference: '',
  ActivityHeading: '',
  Location: [],
  Assets: [],
  AdditionalCategories: [],
  Description: '',
  DisplayHome: true,
};

interface NewPostFormProps {
  labels: NewPostLabelsResponse;
  categories: readonly CategoryLabel[];
  assets: readonly AssetLabel[];
}

function NewPostForm({ labels, categories, assets }: NewPostFormProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [createDraft, { isLoading: isSaving }] = useSellerCreateDraftMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const descriptionCheck = useDescriptionCheck();
  const dealRoom = useDealRoomGroup();
  const { saveNew: saveDealRoom, isSaving: isSavingDealRoom } = useSaveNewPostDealRoom();
  const { control, handleSubmit, setError, setValue, getValues } = useForm<DraftRequest>({
    resolver: zodResolver(draftRequestSchema),
    defaultValues: EMPTY_POST,
  });
  const primaryCategory = useWatch({ control, name: 'PrimaryCategory' });

  // Both forms are checked, so every message shows at once; the post goes on only when both are right.
  const withDealRoom = (next: (post: DraftRequest, dealRoomSettings: DealRoomSettingsRequest) => Promise<void>) => async () => {
    const dealRoomSettings = await dealRoom.checked();
    await handleSubmit(async (post) => {
      if (dealRoomSettings) await next(post, dealRoomSettings);
    })();
  };

  const saveDraft = withDealRoom((post, dealRoomSettings) =>
    descriptionCheck.saveChecked(post.Description, async (Description) => {
      setValue('Description', Description);
      setFailure(null);
      const result = await createDraft({ ...post, Description });
      if (result.error) {
        applyServerFieldErrors(setError, result.error, DRAFT_FIELDS);
        setFailure(apiErrorMessage(result.error) ?? SAVE_DRAFT_FALLBACK);
        return;
      }
      // The draft exists now: a failure of its deal-room settings is told on the way to it.
      await saveDealRoom(result.data.businessId, dealRoomSettings);
      void navigate(pathFor('PostDetail', result.data.businessId));
    }),
  );

  const postNow = withDealRoom((post, dealRoomSettings) =>
    descriptionCheck.saveChecked(post.Description, async (Description) => {
      setValue('Description', Description);
      const state: PostWithoutDraftState = { draft: { ...post, Description }, dealRoom: dealRoomSettings };
      void navigate(ROUTE_PATHS.PostWithoutDraft, { state });
    }),
  );

  const busy = isSaving || isSavingDealRoom || descriptionCheck.isChecking;
  return (
    <form
      noValidate
      aria-label="New post"
      onSubmit={(event) => {
        event.preventDefault();
        void saveDraft();
      }}
    >
      <DraftOffer />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', columnGap: token.marginLG }}>
        <TextField control={control} name="Reference" label="Reference" required maxLength={50} autoComplete="off" />
        <TextField control={control} name="ActivityHeading" label="Activity Heading" required maxLength={150} autoComplete="off" />
        <SelectField control={control} name="BusinessStatusId" label="Appointment Status" required numeric options={labels.appointmentStatusLabels.map((label) => ({ value: label.businessStatusId, label: label.description }))} />
        <SelectField control={control} name="TradingStatusId" label="Trading Status" required numeric options={labels.tradingStatusLabels.map((label) => ({ value: label.tradingStatusId, label: label.description }))} />
        <SelectField control={control} name="TurnoverId" label="Turnover" required numeric options={labels.turnoverLabels.map((label) => ({ value: label.turnoverId, label: label.description }))} />
        <SelectField control={control} name="EmployeesId" label="Employees" required numeric options={labels.employeeFields.map((label) => ({ value: label.employeesId, label: label.description }))} />
      </div>
      <CheckboxListField control={control} name="Location" legend="Locations" required options={labels.locationLabels.map((label) => ({ id: label.locationId, label: label.description }))} />
      <PrimaryCategoryField
        control={control}
        name="PrimaryCategory"
        categories={categories}
        onChosen={(chosen) => setValue('AdditionalCategories', (getValues('AdditionalCategories') ?? []).filter((id) => id !== chosen))}
      />
      <AdditionalCategoriesField control={control} name="AdditionalCategories" categories={categories} primaryCategory={primaryCategory} />
      <CheckboxListField control={control} name="Assets" legend="Assets" options={assets.map((asset) => ({ id: asset.assetId, label: asset.description }))} />
      <RichTextField control={control} name="Description" id="new-post-description" label="Description" required />
      <CheckboxField control={control} name="DisplayHome" label="Display Publicly" hint="Shown to visitors on the home page (heading, reference and locations only)." />
      <DealRoomGroup form={dealRoom.form} />
      {failure || descriptionCheck.failure ? <Alert type="error" showIcon role="alert" style={{ marginBottom: token.margin }} title={failure ?? descriptionCheck.failure} /> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM }}>
        <Button htmlType="submit" size="large" loading={busy}>
          Save Draft
        </Button>
        <Button type="primary" size="large" disabled={busy} onClick={() => void postNow()}>
          Post now
        </Button>
      </div>
      {descriptionCheck.dialog}
    </form>
  );
}

/** AddPost (`/user/add-post`, spec §2, §5): the new post form; Save Draft goes to the post, Post now to the posting step. */
export function AddPostScreen() {
  const labels = useNewPostLabelsQuery();
  const categories = useCategoryLabelsQuery();
  const assets = useAssetLabelsQuery();
  const queries = [labels, categories, assets];
  let content;
  if (queries.some((query) => query.isLoading)) content = <LoadingState label="Loading the form…" />;
  else if (!labels.data || !categories.data || !assets.data) {
    const error = queries.find((query) => query.error)?.error;
    content = (
      <ErrorState
        title="The form could not be loaded"
        message={apiErrorMessage(error) ?? 'Please check your connection and try again.'}
        onRetry={() => queries.forEach((query) => (query.isError ? void query.refetch() : undefined))}
      />
    );
  } else {
    content = <NewPostForm labels={labels.data} categories={categories.data.categoryLabels} assets={assets.data.assetLabels} />;
  }
  return (
    <div style={{ maxWidth: 960 }}>
      <PageHeader title="Add Post" subtitle="Advertise a business or distressed assets. Save it as a draft, or post it now." />
      {content}
    </div>
  );
}

export default AddPostScreen;
