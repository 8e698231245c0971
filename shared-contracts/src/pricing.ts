import { inclusiveDays } from './dates';

export const STANDARD_PRICE_RATE = 345;
export const VAT_RATE = 0.2;
export const BLOCK_DAYS = 28;
export const INVOICE_PAYMENT_TERMS_DAYS = 14;

/** The figures printed on an invoice (`calculatedInformation`). */
export interface PriceBreakdown {
  totalDays: number;
  first28Q: number;
  first28Amount: number;
  further28Q: number;
  further28Amount: number;
  subTotal: number;
  vatAmount: number;
  totalPrice: number;
}

const roundPence = (value: number) => Math.round(value * 100) / 100;

/**
 * Price of a posting period: days = end - start + 1; the first 28-day block counts 1,
 * further blocks = floor((days - 1) / 28); total = blocks x rate x 1.2.
 */
export function priceForDays(totalDays: number, rate: number = STANDARD_PRICE_RATE): PriceBreakdown {
  if (!Number.isInteger(totalDays) || totalDays < 1) {
    throw new RangeError('A posting period lasts at least one day');
  }
  const further28Q = Math.floor((totalDays - 1) / BLOCK_DAYS);
  const first28Amount = roundPence(rate);
  const further28Amount = roundPence(further28Q * rate);
  const subTotal = roundPence(first28Amount + further28Amount);
  const vatAmount = roundPence(subTotal * VAT_RATE);
  return {
    totalDays,
    first28Q: 1,
    first28Amount,
    further28Q,
    further28Amount,
    subTotal,
    vatAmount,
    totalPrice: roundPence(subTotal + vatAmount),
  };
}

export function priceForPeriod(startDate: string, endDate: string, rate: number = STANDARD_PRICE_RATE): PriceBreakdown {
  return priceForDays(inclusiveDays(startDate, endDate), rate);
}

export function formatMoney(amount: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 }).format(amount);
}
