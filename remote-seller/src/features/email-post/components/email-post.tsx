import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { canApply, illegalActionMessage, pathFor } from '@insolvency/shared-contracts';
import { EMAIL_POST_MAX_RECIPIENTS, emailPostRequestSchema, type EmailPostRequest } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, apiFieldErrors, usePostQuery } from '@insolvency/shared-auth';
import { ErrorState, PageHeader } from '@insolvency/shared-ui';
import { SaveConfirmation } from '@insolvency/shared-ui/screens';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { fieldErrorId, fieldHelpId, FormField } from '@insolvency/shared-ui/forms';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { Select } from '@insolvency/shared-ui/pickers';
import { useRouteId } from '../../../hooks/use-route-id';
import { useSellerEmailPostMutation } from '../api/email-post-api';

type EmailPostForm = z.input<typeof emailPostRequestSchema>;

/** Spec §5: "The default message is a posting-for-review text". */
export const DEFAULT_REVIEW_MESSAGE =
  'Please could you review this posting on the Insolvency Marketplace and let me know whether anything should be changed before it is advertised.';
const SEND_FAILED = 'The post could not be sent. Please try again.';

/** The address list's messages: the list's own (empty, more than five) or each address's. */
function addressMessages(errors: FieldErrors<EmailPostForm>['EmailTos']): string[] {
  if (!errors) return [];
  const messages = [errors.message, errors.root?.message];
  if (Array.isArray(errors)) messages.push(...errors.map((item: { message?: string } | undefined) => item?.message));
  return [...new Set(messages.filter((message): message is string => Boolean(message)))];
}

function EmailPostFormView({ postId }: { postId: number }) {
  const { token } = theme.useToken();
  const [send, { isLoading }] = useSellerEmailPostMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const hideSent = useCallback(() => setSent(null), []);
  const { control, handleSubmit, setError, resetField } = useForm<EmailPostForm, unknown, EmailPostRequest>({
    resolver: zodResolver(emailPostRequestSchema),
    defaultValues: { EmailTos: [], Message: DEFAULT_REVIEW_MESSAGE },
  });

  const submit = handleSubmit(async (body) => {
    setSent(null);
    setFailure(null);
    const result = await send({ id: postId, body });
    if (!result.error) {
      setSent(result.data.message);
      resetField('EmailTos', { defaultValue: [] });
      return;
    }
    // Field problems go back on their fields (`EmailTos`, `EmailTos.0`, `Message`); the server's text under the form (spec §8).
    for (const [field, messages] of Object.entries(apiFieldErrors(result.error))) {
      const name = field.split('.')[0];
      if ((name === 'EmailTos' || name === 'Message') && messages[0]) setError(name, { type: 'server', message: messages[0] });
    }
    setFailure(apiErrorMessage(result.error) ?? SEND_FAILED);
  });

  return (
    <form noValidate onSubmit={submit} aria-label="E-mail Post" style={{ maxWidth: 640 }}>
      <Controller
        name="EmailTos"
        control={control}
        render={({ field, fieldState }) => {
          const messages = addressMessages(fieldState.error as FieldErrors<EmailPostForm>['EmailTos']);
          return (
            <FormField
              id="email-post-addresses"
              label="Send to"
              help={`Up to ${EMAIL_POST_MAX_RECIPIENTS} e-mail addresses. Press Enter, or type a comma or a space, after each one.`}
              error={messages}
            >
              <Select
                id="email-post-addresses"
                mode="tags"
                open={false}
                suffixIcon={null}
                tokenSeparators={[',', ';', ' ']}
                value={field.value}
                onChange={(addresses: string[]) => field.onChange(addresses.map((address) => address.trim()).filter(Boolean))}
                onBlur={field.onBlur}
                ref={field.ref}
                size="large"
                style={{ width: '100%' }}
                placeholder="name@example.com"
                status={messages.length ? 'error' : undefined}
                aria-invalid={messages.length > 0}
                aria-describedby={[fieldHelpId('email-post-addresses'), messages.length > 0 ? fieldErrorId('email-post-addresses') : ''].join(' ').trim()}
              />
            </FormField>
          );
        }}
      />
      <TextAreaField control={control} name="Message" id="email-post-message" label="Message" rows={6} maxLength={2000} />
      <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
        Send
      </Button>
      <div style={{ marginTop: token.marginSM }}>
        <SaveConfirmation text={sent ?? ''} show={sent !== null} onHide={hideSent} />
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      </div>
    </form>
  );
}

/**
 * The form, or why the post cannot be e-mailed (any post not For Sale, as the server would answer) once the
 * post is known; while it loads, or if it cannot be read, the form shows and the server decides.
 */
function EmailPostGate({ postId }: { postId: number }) {
  const { data: post } = usePostQuery(postId);
  if (post && !canApply('email', post.siteStatus)) return <Alert type="info" showIcon title={illegalActionMessage('email', post.siteStatus)} />;
  return <EmailPostFormView postId={postId} />;
}

/** EmailPost (/post/:id/email-post): send the post to up to five people, with a message; a link back to the post. */
export default function EmailPost() {
  const id = useRouteId();
  return (
    <>
      <PageHeader
        title="E-mail Post"
        subtitle="Each address gets its own e-mail with a link to the post; replies come to you."
        back={id !== null ? <Link to={pathFor('PostDetail', id)}>← Back to the post</Link> : null}
      />
      {id === null ? (
        <ErrorState title="Post not found" message="This address does not point at a post. Open the post and choose E-mail Post there." />
      ) : (
        <EmailPostGate postId={id} />
      )}
    </>
  );
}
