import { date, index, integer, numeric, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { postingPeriods } from './posts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull();

/**
 * One invoice per posting period. The rate and every figure are frozen when the invoice is
 * created, so a later change of the seller's rate or of the period leaves it as issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .unique()
      .references(() => postingPeriods.id, { onDelete: 'cascade' }),
    priceRate: money('price_rate'),
    totalDays: integer('total_days').notNull(),
    first28Quantity: integer('first28_quantity').notNull(),
    first28Amount: money('first28_amount'),
    further28Quantity: integer('further28_quantity').notNull(),
    further28Amount: money('further28_amount'),
    subTotal: money('sub_total'),
    vatAmount: money('vat_amount'),
    totalPrice: money('total_price'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('invoices_created_at_idx').on(t.createdAt, t.id),
    // Migration 0008 also INCLUDEs created_at: the admin list's days filter is checked in the index.
    index('invoices_total_price_idx').on(t.totalPrice, t.id),
    index('invoices_total_days_idx').on(t.totalDays, t.id),
  ],
);
