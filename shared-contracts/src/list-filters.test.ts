import { passesCreatedFilter } from './list-filters';

describe('passesCreatedFilter', () => {
  it('keeps everything with None', () => {
    expect(passesCreatedFilter('2019-01-01', 'none', '2026-11-22')).toBe(true);
  });

  it('keeps the 7 days up to today with Last Week, across a month end', () => {
    expect(passesCreatedFilter('2026-03-02', 'lastWeek', '2026-03-02')).toBe(true);
    expect(passesCreatedFilter('2026-02-24', 'lastWeek', '2026-03-02')).toBe(true);
    expect(passesCreatedFilter('2026-02-23', 'lastWeek', '2026-03-02')).toBe(false);
    expect(passesCreatedFilter('2026-03-03', 'lastWeek', '2026-03-02')).toBe(false);
  });
});
