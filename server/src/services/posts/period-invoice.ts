import { addDays, INVOICE_PAYMENT_TERMS_DAYS, londonToday, priceForPeriod } from '@insolvency/shared-contracts';
import type { invoices } from '../../db/schema';

/**
 * The invoice row for a posting period, priced at `rate` per 28-day block plus VAT and
 * due 14 days after `createdAt` (London date). Figures are frozen in the row.
 */
export function invoiceForPeriod(
  period: { id: number; startDate: string; endDate: string },
  rate: number,
  createdAt: Date,
): typeof invoices.$inferInsert {
  const price = priceForPeriod(period.startDate, period.endDate, rate);
  return {
    periodId: period.id,
    priceRate: rate,
    totalDays: price.totalDays,
    first28Quantity: price.first28Q,
    first28Amount: price.first28Amount,
    further28Quantity: price.further28Q,
    further28Amount: price.further28Amount,
    subTotal: price.subTotal,
    vatAmount: price.vatAmount,
    totalPrice: price.totalPrice,
    createdAt,
    dueDate: addDays(londonToday(createdAt), INVOICE_PAYMENT_TERMS_DAYS),
  };
}
