import type { ReactNode } from 'react';
import { inclusiveDays, INVOICE_PAYMENT_TERMS_DAYS, isWireDate, priceForPeriod, VAT_RATE } from '@insolvency/shared-contracts';
import { Money } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';

export interface PriceSummaryProps {
  startDate: string;
  endDate: string;
  /** The owner's price per 28-day block. */
  rate: number;
}

/**
 * What the period will be invoiced (spec §9), worked out by the one pricing function the server
 * invoices with: days, 28-day blocks, rate, VAT and total. Nothing until both dates make a period.
 */
export function PriceSummary({ startDate, endDate, rate }: PriceSummaryProps) {
  const { token } = theme.useToken();
  if (!isWireDate(startDate) || !isWireDate(endDate) || endDate < startDate) return null;
  const price = priceForPeriod(startDate, endDate, rate);
  const blocks = price.first28Q + price.further28Q;
  const rows: [string, ReactNode][] = [
    ['Days', inclusiveDays(startDate, endDate)],
    ['Blocks of 28 days', blocks],
    ['Rate per block', <Money key="rate" amount={rate} />],
    ['Subtotal', <Money key="subtotal" amount={price.subTotal} />],
    [`VAT (${VAT_RATE * 100}%)`, <Money key="vat" amount={price.vatAmount} />],
    ['Total', <Money key="total" amount={price.totalPrice} />],
  ];
  return (
    <section aria-labelledby="posting-price-heading" style={{ margin: `${token.marginMD}px 0`, padding: token.padding, background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG, maxWidth: 420 }}>
      <h2 id="posting-price-heading" style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSizeLG, fontWeight: 600 }}>
        Price of this period
      </h2>
      <dl style={{ margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'flex', justifyContent: 'space-between', gap: token.margin, padding: `${token.paddingXXS}px 0`, fontWeight: label === 'Total' ? 600 : undefined }}>
            <dt>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <p style={{ margin: `${token.marginXS}px 0 0`, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        An invoice for this amount is raised when you confirm; it is payable within {INVOICE_PAYMENT_TERMS_DAYS} days.
      </p>
    </section>
  );
}
