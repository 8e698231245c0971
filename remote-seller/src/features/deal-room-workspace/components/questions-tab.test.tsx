import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { type SellerQuestion } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { DEAL_ROOM_QUESTION_TEXTS, QuestionsTab } from './questions-tab';

let network: FetchStub;
afterEach(() => network.restore());

const asked: SellerQuestion = {
  questionId: 71,
  buyerId: 9,
  askerName: 'Bea Buyer',
  askerCompany: 'Buyer Ltd',
  question: 'Is the lease assignable?',
  askedAt: '2026-11-25T10:30:00.000Z',
  answer: null,
  answeredAt: null,
  published: false,
};

function renderQuestions(canEdit = true) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: canEdit ? ROLES.seller : ROLES.admin, sub: '42', name: 'Sam Seller' }));
  render(
    <Provider store={createTestStore()}>
      <QuestionsTab postId={5} canEdit={canEdit} />
    </Provider>,
  );
}

describe('QuestionsTab', () => {
  it('lists each question with its asker, time and state; publishing an answer sends it with Publish ticked', async () => {
    let questions = [asked];
    network = stubFetch({
      'GET /api/seller/deal-room-questions': () => ({ status: 200, body: questions }),
      'PUT /api/seller/deal-room-answer': (call) => {
        const body = call.body as { Answer: string; Publish: boolean };
        questions = [{ ...asked, answer: body.Answer, published: body.Publish, answeredAt: '2026-11-25T11:00:00.000Z' }];
        return { status: 200, body: questions[0] };
      },
    });
    renderQuestions();
    const list = await screen.findByRole('list', { name: 'Questions from buyers' });
    expect(within(list).getByText('Bea Buyer')).toBeInTheDocument();
    expect(within(list).getByText('25 November 2026, 10:30')).toBeInTheDocument();
    expect(within(list).getByText('Is the lease assignable?')).toBeInTheDocument();
    expect(within(list).getByText(DEAL_ROOM_QUESTION_TEXTS.unanswered)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Answer/ }), 'Yes, with consent.');
    await userEvent.click(screen.getByRole('checkbox', { name: DEAL_ROOM_QUESTION_TEXTS.publishLabel }));
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(/Published to every buyer with access/)).toBeInTheDocument();
    expect(screen.getByText('Yes, with consent.', { selector: 'blockquote' })).toBeInTheDocument();
    const [call] = network.callsTo('PUT', '/api/seller/deal-room-answer');
    expect(call.query.get('id')).toBe('71');
    expect(call.body).toEqual({ Answer: 'Yes, with consent.', Publish: true });
  });

  it('an empty answer is refused before sending; the server’s refusal is shown', async () => {
    network = stubFetch({
      'GET /api/seller/deal-room-questions': () => ({ status: 200, body: [asked] }),
      'PUT /api/seller/deal-room-answer': () => ({ status: 403, body: { message: 'Admin can view the deal room but not change it.' } }),
    });
    renderQuestions();
    await userEvent.click(await screen.findByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer is required')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/seller/deal-room-answer')).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /^Answer/ }), 'Private answer');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Admin can view the deal room but not change it.')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/seller/deal-room-answer')[0].body).toEqual({ Answer: 'Private answer', Publish: false });
  });

  it('an answered question is edited behind "Edit or publish the answer"', async () => {
    network = stubFetch({
      'GET /api/seller/deal-room-questions': () => ({ status: 200, body: [{ ...asked, answer: 'No.', answeredAt: '2026-11-25T11:00:00.000Z' }] }),
    });
    renderQuestions();
    expect(await screen.findByText(DEAL_ROOM_QUESTION_TEXTS.private, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('No.', { selector: 'blockquote' })).toBeInTheDocument();
    expect(screen.getByText('Edit or publish the answer')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Answer/, hidden: true })).toHaveValue('No.');
    expect(screen.getByRole('button', { name: 'Save answer', hidden: true })).toBeInTheDocument();
  });

  it('says when no buyer has asked yet', async () => {
    network = stubFetch({ 'GET /api/seller/deal-room-questions': () => ({ status: 200, body: [] }) });
    renderQuestions();
    expect(await screen.findByText(DEAL_ROOM_QUESTION_TEXTS.none)).toBeInTheDocument();
  });

  it('a failed load says so', async () => {
    network = stubFetch({ 'GET /api/seller/deal-room-questions': () => ({ status: 500, body: {} }) });
    renderQuestions();
    expect(await screen.findByText(DEAL_ROOM_QUESTION_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('Admin sees the questions without a form', async () => {
    network = stubFetch({ 'GET /api/seller/deal-room-questions': () => ({ status: 200, body: [asked] }) });
    renderQuestions(false);
    await screen.findByRole('list', { name: 'Questions from buyers' });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('puts the questions waiting for an answer first, the longest waiting on top, and filters them', async () => {
    const answered = { ...asked, questionId: 70, question: 'Newest, answered', askedAt: '2026-11-26T09:00:00.000Z', answer: 'Yes.', answeredAt: '2026-11-26T10:00:00.000Z' };
    const older = { ...asked, questionId: 68, question: 'Oldest, waiting', askedAt: '2026-11-20T09:00:00.000Z' };
    network = stubFetch({ 'GET /api/seller/deal-room-questions': () => ({ status: 200, body: [answered, asked, older] }) });
    renderQuestions();
    const list = await screen.findByRole('list', { name: 'Questions from buyers' });
    const order = () => within(list).getAllByRole('listitem').map((item) => within(item).getByText(/Oldest, waiting|Is the lease assignable\?|Newest, answered/).textContent);
    expect(order()).toEqual(['Oldest, waiting', 'Is the lease assignable?', 'Newest, answered']);
    expect(screen.getByText('2 waiting for an answer, 1 answered')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Answered'));
    expect(order()).toEqual(['Newest, answered']);
  });
});
