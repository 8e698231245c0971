import { canApply, defaultPostingDates, extendDateProblems, illegalActionMessage, LEGAL_FROM, postingActionLabel, postingDateProblems, POST_DATE_MESSAGES } from './post-actions';
import { SITE_STATUS } from './post-status';

describe('the transition table', () => {
  it('allows exactly the spec’s transitions', () => {
    const table = Object.fromEntries(Object.values(SITE_STATUS).map((status) => [status, (Object.keys(LEGAL_FROM) as (keyof typeof LEGAL_FROM)[]).filter((a) => canApply(a, status))]));
    expect(table).toEqual({
      Draft: ['post', 'amend'],
      Scheduled: ['extend', 'amend'],
      'For Sale': ['extend', 'withdraw', 'markSold', 'amend', 'email'],
      Expired: ['repost', 'markSold', 'amend'],
      // Beyond the spec: a sold business is final: not put on sale again, not edited, not e-mailed.
      Sold: [],
      Withdrawn: ['repost', 'amend'],
    });
  });

  it('says why an action is refused', () => {
    expect(illegalActionMessage('withdraw', SITE_STATUS.draft)).toBe('This post is Draft: only a post that is For Sale can be withdrawn.');
    expect(illegalActionMessage('amend', SITE_STATUS.sold)).toBe('This post is Sold: a Sold post cannot be edited.');
    expect(illegalActionMessage('email', SITE_STATUS.sold)).toBe('This post is Sold: only a post that is For Sale can be e-mailed.');
    expect(illegalActionMessage('email', SITE_STATUS.draft)).toBe('This post is Draft: only a post that is For Sale can be e-mailed.');
    expect(illegalActionMessage('markSold', SITE_STATUS.withdrawn)).toBe('This post is Withdrawn: only a post that is For Sale or Expired can be marked as Sold.');
  });
});

describe('posting dates', () => {
  const today = '2026-11-22';
  it('default to today and 27 days later', () => {
    expect(defaultPostingDates(today)).toEqual({ startDate: '2026-11-22', endDate: '2026-12-19' });
  });
  it('refuse a start in the past or after the end', () => {
    expect(postingDateProblems('2026-11-21', '2026-11-30', today)).toEqual({ StartDate: POST_DATE_MESSAGES.startInPast });
    expect(postingDateProblems('2026-11-30', '2026-11-29', today).EndDate).toBe(POST_DATE_MESSAGES.endBeforeStart);
    expect(postingDateProblems(today, today, today)).toEqual({});
  });
  it('extend: not before the start, not in the past, within 28 days of the start', () => {
    expect(extendDateProblems('2026-11-20', '2026-12-17', today)).toEqual({});
    expect(extendDateProblems('2026-11-20', '2026-12-18', today)).toEqual({ EndDate: POST_DATE_MESSAGES.endBeyondFirstBlock });
    expect(extendDateProblems('2026-11-20', '2026-11-19', today)).toEqual({ EndDate: POST_DATE_MESSAGES.endBeforeStart });
    expect(extendDateProblems('2026-11-20', '2026-11-21', today)).toEqual({ EndDate: POST_DATE_MESSAGES.endInPast });
  });
  it('Post Now when the start is today, otherwise Schedule', () => {
    expect(postingActionLabel(today, today)).toBe('Post Now');
    expect(postingActionLabel('2026-11-23', today)).toBe('Schedule');
  });
});
