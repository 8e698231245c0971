import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import { DEAL_ROOM_MESSAGES, type BuyerDealRoom } from '@insolvency/shared-contracts/deal-room';
import { apiErrorMessage, usePostQuery } from '@insolvency/shared-auth';
import { ErrorState, LinkButton, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { NdaText } from '../../../components/nda';
import { useBuyerDealRoomQuery } from '../api/deal-room-api';
import { DealRoomQuestions } from './deal-room-questions';
import { InformationPack } from './information-pack';
import { AcceptNdaForm, SignedCopy } from './nda-signature-section';
import { CDD_SECTION_ID, OfferPanel } from './offer-panel';
import { BeneficialOwners } from '../../screening/components/beneficial-owners';
import { BuyerCddSection } from '../../screening/components/buyer-cdd';

export const DEAL_ROOM_TEXTS = {
  title: 'Deal room',
  interestNeeded: 'Express interest in this post to receive its information pack.',
  awaitingApproval: 'The practitioner releases the information pack to each buyer in turn. We will e-mail you when it is released to you.',
  loadFailed: 'The deal room could not be loaded. Please try again.',
} as const;

/** One part of the screen: a titled card, named by its heading for screen readers. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      aria-labelledby={id}
      style={{ padding: token.padding, marginBottom: token.margin, background: token.colorBgContainer, border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, minWidth: 0 }}
    >
      <h2 id={id} style={{ fontSize: token.fontSizeHeading4, margin: `0 0 ${token.marginSM}px` }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Two columns side by side where there is room (the pack and questions, then the offer and the NDA), one under the other on a phone. */
function Columns({ main, side }: { main: ReactNode; side: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.margin, alignItems: 'flex-start' }}>
      <div style={{ flex: '2 1 480px', minWidth: 0 }}>{main}</div>
      <div style={{ flex: '1 1 320px', minWidth: 0 }}>{side}</div>
    </div>
  );
}

/** What the buyer sees, by where they stand: what stands before the pack, or the pack, the questions and their offer. */
function DealRoomContent({ room }: { room: BuyerDealRoom }) {
  const { token } = theme.useToken();
  const { postId } = room;
  const nda = room.acceptance ? (
    <Section id="deal-room-nda" title="Your signed NDA">
      <SignedCopy room={room} />
    </Section>
  ) : null;
  switch (room.access) {
    case 'interest-needed':
      return (
        <Section id="deal-room-access" title="Before you enter">
          <p style={{ marginTop: 0 }}>{DEAL_ROOM_TEXTS.interestNeeded}</p>
          {room.nda ? <NdaText text={room.nda.text} /> : null}
          <LinkButton to={pathFor('ExpressInterest', postId)} variant="primary">
            Express Interest
          </LinkButton>
        </Section>
      );
    case 'nda-needed':
      return room.nda ? (
        <Section id="deal-room-nda" title="NDA to accept">
          <AcceptNdaForm postId={postId} nda={room.nda} />
        </Section>
      ) : null;
    case 'awaiting-approval':
      return (
        <>
          <Alert type="info" showIcon title={DEAL_ROOM_TEXTS.awaitingApproval} style={{ marginBottom: token.margin }} />
          {nda}
        </>
      );
    case 'revoked':
      return (
        <>
          <Alert type="error" showIcon title={DEAL_ROOM_MESSAGES.accessRevoked} style={{ marginBottom: token.margin }} />
          <Section id="deal-room-questions" title="Your questions and answers">
            <DealRoomQuestions postId={postId} readOnly />
          </Section>
          {nda}
        </>
      );
    case 'paused':
      // A true match on the sanctions list: the buyer is told only that access is paused, never why.
      return <Alert type="info" showIcon title={DEAL_ROOM_MESSAGES.accessPaused} />;
    case 'granted':
      return (
        <Columns
          main={
            <>
              <Section id="deal-room-pack" title="Information pack">
                <InformationPack postId={postId} />
              </Section>
              <Section id="deal-room-questions" title="Questions and answers">
                <DealRoomQuestions postId={postId} />
              </Section>
            </>
          }
          side={
            <>
              <Section id={CDD_SECTION_ID} title="Your details for the practitioner">
                <BuyerCddSection postId={postId} />
              </Section>
              <Section id="deal-room-offer" title="Your offer">
                <OfferPanel postId={postId} />
              </Section>
              <Section id="deal-room-owners" title="Beneficial owners">
                <BeneficialOwners />
              </Section>
              {nda}
            </>
          }
        />
      );
  }
}

/**
 * BuyerDealRoom (`/post/:id/deal-room/`, issue 49): a post's deal room as the buyer sees it, on
 * a screen of its own: the NDA to accept, the information pack, questions and published
 * answers, and their sealed offer; or what stands before them (interest, approval, a revocation).
 */
export default function DealRoomScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const post = usePostQuery(id, { skip: !valid });
  const room = useBuyerDealRoomQuery(id, { skip: !valid });
  const back = <Link to={pathFor('PostDetail', valid ? id : null)}>Back to post</Link>;

  let content;
  if (!valid) content = <ErrorState title="This post does not exist" message="Check the address and try again." />;
  else if (room.isLoading) content = <LoadingState label="Loading the deal room…" />;
  else if (!room.data) content = <ErrorState title="The deal room could not be loaded" message={apiErrorMessage(room.error) ?? DEAL_ROOM_TEXTS.loadFailed} onRetry={() => void room.refetch()} />;
  else content = <DealRoomContent room={room.data} />;

  const reference = post.data?.reference ?? room.data?.reference;
  const subtitle = post.data ? `${post.data.activityHeading} (Ref: ${post.data.reference})` : reference ? `Ref: ${reference}` : undefined;
  return (
    <div style={{ maxWidth: 1200 }}>
      <PageHeader title={DEAL_ROOM_TEXTS.title} subtitle={subtitle} back={back} />
      {content}
    </div>
  );
}
