import { addDays } from './dates';
import { BLOCK_DAYS } from './pricing';
import { SITE_STATUS, type SiteStatus } from './post-status';

/** What a seller (or Admin) can do to a post. */
export type PostAction = 'post' | 'extend' | 'withdraw' | 'repost' | 'markSold' | 'amend' | 'email';

/**
 * The one transition table (spec §4): from which status each action is legal. Posting a
 * draft makes it Scheduled or For Sale; extend changes the end of a live or scheduled post;
 * withdraw takes a live post off sale; repost puts an expired or withdrawn one back. Beyond
 * the spec: a live or expired post can be marked Sold, which ends it for good (no repost, no
 * edits: its record stays as it was when the business was sold). E-mail Post invites interest,
 * so only a post For Sale is e-mailed: a draft or scheduled post is not public yet, and nobody
 * can act on an expired, withdrawn or sold one.
 */
export const LEGAL_FROM: Readonly<Record<PostAction, readonly SiteStatus[]>> = {
  post: [SITE_STATUS.draft],
  extend: [SITE_STATUS.forSale, SITE_STATUS.scheduled],
  withdraw: [SITE_STATUS.forSale],
  repost: [SITE_STATUS.expired, SITE_STATUS.withdrawn],
  markSold: [SITE_STATUS.forSale, SITE_STATUS.expired],
  amend: [SITE_STATUS.draft, SITE_STATUS.scheduled, SITE_STATUS.forSale, SITE_STATUS.expired, SITE_STATUS.withdrawn],
  email: [SITE_STATUS.forSale],
};

const VERBS: Record<PostAction, string> = {
  post: 'posted',
  extend: 'extended',
  withdraw: 'withdrawn',
  repost: 'reposted',
  markSold: 'marked as Sold',
  amend: 'edited',
  email: 'e-mailed',
};

export function canApply(action: PostAction, status: SiteStatus): boolean {
  return LEGAL_FROM[action].includes(status);
}

/** The 409's text when `action` is not legal from `status`: the statuses it is legal from, when there are one or two. */
export function illegalActionMessage(action: PostAction, status: SiteStatus): string {
  const from = LEGAL_FROM[action];
  if (from.length > 2) return `This post is ${status}: a ${status} post cannot be ${VERBS[action]}.`;
  return `This post is ${status}: only a post that is ${from.join(' or ')} can be ${VERBS[action]}.`;
}

export const POST_DATE_MESSAGES = {
  startRequired: 'Please choose a Start Date',
  endRequired: 'Please choose an End Date',
  startInPast: 'The Start Date cannot be before today',
  startAfterEnd: 'The Start Date cannot be after the End Date',
  endBeforeStart: 'The End Date cannot be before the Start Date',
  endBeyondFirstBlock: `The End Date must be within ${BLOCK_DAYS} days of the Start Date`,
  endInPast: 'The End Date cannot be before today',
} as const;

/** Default dates of a new posting period: today to 27 days later (28 days inclusive). */
export function defaultPostingDates(today: string): { startDate: string; endDate: string } {
  return { startDate: today, endDate: addDays(today, BLOCK_DAYS - 1) };
}

/** Problems of a new period (post, repost), by field; empty when the dates are good. */
export function postingDateProblems(startDate: string, endDate: string, today: string): { StartDate?: string; EndDate?: string } {
  if (startDate < today) return { StartDate: POST_DATE_MESSAGES.startInPast };
  if (startDate > endDate) return { StartDate: POST_DATE_MESSAGES.startAfterEnd, EndDate: POST_DATE_MESSAGES.endBeforeStart };
  return {};
}

/** Problems of a new end date for a live or scheduled period (extend). */
export function extendDateProblems(periodStart: string, endDate: string, today: string): { EndDate?: string } {
  if (endDate < periodStart) return { EndDate: POST_DATE_MESSAGES.endBeforeStart };
  if (endDate < today) return { EndDate: POST_DATE_MESSAGES.endInPast };
  if (endDate > addDays(periodStart, BLOCK_DAYS - 1)) return { EndDate: POST_DATE_MESSAGES.endBeyondFirstBlock };
  return {};
}

/** The action's button: Post Now when the start is today, Schedule otherwise. */
export const postingActionLabel = (startDate: string, today: string) => (startDate === today ? 'Post Now' : 'Schedule');
