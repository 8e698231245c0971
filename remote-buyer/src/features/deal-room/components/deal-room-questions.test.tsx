import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { QUESTION_MESSAGES, type BuyerQuestions } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { DealRoomQuestions, QUESTION_TEXTS } from './deal-room-questions';

let network: FetchStub;
afterEach(() => network.restore());

const none: BuyerQuestions = { own: [], published: [] };
const textbox = () => screen.getByRole('textbox', { name: /^Your question/ });

function renderQuestions() {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.buyer, sub: '9', name: 'Bea Buyer' }));
  render(
    <Provider store={createTestStore()}>
      <DealRoomQuestions postId={7} />
    </Provider>,
  );
}

describe('DealRoomQuestions (buyer)', () => {
  it('asks a question, then lists it as waiting for an answer', async () => {
    let questions = none;
    network = stubFetch({
      'GET /api/buyer/deal-room-questions': () => ({ status: 200, body: questions }),
      'POST /api/buyer/deal-room-questions': (call) => {
        const asked = { questionId: 3, question: (call.body as { Question: string }).Question, askedAt: '2026-11-25T10:30:00.000Z', answer: null, answeredAt: null, published: false };
        questions = { own: [asked], published: [] };
        return { status: 200, body: asked };
      },
    });
    renderQuestions();
    expect(await screen.findByText(QUESTION_TEXTS.noOwn)).toBeInTheDocument();
    expect(screen.getByText(QUESTION_TEXTS.noPublished)).toBeInTheDocument();
    await userEvent.type(textbox(), 'How many staff?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask the practitioner' }));
    expect(await screen.findByText(QUESTION_MESSAGES.asked)).toBeInTheDocument();
    const own = await screen.findByRole('list', { name: 'Your questions' });
    expect(await within(own).findByText('How many staff?')).toBeInTheDocument();
    expect(within(own).getByText(/Waiting for an answer/)).toBeInTheDocument();
    expect(textbox()).toHaveValue('');
    const [call] = network.callsTo('POST', '/api/buyer/deal-room-questions');
    expect(call.query.get('id')).toBe('7');
    expect(call.body).toEqual({ Question: 'How many staff?' });
  });

  it('shows private answers under "Your questions" and published ones, without an asker, under their own heading', async () => {
    network = stubFetch({
      'GET /api/buyer/deal-room-questions': () => ({
        status: 200,
        body: {
          own: [{ questionId: 3, question: 'Lease?', askedAt: '2026-11-25T10:30:00.000Z', answer: 'Assignable.', answeredAt: '2026-11-25T11:00:00.000Z', published: false }],
          published: [{ questionId: 4, question: 'Stock?', askedAt: '2026-11-24T10:30:00.000Z', answer: 'About £20,000.', answeredAt: '2026-11-24T12:00:00.000Z' }],
        },
      }),
    });
    renderQuestions();
    const own = await screen.findByRole('list', { name: 'Your questions' });
    expect(within(own).getByText(/Answered to you only/)).toBeInTheDocument();
    expect(within(own).getByText('Assignable.')).toBeInTheDocument();
    const published = screen.getByRole('list', { name: 'Answers published to every buyer' });
    expect(within(published).getByText('Stock?')).toBeInTheDocument();
    expect(within(published).getByText('About £20,000.')).toBeInTheDocument();
  });

  it("an empty question is refused before sending; the server's refusal is shown", async () => {
    network = stubFetch({
      'GET /api/buyer/deal-room-questions': () => ({ status: 200, body: none }),
      'POST /api/buyer/deal-room-questions': () => ({ status: 409, body: { message: QUESTION_MESSAGES.tooManyOpen } }),
    });
    renderQuestions();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask the practitioner' }));
    expect(await screen.findByText('Question is required')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/buyer/deal-room-questions')).toEqual([]);
    await userEvent.type(textbox(), 'Another one');
    await userEvent.click(screen.getByRole('button', { name: 'Ask the practitioner' }));
    expect(await screen.findByText(QUESTION_MESSAGES.tooManyOpen)).toBeInTheDocument();
  });

  it('a failed load says so, and the form stays usable', async () => {
    network = stubFetch({ 'GET /api/buyer/deal-room-questions': () => ({ status: 500, body: {} }) });
    renderQuestions();
    expect(await screen.findByText(QUESTION_TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask the practitioner' })).toBeInTheDocument();
  });
});
