import { sortPosts, SORT_OPTIONS } from './sort-posts';

const post = (businessId: number, fields: Partial<Parameters<typeof sortPosts>[0][number]> = {}) => ({
  businessId,
  activeStartDate: ['2026-03-01'],
  activeEndDate: ['2026-03-28'],
  creationDate: '2026-02-01T09:00:00.000Z',
  reference: `REF-${businessId}`,
  activityHeading: `Post ${businessId}`,
  turnoverID: 1,
  ...fields,
});
const ids = (posts: { businessId: number }[]) => posts.map((p) => p.businessId);

describe('sortPosts', () => {
  it('offers the spec’s options in its order', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual(['End Date', 'Start Date', 'Created Date', 'Reference', 'Heading', 'Turnover']);
  });

  it('sorts by the current period’s end date either way, posts without dates (drafts) last', () => {
    const posts = [
      post(1, { activeEndDate: ['2026-04-10', '2026-01-10'] }),
      post(2, { activeStartDate: [], activeEndDate: [] }),
      post(3, { activeEndDate: ['2026-05-01'] }),
    ];
    expect(ids(sortPosts(posts, 'endDate', 'descending'))).toEqual([3, 1, 2]);
    expect(ids(sortPosts(posts, 'endDate', 'ascending'))).toEqual([1, 3, 2]);
  });

  it('sorts references naturally, headings without regard to case, turnover by band', () => {
    const posts = [post(1, { reference: 'A-10', activityHeading: 'bakery', turnoverID: 9 }), post(2, { reference: 'A-9', activityHeading: 'Abattoir', turnoverID: 2 })];
    expect(ids(sortPosts(posts, 'reference', 'ascending'))).toEqual([2, 1]);
    expect(ids(sortPosts(posts, 'heading', 'ascending'))).toEqual([2, 1]);
    expect(ids(sortPosts(posts, 'turnover', 'descending'))).toEqual([1, 2]);
  });

  it('keeps ties in a stable order, newest post first, and leaves the input alone', () => {
    const posts = [post(1), post(3), post(2)];
    expect(ids(sortPosts(posts, 'createdDate', 'ascending'))).toEqual([3, 2, 1]);
    expect(ids(posts)).toEqual([1, 3, 2]);
  });
});
