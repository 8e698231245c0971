import { priceForDays, priceForPeriod, formatMoney } from './pricing';

describe('posting price', () => {
  it.each([
    [1, 1, 0],
    [28, 1, 0],
    [29, 1, 1],
    [56, 1, 1],
    [57, 1, 2],
    [84, 1, 2],
    [85, 1, 3],
  ])('%i days: %i first block, %i further blocks', (days, first, further) => {
    const price = priceForDays(days);
    expect(price.first28Q).toBe(first);
    expect(price.further28Q).toBe(further);
  });

  it('adds 20% VAT to the standard rate of 345', () => {
    expect(priceForDays(28)).toMatchObject({ subTotal: 345, vatAmount: 69, totalPrice: 414 });
    expect(priceForDays(29)).toMatchObject({ subTotal: 690, vatAmount: 138, totalPrice: 828 });
  });

  it('uses a seller custom rate', () => {
    expect(priceForDays(57, 250.5)).toMatchObject({ first28Amount: 250.5, further28Amount: 501, subTotal: 751.5, vatAmount: 150.3, totalPrice: 901.8 });
  });

  it('counts days inclusively from start to end', () => {
    expect(priceForPeriod('2026-01-01', '2026-01-28').totalDays).toBe(28);
    expect(priceForPeriod('2026-01-01', '2026-01-29').further28Q).toBe(1);
  });

  it('refuses an empty period', () => {
    expect(() => priceForDays(0)).toThrow(RangeError);
  });

  it('formats pounds with two decimals', () => {
    expect(formatMoney(414)).toBe('£414.00');
  });
});
