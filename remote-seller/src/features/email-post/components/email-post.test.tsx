import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { loginAsSeller, renderSellerScreen } from '../../../testing/render-as-seller';
import EmailPost, { DEFAULT_REVIEW_MESSAGE } from './email-post';

let network: FetchStub;
afterEach(() => {
  network.restore();
  jest.useRealTimers();
});
beforeEach(loginAsSeller);

const renderAt = (id = '7') => renderSellerScreen(EmailPost, { path: `/post/${id}/email-post`, pattern: '/post/:id/email-post' });
const addresses = () => screen.getByRole('combobox', { name: 'Send to' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));
const sentOk: StubHandler = (call) => ({ status: 200, body: { message: `The post has been sent to ${(call.body as { EmailTos: string[] }).EmailTos.length} addresses.` } });

describe('EmailPost', () => {
  it('offers the review message, a link back to the post, and sends to the addresses typed', async () => {
    network = stubFetch({ 'POST /api/seller/email-post': sentOk });
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail Post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the post' })).toHaveAttribute('href', '/post/7');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(DEFAULT_REVIEW_MESSAGE);

    await userEvent.type(addresses(), 'a.reviewer@example.com{Enter}b.reviewer@example.com,');
    await send();

    expect(await screen.findByText('The post has been sent to 2 addresses.')).toBeInTheDocument();
    const [call] = network.callsTo('POST', '/api/seller/email-post');
    expect(call.body).toEqual({ EmailTos: ['a.reviewer@example.com', 'b.reviewer@example.com'], Message: DEFAULT_REVIEW_MESSAGE });
    expect(screen.queryByText('a.reviewer@example.com')).not.toBeInTheDocument();
  });

  it.each(['Sold', 'Draft', 'Expired'])('says why a %s post cannot be e-mailed instead of offering the form', async (siteStatus) => {
    network = stubFetch({ 'GET /api/allauth/post': () => ({ status: 200, body: { businessId: 7, siteStatus, activityHeading: 'Bakery', reference: 'B-7' } }) });
    renderAt();
    expect(await screen.findByText(`This post is ${siteStatus}: only a post that is For Sale can be e-mailed.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/email-post')).toHaveLength(0);
  });

  it('shows the tick and the answer for 2.8 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    network = stubFetch({ 'POST /api/seller/email-post': () => ({ status: 200, body: { message: 'The post has been sent to 1 address.' } }) });
    renderAt();
    await user.type(addresses(), 'a@example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const status = await screen.findByText('The post has been sent to 1 address.');
    expect(status.closest('[role="status"]')?.querySelector('[aria-label="check-circle"]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(2700));
    expect(screen.getByText('The post has been sent to 1 address.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('The post has been sent to 1 address.')).not.toBeInTheDocument();
  });

  it('refuses a sixth address with the message of spec §5, without sending', async () => {
    network = stubFetch({ 'POST /api/seller/email-post': sentOk });
    renderAt();
    await userEvent.type(addresses(), 'r1@example.com r2@example.com r3@example.com r4@example.com r5@example.com r6@example.com ');
    await send();
    expect(await screen.findByText('Send List cannot contain more than five people')).toBeInTheDocument();
    expect(addresses()).toHaveAttribute('aria-invalid', 'true');
    expect(network.callsTo('POST', '/api/seller/email-post')).toHaveLength(0);
  });

  it('says the list is empty, an address is not valid, and the message is required', async () => {
    network = stubFetch({ 'POST /api/seller/email-post': sentOk });
    renderAt();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Message' }));
    await send();
    expect(await screen.findByText('Send List empty')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();

    await userEvent.type(addresses(), 'not-an-address{Enter}');
    await send();
    expect(await screen.findByText('Email should be valid')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/email-post')).toHaveLength(0);
  });

  it("puts the server's field errors on the fields and its text under the form", async () => {
    network = stubFetch({
      'POST /api/seller/email-post': () => ({ status: 400, body: { message: 'Please correct the highlighted fields.', errors: { 'EmailTos.0': ['Email should be valid'], Message: ['Message is required'] } } }),
    });
    renderAt();
    await userEvent.type(addresses(), 'a@example.com{Enter}');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByText('Email should be valid')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's text when the post is not the seller's", async () => {
    network = stubFetch({ 'POST /api/seller/email-post': () => ({ status: 404, body: { message: 'This post does not exist or is not yours.' } }) });
    renderAt();
    await userEvent.type(addresses(), 'a@example.com{Enter}');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('This post does not exist or is not yours.');
  });

  it('says so when the address holds no post id', () => {
    network = stubFetch({});
    renderAt('new');
    expect(screen.getByRole('alert')).toHaveTextContent('Post not found');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
