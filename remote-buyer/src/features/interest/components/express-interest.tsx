import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CONNECTED_PARTY_HELP, CONNECTED_PARTY_QUESTION, pathFor, SITE_STATUS, type Post } from '@insolvency/shared-contracts';
import { EXPRESSION_TEXT_MAX_LENGTH, expressInterestFormSchema, type acceptNdaRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, usePostQuery } from '@insolvency/shared-auth';
import { ErrorState, LinkButton, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { Checkbox, RadioGroupField } from '@insolvency/shared-ui/choices';
import { Link } from 'react-router-dom';
import { buyerDealRoomChanged, useBuyerAcceptNdaMutation, useBuyerDealRoomQuery } from '../../../api/nda-api';
import { NdaSignatureFields, NdaText, useNdaSignatureForm } from '../../../components/nda';
import { useBuyerExpressInterestMutation, useBuyerExpressionTextQuery } from '../api/interest-api';

type ExpressForm = z.input<typeof expressInterestFormSchema>;

const CONNECTED_PARTY_OPTIONS = [
  { value: true, label: 'Yes, I am connected' },
  { value: false, label: 'No' },
] as const;

export const EXPRESS_NDA_TEXTS = {
  heading: 'Non-disclosure agreement',
  intro: 'The practitioner asks buyers to accept this non-disclosure agreement before the information pack is released. You may accept it now, with your interest, or later on the post.',
  acceptNow: 'Accept the NDA now, with my interest',
  bothDone: (sent: string, version: number) => `${sent} You have accepted the non-disclosure agreement (version ${version}).`,
  ndaFailed: (sent: string, reason: string) => `${sent} The non-disclosure agreement was not accepted: ${reason} You can accept it in the deal room on the post.`,
  ndaFailedFallback: 'Please try again.',
} as const;

type Outcome = { type: 'success' | 'warning'; title: string };

function ExpressInterestForm({ post, profile }: { post: Post; profile: string }) {
  const { token } = theme.useToken();
  const dispatch = useDispatch();
  const [express, { data: sent, error, isLoading }] = useBuyerExpressInterestMutation();
  const { control, handleSubmit, setError } = useForm<ExpressForm, unknown, z.output<typeof expressInterestFormSchema>>({
    resolver: zodResolver(expressInterestFormSchema),
    defaultValues: { ExpressInterestText: profile },
  });
  // The post's NDA, offered for signing with the interest (issue 32); without it, interest alone as before.
  const open = !post.hasExpressedInterest && post.siteStatus === SITE_STATUS.forSale;
  const room = useBuyerDealRoomQuery(post.businessId, { skip: !open });
  const nda = room.data?.access === 'interest-needed' && room.data.ndaRequired ? room.data.nda : null;
  const [acceptNow, setAcceptNow] = useState(false);
  const signature = useNdaSignatureForm();
  const [accept, { isLoading: isAccepting }] = useBuyerAcceptNdaMutation();
  // Set while the interest and then the signature are sent, so that one outcome is shown at the end.
  const [signing, setSigning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // Both forms are checked, so every message shows at once; the interest is sent only when both are right.
  const submit = async () => {
    let signed: z.output<typeof acceptNdaRequestSchema> | null = null;
    const withNda = nda !== null && acceptNow;
    if (withNda)
      await signature.handleSubmit((value) => {
        signed = value;
      })();
    await handleSubmit(async (body) => {
      if (withNda && !signed) return;
      setSigning(signed !== null);
      const result = await express({ id: post.businessId, body });
      if ('error' in result) {
        setSigning(false);
        applyServerFieldErrors(setError, result.error, ['ExpressInterestText', 'ConnectedParty']);
        return;
      }
      // Interest changes where the buyer stands in the deal room (the panel on the post reads it again).
      dispatch(buyerDealRoomChanged(post.businessId));
      if (!signed || !nda) return;
      const accepted = await accept({ id: post.businessId, body: signed });
      setOutcome(
        'error' in accepted
          ? { type: 'warning', title: EXPRESS_NDA_TEXTS.ndaFailed(result.data.message, apiErrorMessage(accepted.error) ?? EXPRESS_NDA_TEXTS.ndaFailedFallback) }
          : { type: 'success', title: EXPRESS_NDA_TEXTS.bothDone(result.data.message, accepted.data.acceptance?.ndaVersion ?? nda.version) },
      );
      setSigning(false);
    })();
  };

  const done: Outcome | null = outcome ?? (signing ? null : sent ? { type: 'success', title: sent.message } : post.hasExpressedInterest ? { type: 'success', title: 'You have already expressed interest in this post.' } : null);
  if (done) {
    return (
      <Alert
        type={done.type}
        showIcon
        title={done.title}
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
    <form
      noValidate
      aria-label="Express interest"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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
      {nda ? (
        <div style={{ marginBottom: token.marginMD }}>
          <h2 style={{ fontSize: token.fontSizeHeading5, margin: `0 0 ${token.marginXS}px` }}>{EXPRESS_NDA_TEXTS.heading}</h2>
          <p style={{ marginTop: 0 }}>{EXPRESS_NDA_TEXTS.intro}</p>
          <NdaText text={nda.text} />
          <Checkbox checked={acceptNow} onChange={(event) => setAcceptNow(event.target.checked)} style={{ marginBottom: token.marginSM }}>
            {EXPRESS_NDA_TEXTS.acceptNow}
          </Checkbox>
          {acceptNow ? <NdaSignatureFields form={signature} /> : null}
        </div>
      ) : null}
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error) ?? 'Your interest could not be sent. Please try again.'} style={{ marginBottom: token.marginSM }} /> : null}
      <Button type="primary" htmlType="submit" loading={isLoading || isAccepting}>
        {nda && acceptNow ? 'Express Interest and accept the NDA' : 'Express Interest'}
      </Button>
    </form>
  );
}

/** ExpressInterest (`/post/:id/express-interest/`): a profile text sent to the practitioner, once per post; with the post's NDA signed at the same time if the buyer chooses. */
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
