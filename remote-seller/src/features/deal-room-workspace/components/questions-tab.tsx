import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatDisplayDateTime } from '@insolvency/shared-contracts';
import { ANSWER_MAX_LENGTH, QUESTION_MESSAGES, type SellerQuestion } from '@insolvency/shared-contracts/deal-room';
import { answerQuestionRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { CheckboxField } from '@insolvency/shared-ui/choices';
import { Segmented } from '@insolvency/shared-ui/data';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { useSellerAnswerQuestionMutation, useSellerDealRoomQuestionsQuery } from '../api/deal-room-workspace-api';

export const DEAL_ROOM_QUESTION_TEXTS = {
  none: 'No buyer has asked a question yet.',
  loadFailed: 'The questions could not be loaded. Please try again.',
  failed: 'The answer could not be saved. Please try again.',
  unanswered: 'Not answered yet',
  private: 'Answered to the asker only',
  published: 'Published to every buyer with access (the asker is not named)',
  publishLabel: 'Publish to everyone with access',
  publishHint: 'The asker is not named. Leave unticked to answer the asker only.',
} as const;

type AnswerForm = z.input<typeof answerQuestionRequestSchema>;

const stateOf = (question: SellerQuestion) =>
  question.answer === null ? DEAL_ROOM_QUESTION_TEXTS.unanswered : question.published ? DEAL_ROOM_QUESTION_TEXTS.published : DEAL_ROOM_QUESTION_TEXTS.private;

/** The answer of one question: new or edited, kept for the asker or published to every buyer with access. */
function AnswerQuestionForm({ postId, question }: { postId: number; question: SellerQuestion }) {
  const { token } = theme.useToken();
  const [save, { error, isLoading, isSuccess }] = useSellerAnswerQuestionMutation();
  const { control, handleSubmit, setError } = useForm<AnswerForm, unknown, z.output<typeof answerQuestionRequestSchema>>({
    resolver: zodResolver(answerQuestionRequestSchema),
    defaultValues: { Answer: question.answer ?? '', Publish: question.published },
  });
  const submit = handleSubmit(async (body) => {
    const result = await save({ id: question.questionId, postId, body });
    if ('error' in result) applyServerFieldErrors(setError, result.error, ['Answer', 'Publish']);
  });
  return (
    <form noValidate aria-label={`Answer the question of ${question.askerName}`} onSubmit={submit} style={{ marginTop: token.marginXS }}>
      <TextAreaField control={control} name="Answer" label="Answer" required rows={4} softMaxLength={ANSWER_MAX_LENGTH} />
      <CheckboxField control={control} name="Publish" label={DEAL_ROOM_QUESTION_TEXTS.publishLabel} hint={DEAL_ROOM_QUESTION_TEXTS.publishHint} />
      {error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? DEAL_ROOM_QUESTION_TEXTS.failed} style={{ marginBottom: token.marginSM }} /> : null}
      {isSuccess ? <Alert type="success" showIcon title={QUESTION_MESSAGES.answered} style={{ marginBottom: token.marginSM }} /> : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {question.answer === null ? 'Send answer' : 'Save answer'}
      </Button>
    </form>
  );
}

function QuestionRow({ postId, question, canEdit }: { postId: number; question: SellerQuestion; canEdit: boolean }) {
  const { token } = theme.useToken();
  return (
    <li style={{ padding: `${token.paddingXS}px 0`, borderTop: `${token.lineWidth}px solid ${token.colorSplit}`, overflowWrap: 'anywhere' }}>
      <div>
        <strong>{question.askerName}</strong>, {question.askerCompany}{' '}
        <span style={{ color: token.colorTextSecondary }}>{formatDisplayDateTime(question.askedAt)}</span>
      </div>
      <p style={{ margin: `${token.marginXXS}px 0`, whiteSpace: 'pre-wrap' }}>{question.question}</p>
      <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        {stateOf(question)}
        {question.answeredAt ? `, ${formatDisplayDateTime(question.answeredAt)}` : ''}
      </div>
      {question.answer !== null ? (
        <blockquote style={{ margin: `${token.marginXXS}px 0`, paddingLeft: token.paddingSM, borderLeft: `3px solid ${token.colorBorder}`, whiteSpace: 'pre-wrap' }}>{question.answer}</blockquote>
      ) : null}
      {canEdit && question.answer === null ? <AnswerQuestionForm postId={postId} question={question} /> : null}
      {canEdit && question.answer !== null ? (
        <details>
          <summary>Edit or publish the answer</summary>
          <AnswerQuestionForm postId={postId} question={question} />
        </details>
      ) : null}
    </li>
  );
}

const QUESTION_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'unanswered', label: 'Unanswered' },
  { value: 'answered', label: 'Answered' },
] as const;
type QuestionFilter = (typeof QUESTION_FILTERS)[number]['value'];

/** Unanswered first (oldest first: the longest waiting), then the answered ones, newest first. */
export function questionsInWorkOrder(questions: SellerQuestion[]): SellerQuestion[] {
  const unanswered = questions.filter((question) => question.answer === null).sort((a, b) => Date.parse(a.askedAt) - Date.parse(b.askedAt));
  const answered = questions.filter((question) => question.answer !== null).sort((a, b) => Date.parse(b.askedAt) - Date.parse(a.askedAt));
  return [...unanswered, ...answered];
}

/**
 * The Questions tab: every buyer's question with its asker, time and answer, those still waiting
 * first; the owner answers the asker privately or publishes to every buyer with access (Admin reads).
 */
export function QuestionsTab({ postId, canEdit }: { postId: number; canEdit: boolean }) {
  const { token } = theme.useToken();
  const questions = useSellerDealRoomQuestionsQuery(postId);
  const [filter, setFilter] = useState<QuestionFilter>('all');
  const ordered = useMemo(() => questionsInWorkOrder(questions.data ?? []), [questions.data]);
  if (questions.isLoading) return <LoadingState label="Loading the questions…" />;
  if (!questions.data) return <Alert type="error" showIcon title={apiErrorMessage(questions.error) ?? DEAL_ROOM_QUESTION_TEXTS.loadFailed} />;
  if (questions.data.length === 0) return <p style={{ margin: 0, color: token.colorTextSecondary }}>{DEAL_ROOM_QUESTION_TEXTS.none}</p>;
  const shown = ordered.filter((question) => filter === 'all' || (filter === 'unanswered') === (question.answer === null));
  const waiting = ordered.filter((question) => question.answer === null).length;
  return (
    <div style={{ display: 'grid', gap: token.marginSM, maxWidth: 880 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: token.marginSM }}>
        <p style={{ margin: 0, fontWeight: 600 }}>{`${waiting} waiting for an answer, ${ordered.length - waiting} answered`}</p>
        <Segmented aria-label="Show questions" value={filter} onChange={(value) => setFilter(value as QuestionFilter)} options={[...QUESTION_FILTERS]} />
      </div>
      <ul aria-label="Questions from buyers" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((question) => (
          <QuestionRow key={question.questionId} postId={postId} question={question} canEdit={canEdit} />
        ))}
      </ul>
    </div>
  );
}
