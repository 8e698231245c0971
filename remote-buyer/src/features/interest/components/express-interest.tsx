import { useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CONNECTED_PARTY_HELP, CONNECTED_PARTY_QUESTION, pathFor, SITE_STATUS, type Post } from '@insolvency/shared-contracts';
import { EXPRESSION_TEXT_MAX_LENGTH, expressInterestFormSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, usePostQuery } from '@insolvency/shared-auth';
import { ErrorState, LinkButton, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { RadioGroupField } from '@insolvency/shared-ui/choices';
import { Link } from 'react-router-dom';
import { useBuyerExpressInterestMutation, useBuyerExpressionTextQuery } from '../api/interest-api';

type ExpressForm = z.input<typeof expressInterestFormSchema>;

const CONNECTED_PARTY_OPTIONS = [
  { value: true, label: 'Yes, I am connected' },
  { value: false, label: 'No' },
] as const;

function ExpressInterestForm({ post, profile }: { post: Post; profile: string }) {
  const { token } = theme.useToken();
  const [express, { data: sent, error, isLoading }] = useBuyerExpressInterestMutation();
  const { control, handleSubmit, setError } = useForm<ExpressForm, unknown, z.output<typeof expressInterestFormSchema>>({
    resolver: zodResolver(expressInterestFormSchema),
    defaultValues: { ExpressInterestText: profile },
  });
  const submit = handleSubmit(async (body) => {
    const result = await express({ id: post.businessId, body });
    if ('error' in result) applyServerFieldErrors(setError, result.error, ['ExpressInterestText', 'ConnectedParty']);
  });

  if (sent || post.hasExpressedInterest) {
    return (
      <Alert
        type="success"
        showIcon
        title={sent ? sent.message : 'You have already expressed interest in this post.'}
        description={
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: token.marginXS, marginTop: token.marginXS }}>
            <LinkButton to={pathFor('PostDetail', post.businessId)}>Back to post</LinkButton>
            <LinkButton to={pathFor('ExpressedInterest')}>Your Expressions of Interest</LinkButton>
          </span>
        }
      />
    );
  }
  if (post.siteStatus !== SITE_STATUS.forSale) {
    return <Alert type="warning" showIcon title="This post is not For Sale: interest can only be expressed in a post that is For Sale." />;
  }
  return (
    <form noValidate aria-label="Express interest" onSubmit={submit}>
      <TextAreaField
        control={control}
        name="ExpressInterestText"
        label="Message"
        required
        rows={8}
        softMaxLength={EXPRESSION_TEXT_MAX_LENGTH}
        help="Your profile: who you are and what interests you in this business. It is sent to the practitioner with your contact details."
      />
      <RadioGroupField
        control={control}
        name="ConnectedParty"
        label={CONNECTED_PARTY_QUESTION}
        required
        inline
        options={CONNECTED_PARTY_OPTIONS}
        help={CONNECTED_PARTY_HELP}
      />
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error) ?? 'Your interest could not be sent. Please try again.'} style={{ marginBottom: token.marginSM }} /> : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Express Interest
      </Button>
    </form>
  );
}

/** ExpressInterest (`/post/:id/express-interest/`): a profile text sent to the practitioner, once per post. */
export default function ExpressInterest() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const post = usePostQuery(id, { skip: !valid });
  const text = useBuyerExpressionTextQuery();
  const back = <Link to={pathFor('PostDetail', valid ? id : null)}>Back to post</Link>;

  let content;
  if (!valid) content = <ErrorState title="This post does not exist" message="Check the address and try again." />;
  else if (post.isLoading || text.isLoading) content = <LoadingState label="Loading the post…" />;
  else if (!post.data || !text.data) {
    const failed = post.data ? text : post;
    content = <ErrorState title="The post could not be loaded" message={apiErrorMessage(failed.error) ?? 'Please check your connection and try again.'} onRetry={() => void failed.refetch()} />;
  } else content = <ExpressInterestForm post={post.data} profile={text.data.expressionText} />;

  return (
    <div style={{ maxWidth: 760 }}>
      <PageHeader title="Express Interest" subtitle={post.data ? `${post.data.activityHeading} (Ref: ${post.data.reference})` : undefined} back={back} />
      {content}
    </div>
  );
}
