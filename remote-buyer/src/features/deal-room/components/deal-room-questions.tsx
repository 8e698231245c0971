import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatDisplayDateTime } from '@insolvency/shared-contracts';
import { QUESTION_MAX_LENGTH, QUESTION_MESSAGES, type BuyerQuestion, type PublishedQuestion } from '@insolvency/shared-contracts/deal-room';
import { askQuestionRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { useBuyerAskQuestionMutation, useBuyerQuestionsQuery } from '../api/deal-room-api';

export const QUESTION_TEXTS = {
  askHint: 'The practitioner may answer you alone or publish the answer to every buyer with access, without your name.',
  noOwn: 'You have not asked a question yet.',
  noPublished: 'No answer has been published yet.',
  awaiting: 'Waiting for an answer',
  privateAnswer: 'Answered to you only',
  publishedAnswer: 'Answer published to every buyer (your name is not shown)',
  loadFailed: 'The questions could not be loaded. Please try again.',
  failed: 'Your question could not be sent. Please try again.',
} as const;

type AskForm = z.input<typeof askQuestionRequestSchema>;

function AskQuestionForm({ postId }: { postId: number }) {
  const { token } = theme.useToken();
  const [ask, { error, isLoading, isSuccess }] = useBuyerAskQuestionMutation();
  const { control, handleSubmit, setError, reset } = useForm<AskForm, unknown, z.output<typeof askQuestionRequestSchema>>({
    resolver: zodResolver(askQuestionRequestSchema),
    defaultValues: { Question: '' },
  });
  const submit = handleSubmit(async (body) => {
    const result = await ask({ id: postId, body });
    if ('error' in result) applyServerFieldErrors(setError, result.error, ['Question']);
    else reset();
  });
  return (
    <form noValidate aria-label="Ask a question" onSubmit={submit}>
      <TextAreaField control={control} name="Question" label="Your question" required rows={3} softMaxLength={QUESTION_MAX_LENGTH} help={QUESTION_TEXTS.askHint} />
      {error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? QUESTION_TEXTS.failed} style={{ marginBottom: token.marginSM }} /> : null}
      {isSuccess ? <Alert type="success" showIcon title={QUESTION_MESSAGES.asked} style={{ marginBottom: token.marginSM }} /> : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Ask the practitioner
      </Button>
    </form>
  );
}

function QuestionItem({ question, state }: { question: BuyerQuestion | PublishedQuestion; state?: string }) {
  const { token } = theme.useToken();
  return (
    <li style={{ padding: `${token.paddingXS}px 0`, borderTop: `${token.lineWidth}px solid ${token.colorSplit}`, overflowWrap: 'anywhere' }}>
      <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
        <strong>{question.question}</strong>
      </p>
      <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        {state ? `${state}. ` : ''}
        {`Asked ${formatDisplayDateTime(question.askedAt)}`}
        {question.answeredAt ? `, answered ${formatDisplayDateTime(question.answeredAt)}` : ''}
      </div>
      {question.answer !== null ? (
        <blockquote style={{ margin: `${token.marginXXS}px 0`, paddingLeft: token.paddingSM, borderLeft: `3px solid ${token.colorBorder}`, whiteSpace: 'pre-wrap' }}>{question.answer}</blockquote>
      ) : null}
    </li>
  );
}

const ownState = (question: BuyerQuestion) => (question.answer === null ? QUESTION_TEXTS.awaiting : question.published ? QUESTION_TEXTS.publishedAnswer : QUESTION_TEXTS.privateAnswer);

/**
 * Questions and answers of a post's deal room, once it is open to the buyer: ask, their own
 * questions, the answers published to every buyer. `readOnly` (access revoked): their own
 * questions and answers only.
 */
export function DealRoomQuestions({ postId, readOnly = false }: { postId: number; readOnly?: boolean }) {
  const { token } = theme.useToken();
  const questions = useBuyerQuestionsQuery(postId);
  const heading = { margin: `${token.margin}px 0 ${token.marginXS}px`, fontSize: token.fontSizeHeading5 };
  let lists;
  if (questions.isLoading) lists = <LoadingState label="Loading the questions…" />;
  else if (!questions.data) lists = <Alert type="error" showIcon title={apiErrorMessage(questions.error) ?? QUESTION_TEXTS.loadFailed} />;
  else
    lists = (
      <>
        <h3 style={heading}>Your questions</h3>
        {questions.data.own.length === 0 ? <p style={{ margin: 0, color: token.colorTextSecondary }}>{QUESTION_TEXTS.noOwn}</p> : null}
        <ul aria-label="Your questions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {questions.data.own.map((question) => (
            <QuestionItem key={question.questionId} question={question} state={ownState(question)} />
          ))}
        </ul>
        {readOnly ? null : (
          <>
            <h3 style={heading}>Answers published to every buyer</h3>
            {questions.data.published.length === 0 ? <p style={{ margin: 0, color: token.colorTextSecondary }}>{QUESTION_TEXTS.noPublished}</p> : null}
            <ul aria-label="Answers published to every buyer" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {questions.data.published.map((question) => (
                <QuestionItem key={question.questionId} question={question} />
              ))}
            </ul>
          </>
        )}
      </>
    );
  return (
    <div style={{ marginTop: token.margin }}>
      {readOnly ? null : (
        <>
          <h3 style={{ ...heading, marginTop: 0 }}>Ask a question</h3>
          <AskQuestionForm postId={postId} />
        </>
      )}
      {lists}
    </div>
  );
}
