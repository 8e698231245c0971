import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import type { PostCardPost } from './post-card';
import { UiProvider } from '../ui-provider';
import { FIRST_RENDER_CARDS, PostCard, PostCardGrid, postCardWidth } from './post-card';

const post: PostCardPost = {
  businessId: 12,
  activityHeading: 'Family bakery with two shops',
  reference: 'ABC-123',
  siteStatus: 'For Sale',
  activeStartDate: ['2026-03-01'],
  activeEndDate: ['2026-03-28'],
  creationDate: '2026-02-20T10:00:00Z',
  locations: [
    { locationId: 1, description: 'London' },
    { locationId: 2, description: 'South East' },
    { locationId: 3, description: 'Wales' },
    { locationId: 4, description: 'Scotland' },
  ],
};

function resizeWindowTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('PostCard', () => {
  it.each([
    [1280, 450],
    [461, 450],
    [460, 380],
    [400, 380],
    [399, 290],
    [320, 290],
  ])('is %i wide in a window %i wide', (windowWidth, cardWidth) => {
    expect(postCardWidth(windowWidth)).toBe(cardWidth);
  });

  it('lays cards out in columns at least the card width for the window, following it as it changes', () => {
    resizeWindowTo(1280);
    render(
      <PostCardGrid aria-label="Latest opportunities">
        <PostCard post={post} />
        <PostCard post={{ ...post, businessId: 13, activityHeading: 'Garage' }} />
        {null}
      </PostCardGrid>,
    );
    const grid = screen.getByRole('list', { name: 'Latest opportunities' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(within(grid).getByRole('article', { name: 'Garage' })).toBeInTheDocument();
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 450px), 1fr))' });
    resizeWindowTo(430);
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 380px), 1fr))' });
    resizeWindowTo(390);
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 290px), 1fr))' });
    // Each card fills its cell, so the grid's edges are the content column's.
    expect(screen.getByRole('article', { name: post.activityHeading })).toHaveStyle({ width: '100%' });
  });

  it('draws the first cards of a long page in its first render and the others just after, in order', () => {
    /** How many cards the document held when the first card was first laid out. */
    const cardsAtFirstLayout: number[] = [];
    function FirstCard() {
      useLayoutEffect(() => {
        cardsAtFirstLayout.push(document.querySelectorAll('article').length);
      }, []);
      return <PostCard post={post} />;
    }
    const headings = Array.from({ length: 11 }, (_, index) => `Post ${index + 2}`);
    render(
      <PostCardGrid aria-label="Postings">
        <FirstCard key="first" />
        {headings.map((heading, index) => (
          <PostCard key={heading} post={{ ...post, businessId: 100 + index, activityHeading: heading }} />
        ))}
      </PostCardGrid>,
    );
    expect(cardsAtFirstLayout).toEqual([FIRST_RENDER_CARDS]);
    const grid = screen.getByRole('list', { name: 'Postings' });
    expect(grid).not.toHaveAttribute('aria-busy');
    const cards = within(grid).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([post.activityHeading, ...headings]);
  });

  it('draws every card in its first render in a screen the server renders, so its page is whole and hydration matches', () => {
    const headings = Array.from({ length: 8 }, (_, index) => `Post ${index + 1}`);
    const grid = (
      <UiProvider serverScreen>
        <PostCardGrid aria-label="Opportunities">
          {headings.map((heading, index) => (
            <PostCard key={heading} post={{ ...post, businessId: 100 + index, activityHeading: heading }} />
          ))}
        </PostCardGrid>
      </UiProvider>
    );
    const html = renderToString(grid);
    expect(html.match(/<article/g)).toHaveLength(8);
    expect(html).not.toContain('aria-busy');
  });

  it('shows heading, reference, live dates, locations in rows of three and the actions', () => {
    render(<PostCard post={post} actions={<Button>View Detail</Button>} />);
    const card = screen.getByRole('article', { name: post.activityHeading });
    expect(within(card).getByText('Ref: ABC-123')).toBeInTheDocument();
    expect(within(card).getByText('For Sale: 01 March 2026 to 28 March 2026')).toBeInTheDocument();
    const locations = within(card).getByRole('list', { name: 'Locations' });
    expect(within(locations).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['London', 'South East', 'Wales', 'Scotland']);
    expect(locations).toHaveStyle({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });
    expect(within(card).getByRole('button', { name: 'View Detail' })).toBeInTheDocument();
  });

  it.each([
    [{ siteStatus: 'Withdrawn' as const }, 'Withdrawn'],
    [{ siteStatus: 'Expired' as const }, 'Expired 28 March 2026'],
    [{ siteStatus: 'Sold' as const }, 'Sold (on sale until 28 March 2026)'],
    [{ siteStatus: 'Draft' as const, activeStartDate: [], activeEndDate: [] }, 'Draft created 20 February 2026'],
    [{ siteStatus: 'Scheduled' as const }, 'Scheduled: 01 March 2026 to 28 March 2026'],
  ])('states the status of a %o post', (overrides, subtitle) => {
    render(<PostCard post={{ ...post, ...overrides }} />);
    expect(screen.getByText(subtitle)).toBeInTheDocument();
  });

  it('takes a subtitle from the screen instead', () => {
    render(<PostCard post={post} subtitle="Interest expressed 02 March 2026" />);
    expect(screen.getByText('Interest expressed 02 March 2026')).toBeInTheDocument();
  });
});
