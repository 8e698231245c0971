import { londonDateTimeToInstant, toLondonDateTime } from '../dates';
import { formatPence, offerCountText, offersSealed } from './deal-room-offers';
import { poundsToPence, submitOfferRequestSchema } from '../schemas/deal-room-offers';

describe('sealed offers: pure rules', () => {
  test('pounds as typed become whole pence; anything else is refused', () => {
    expect(poundsToPence('250000')).toBe(25_000_000);
    expect(poundsToPence('£1,250,000.5')).toBe(125_000_050);
    expect(poundsToPence('0.01')).toBe(1);
    expect(poundsToPence('1000000000')).toBe(100_000_000_000);
    for (const bad of ['0', '0.00', '-1', '1.234', '1000000000.01', '1,00', '1e5', 'abc', '']) expect(poundsToPence(bad)).toBeNull();
  });

  test('London wall-clock times to instants and back, across summer time; a skipped time is refused', () => {
    expect(londonDateTimeToInstant('2027-01-09T12:00')?.toISOString()).toBe('2027-01-09T12:00:00.000Z');
    expect(londonDateTimeToInstant('2027-07-09T12:00')?.toISOString()).toBe('2027-07-09T11:00:00.000Z');
    expect(londonDateTimeToInstant('2027-03-28T01:30')).toBeNull();
    expect(londonDateTimeToInstant('2027-10-31T01:30')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(londonDateTimeToInstant('2027-02-30T12:00')).toBeNull();
    expect(toLondonDateTime('2027-07-09T11:00:00.000Z')).toBe('2027-07-09T12:00');
  });

  test('sealed until the closing time; counts and amounts as shown', () => {
    const now = new Date('2027-01-09T11:59:59Z');
    expect(offersSealed('2027-01-09T12:00:00Z', now)).toBe(true);
    expect(offersSealed('2027-01-09T12:00:00Z', new Date('2027-01-09T12:00:00Z'))).toBe(false);
    expect(offersSealed(null, now)).toBe(false);
    expect([0, 1, 2].map(offerCountText)).toEqual(['No offers yet', '1 offer', '2 offers']);
    expect(formatPence(125_000_050)).toBe('£1,250,000.50');
  });
});

describe('submitOfferRequestSchema', () => {
  test('named assets are asked for together with the other missing fields', () => {
    const result = submitOfferRequestSchema.safeParse({ Amount: '100', Scope: 'assets', NamedAssets: '  ' });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(['NamedAssets', 'Funding', 'ConnectedParty']));
    expect(submitOfferRequestSchema.safeParse({ Amount: 100, Scope: 'going_concern', Funding: 'cash', ConnectedParty: false }).data).toMatchObject({ Amount: 10_000, NamedAssets: null, Conditions: '' });
  });
});
