import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Post } from '@insolvency/shared-contracts';
import { amendDescriptionRequestSchema } from '@insolvency/shared-contracts/schemas';
import { RichTextField, useDescriptionCheck } from '../../../components/description';
import { PostFrame, usePostSaveResult } from '../../../components/post-frame';
import { useSellerAmendDescriptionMutation } from '../api/post-edits-api';
import { EditFormFooter } from './edit-form-footer';

function AmendDescriptionForm({ post }: { post: Post }) {
  const [amend, { isLoading }] = useSellerAmendDescriptionMutation();
  const descriptionCheck = useDescriptionCheck();
  const { control, handleSubmit, setError, setValue } = useForm<{ Description: string }>({
    resolver: zodResolver(amendDescriptionRequestSchema),
    defaultValues: { Description: post.description },
  });
  const { serverError, clearServerError, handle } = usePostSaveResult(setError, ['Description']);
  const submit = handleSubmit(({ Description }) =>
    descriptionCheck.saveChecked(Description, async (checked) => {
      setValue('Description', checked);
      clearServerError();
      handle(await amend({ id: post.businessId, body: { Description: checked } }), post.businessId);
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Description">
      <RichTextField control={control} name="Description" id="amend-description" label="Description" required />
      <EditFormFooter serverError={serverError ?? descriptionCheck.failure} isSaving={isLoading || descriptionCheck.isChecking} />
      {descriptionCheck.dialog}
    </form>
  );
}

/** AmendDescription (`/post/:id/amend-description`): the same contact-detail check as the new post form. */
export function AmendDescription() {
  return <PostFrame action="amend" title="Amend Description" maxWidth={960}>{(post) => <AmendDescriptionForm post={post} />}</PostFrame>;
}
