import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatDisplayDate, formatDisplayDateTime } from '@insolvency/shared-contracts';
import {
  DECISION_REASON_MAX_LENGTH,
  SCREENING_DECISION_LABELS,
  type BuyerScreening,
  type ScreeningDecisionKind,
  type ScreeningMatchView,
} from '@insolvency/shared-contracts/deal-room';
import { screeningDecisionRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { RadioGroupField } from '@insolvency/shared-ui/choices';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { Modal } from '@insolvency/shared-ui/modal';
import { DownloadButton, saveObjectUrl } from '@insolvency/shared-ui/screens';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { useSellerBuyerScreeningQuery, useSellerOfsiReportMutation, useSellerScreeningDecisionMutation } from '../api/screening-review-api';
import { ScreeningStatusTag } from './screening-status-tag';

export const BUYER_CHECKS_TEXTS = {
  loadFailed: "The buyer's checks could not be loaded. Please try again.",
  failed: 'The decision could not be saved. Please try again.',
  notScreened: 'Not screened against the UK Sanctions List in force yet. Buyers are screened when they accept an NDA, make an offer or change their details, and before an offer is accepted.',
  noMatches: 'No possible match: the buyer, their company and their beneficial owners are clear.',
  paused:
    "You recorded a true match: the buyer's access to this deal room is paused (they are told only that it is paused) and their offer cannot be accepted. Report it to OFSI as soon as practicable: the draft below holds the facts the marketplace has.",
  ofsiFailed: 'The draft report could not be downloaded. Please try again.',
  trueMatchHint: "A true match pauses the buyer's access to this deal room at once and cannot be undone here.",
} as const;

const SUBJECT_LABELS = { buyer: 'The buyer', company: 'Their company', owner: 'Beneficial owner' } as const;
const NAME_TYPES: Record<string, string> = { primary_name: 'Primary name', primary_name_variation: 'Primary name variation', alias: 'Alias', non_latin_script: 'Name in non-Latin script' };
const DECISION_OPTIONS = (Object.keys(SCREENING_DECISION_LABELS) as ScreeningDecisionKind[]).map((value) => ({ value, label: SCREENING_DECISION_LABELS[value] }));
const percent = (score: number) => `${Math.round(score * 100)}%`;

type DecisionForm = z.input<typeof screeningDecisionRequestSchema>;

/** The decision on one possible match: not the same person (with a reason) or a true match; the server's field errors put back. */
function DecisionFormView({ postId, buyerId, match }: { postId: number; buyerId: number; match: ScreeningMatchView }) {
  const { token } = theme.useToken();
  const [decide, { error, isLoading }] = useSellerScreeningDecisionMutation();
  const { control, handleSubmit, setError } = useForm<DecisionForm, unknown, z.output<typeof screeningDecisionRequestSchema>>({
    resolver: zodResolver(screeningDecisionRequestSchema),
    defaultValues: { BuyerId: buyerId, MatchId: match.id, Reason: '' },
  });
  const submit = handleSubmit(async (body) => {
    const result = await decide({ id: postId, body });
    if ('error' in result) applyServerFieldErrors(setError, result.error, ['Decision', 'Reason']);
  });
  return (
    <form noValidate aria-label={`Decision on ${match.matchedName} (${match.uniqueId})`} onSubmit={submit} style={{ marginTop: token.marginSM }}>
      <RadioGroupField control={control} name="Decision" label="Your decision" required options={DECISION_OPTIONS} inline />
      <p style={{ margin: `-${token.marginXS}px 0 ${token.marginSM}px`, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{BUYER_CHECKS_TEXTS.trueMatchHint}</p>
      <TextAreaField control={control} name="Reason" label="Reason (required for not the same person)" rows={3} softMaxLength={DECISION_REASON_MAX_LENGTH} />
      {error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? BUYER_CHECKS_TEXTS.failed} style={{ marginBottom: token.marginSM }} /> : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Record decision
      </Button>
    </form>
  );
}

/** Label and value pairs, one per line. */
function Facts({ title, facts }: { title: string; facts: Array<[string, string]> }) {
  const { token } = theme.useToken();
  return (
    <div style={{ flex: '1 1 300px', minWidth: 0, padding: token.paddingSM, background: token.colorFillAlter, borderRadius: token.borderRadius }}>
      <h4 style={{ margin: `0 0 ${token.marginXS}px` }}>{title}</h4>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: token.marginSM, rowGap: token.marginXXS }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One possible match: who was screened beside the list entry, the score and reasons, and the decision or its form. */
function MatchReview({ postId, screening, match, canEdit }: { postId: number; screening: BuyerScreening; match: ScreeningMatchView; canEdit: boolean }) {
  const { token } = theme.useToken();
  const subject = screening.subjects.find((candidate) => candidate.kind === match.subjectKind && candidate.name === match.subjectName);
  const screened: Array<[string, string]> = [['Name', match.subjectName]];
  if (subject?.country) screened.push(['Country', subject.country]);
  if (subject?.dateOfBirth) screened.push(['Date of birth', formatDisplayDate(subject.dateOfBirth)]);
  if (subject?.sharePercent !== null && subject?.sharePercent !== undefined) screened.push(['Share', `${subject.sharePercent}%`]);
  const entry: Array<[string, string]> = [
    ['Name', `${match.matchedName} (${NAME_TYPES[match.nameType] ?? match.nameType})`],
    ['Type', match.entityType],
    ['Regime', match.regime],
    ['Dates of birth', match.datesOfBirth.join(', ') || 'Not given'],
    ['Nationalities', match.nationalities.join(', ') || 'Not given'],
  ];
  const decision = match.decision;
  return (
    <li style={{ padding: `${token.paddingSM}px 0`, borderTop: `${token.lineWidth}px solid ${token.colorSplit}` }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM }}>
        <Facts title={`Screened: ${SUBJECT_LABELS[match.subjectKind]}`} facts={screened} />
        <Facts title={`List entry ${match.uniqueId}`} facts={entry} />
      </div>
      <p style={{ margin: `${token.marginSM}px 0 ${token.marginXXS}px` }}>
        <strong>{`Score ${percent(match.score)}`}</strong>
        <span style={{ color: token.colorTextSecondary }}>{` (name ${percent(match.nameScore)})`}</span>
      </p>
      <ul style={{ margin: 0, paddingLeft: token.paddingLG }}>
        {match.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {decision ? (
        <p style={{ margin: `${token.marginSM}px 0 0` }}>
          <strong>{SCREENING_DECISION_LABELS[decision.decision]}</strong>
          {`, decided by ${decision.decidedBy} on ${formatDisplayDateTime(decision.decidedAt)}`}
          {decision.reason ? <span style={{ display: 'block', whiteSpace: 'pre-wrap' }}>{decision.reason}</span> : null}
        </p>
      ) : canEdit ? (
        <DecisionFormView postId={postId} buyerId={screening.buyerId} match={match} />
      ) : (
        <p style={{ margin: `${token.marginSM}px 0 0`, color: token.colorTextSecondary }}>No decision yet.</p>
      )}
    </li>
  );
}

function OfsiReportButton({ postId, buyerId }: { postId: number; buyerId: number }) {
  const [fetchPdf, { isLoading }] = useSellerOfsiReportMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setFailure(null);
    const result = await fetchPdf({ id: postId, buyerId });
    if (result.error || result.data === undefined) setFailure(apiErrorMessage(result.error) ?? BUYER_CHECKS_TEXTS.ofsiFailed);
    else saveObjectUrl(`ofsi-report-draft-${postId}-${buyerId}.pdf`, result.data);
  };
  return <DownloadButton label="Draft report to OFSI (PDF)" loading={isLoading} failure={failure} onDownload={() => void download()} />;
}

/** The checks of one buyer in this deal room: the list version, who was screened and each possible match to decide. */
export function BuyerChecks({ postId, buyerId, canEdit }: { postId: number; buyerId: number; canEdit: boolean }) {
  const { token } = theme.useToken();
  const screening = useSellerBuyerScreeningQuery({ id: postId, buyerId });
  if (screening.isLoading) return <LoadingState label="Loading the checks…" />;
  if (!screening.data) return <Alert type="error" showIcon title={apiErrorMessage(screening.error) ?? BUYER_CHECKS_TEXTS.loadFailed} />;
  const data = screening.data;
  const status = data.status ?? (data.result === 'possible_match' ? 'possible_match' : data.result);
  return (
    <div>
      <p style={{ margin: `0 0 ${token.marginSM}px` }}>
        <ScreeningStatusTag status={status} />{' '}
        {data.screenedAt && data.list
          ? `Screened ${formatDisplayDateTime(data.screenedAt)} against the UK Sanctions List published ${formatDisplayDate(data.list.publishedOn)}${data.list.inForce ? '' : ' (no longer in force)'}.`
          : null}
      </p>
      {status === 'not_screened' ? <Alert type="info" showIcon title={BUYER_CHECKS_TEXTS.notScreened} style={{ marginBottom: token.marginSM }} /> : null}
      {status === 'confirmed_match' ? (
        <div style={{ marginBottom: token.marginSM }}>
          <Alert type="error" showIcon title={BUYER_CHECKS_TEXTS.paused} style={{ marginBottom: token.marginSM }} />
          <OfsiReportButton postId={postId} buyerId={buyerId} />
        </div>
      ) : null}
      <h3 style={{ fontSize: token.fontSizeHeading5, margin: `0 0 ${token.marginXS}px` }}>Who was screened</h3>
      <ul style={{ margin: `0 0 ${token.marginSM}px`, paddingLeft: token.paddingLG }}>
        {data.subjects.map((subject) => (
          <li key={`${subject.kind}:${subject.name}`}>{`${SUBJECT_LABELS[subject.kind]}: ${subject.name}${subject.country ? `, ${subject.country}` : ''}${subject.sharePercent !== null ? `, ${subject.sharePercent}%` : ''}`}</li>
        ))}
      </ul>
      <h3 style={{ fontSize: token.fontSizeHeading5, margin: `0 0 ${token.marginXS}px` }}>{`Possible matches (${data.matches.length})`}</h3>
      {data.matches.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{data.screenedAt ? BUYER_CHECKS_TEXTS.noMatches : 'None.'}</p>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.matches.map((match) => (
            <MatchReview key={match.id} postId={postId} screening={data} match={match} canEdit={canEdit} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** The buyer's checks in a dialog over the Buyers table: wide on a desktop, the screen's width on a phone. */
export function BuyerChecksDialog({ postId, buyer, canEdit, onClose }: { postId: number; buyer: { buyerId: number; name: string } | null; canEdit: boolean; onClose: () => void }) {
  return (
    <Modal open={buyer !== null} title={buyer ? `Checks of ${buyer.name}` : ''} footer={null} onCancel={onClose} width="min(1100px, calc(100vw - 16px))" style={{ top: 16 }} destroyOnHidden>
      {buyer ? <BuyerChecks postId={postId} buyerId={buyer.buyerId} canEdit={canEdit} /> : null}
    </Modal>
  );
}
