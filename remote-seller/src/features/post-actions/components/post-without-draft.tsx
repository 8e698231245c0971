import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTE_PATHS, STANDARD_PRICE_RATE } from '@insolvency/shared-contracts';
import { apiErrorMessage, useAccountDetailsQuery } from '@insolvency/shared-auth';
import { LinkButton, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { Alert } from '@insolvency/shared-ui/feedback';
import { useSellerCreateDraftMutation, type PostWithoutDraftState } from '../../../api/draft-api';
import { useSaveNewPostDealRoom } from '../../../components/deal-room-settings';
import { useSellerPostDraftMutation } from '../api/post-actions-api';
import { PostingForm, type PostingSubmit } from './posting-form';

export const NO_NEW_POST = 'There is no new post to put on sale. Please fill in the new post form first.';
export const DRAFT_NOT_SAVED = 'Your post could not be saved. Please try again.';

function isPostWithoutDraftState(state: unknown): state is PostWithoutDraftState {
  return typeof state === 'object' && state !== null && 'draft' in state && typeof (state as PostWithoutDraftState).draft === 'object';
}

/**
 * PostWithoutDraft (`/post/post-new`, spec §4): AddPost's Post now. The period and its price
 * first; on confirming, the post is saved as a draft (once, even when posting is tried again)
 * and that draft is posted; then the post detail.
 */
export function PostWithoutDraft() {
  const state: unknown = useLocation().state;
  const account = useAccountDetailsQuery();
  const [createDraft, { isLoading: isSavingDraft }] = useSellerCreateDraftMutation();
  const [postDraft, { isLoading: isPosting }] = useSellerPostDraftMutation();
  const { saveNew: saveDealRoom, isSaving: isSavingDealRoom } = useSaveNewPostDealRoom();
  const savedDraftId = useRef<number | null>(null);

  if (!isPostWithoutDraftState(state)) {
    return (
      <div style={{ maxWidth: 720 }}>
        <PageHeader title="Post New" />
        <Alert type="info" showIcon title={NO_NEW_POST} action={<LinkButton to={ROUTE_PATHS.AddPost}>Add Post</LinkButton>} />
      </div>
    );
  }

  const submit: PostingSubmit = async (body) => {
    if (savedDraftId.current === null) {
      const draft = await createDraft(state.draft);
      if (draft.error) return { result: { error: { ...draft.error, data: { message: apiErrorMessage(draft.error) ?? DRAFT_NOT_SAVED } } }, postId: 0 };
      savedDraftId.current = draft.data.businessId;
      // Once, with the draft; a failure is told and the posting goes on (the settings can be set on the post).
      await saveDealRoom(draft.data.businessId, state.dealRoom);
    }
    const postId = savedDraftId.current;
    return { result: await postDraft({ id: postId, body }), postId };
  };

  const rate = account.data?.myAccountDetails.customPriceRate ?? STANDARD_PRICE_RATE;
  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader title="Post New" subtitle={`${state.draft.ActivityHeading} (Reference: ${state.draft.Reference})`} />
      {account.isLoading ? <LoadingState label="Loading your price…" /> : <PostingForm rate={rate} submit={submit} isSubmitting={isSavingDraft || isSavingDealRoom || isPosting} />}
    </div>
  );
}
