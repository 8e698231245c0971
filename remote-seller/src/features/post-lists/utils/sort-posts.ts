import type { Post } from '@insolvency/shared-contracts';

/** The seller list sort options of spec §9, in the spec's order. */
export const SORT_OPTIONS = [
  { key: 'endDate', label: 'End Date' },
  { key: 'startDate', label: 'Start Date' },
  { key: 'createdDate', label: 'Created Date' },
  { key: 'reference', label: 'Reference' },
  { key: 'heading', label: 'Heading' },
  { key: 'turnover', label: 'Turnover' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['key'];
export type SortDirection = 'ascending' | 'descending';

type SortablePost = Pick<Post, 'businessId' | 'activeStartDate' | 'activeEndDate' | 'creationDate' | 'reference' | 'activityHeading' | 'turnoverID'>;

/**
 * The value a post sorts by. Dates are ISO text (`YYYY-MM-DD` or a timestamp), so they
 * compare as text; the current period is the first of `activeStartDate`/`activeEndDate`.
 * Turnover sorts by band (the ids run from nil to over £25 million), not by its wording.
 */
function sortValue(post: SortablePost, key: SortKey): string | number | undefined {
  switch (key) {
    case 'endDate':
      return post.activeEndDate[0];
    case 'startDate':
      return post.activeStartDate[0];
    case 'createdDate':
      return post.creationDate;
    case 'reference':
      return post.reference;
    case 'heading':
      return post.activityHeading;
    case 'turnover':
      return post.turnoverID;
  }
}

const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A sorted copy. Posts without the value (a draft has no dates) go last whichever the
 * direction; ties keep a stable order, newest post (highest id) first.
 */
export function sortPosts<T extends SortablePost>(posts: readonly T[], key: SortKey, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...posts].sort((a, b) => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va === undefined || vb === undefined) {
      if (va !== vb) return va === undefined ? 1 : -1;
    } else {
      const order = compareValues(va, vb);
      if (order !== 0) return sign * order;
    }
    return b.businessId - a.businessId;
  });
}
