import { SITE_STATUS, siteStatusOn, STATUS_CODE, statusCodeOf } from './post-status';

describe('siteStatusOn', () => {
  const period = { startDate: '2026-11-01', endDate: '2026-11-28', withdrawn: false };

  it('follows the dates: Scheduled, For Sale, Expired', () => {
    expect(siteStatusOn(period, '2026-10-31')).toBe(SITE_STATUS.scheduled);
    expect(siteStatusOn(period, '2026-11-28')).toBe(SITE_STATUS.forSale);
    expect(siteStatusOn(period, '2026-11-29')).toBe(SITE_STATUS.expired);
  });

  it('says Sold, not Expired, for a sold post, before or after its end date (code 3)', () => {
    expect(siteStatusOn({ ...period, sold: true }, '2026-11-10')).toBe(SITE_STATUS.sold);
    expect(siteStatusOn({ ...period, sold: true }, '2026-12-10')).toBe(SITE_STATUS.sold);
    expect(statusCodeOf(SITE_STATUS.sold)).toBe(STATUS_CODE.sold);
    expect(statusCodeOf(SITE_STATUS.expired)).toBe(STATUS_CODE.expired);
  });

  it('Withdrawn wins, and a post without a period is a Draft', () => {
    expect(siteStatusOn({ ...period, withdrawn: true, sold: true }, '2026-11-10')).toBe(SITE_STATUS.withdrawn);
    expect(siteStatusOn({ startDate: null, endDate: null, withdrawn: false }, '2026-11-10')).toBe(SITE_STATUS.draft);
  });
});
