import { useState } from 'react';
import { ADMIN_INVOICE_DEFAULT_DAYS, ADMIN_INVOICE_DEFAULT_PAGE_SIZE, ADMIN_INVOICE_PAGE_SIZES, ADMIN_INVOICE_SORTS, pathFor, type AdminInvoiceItem } from '@insolvency/shared-contracts';
import { DateText, LinkButton, Money } from '@insolvency/shared-ui';
import { useAdminInvoiceListQuery } from '../api/admin-billing-api';
import { DocumentCard, DocumentCardsScreen, type SortOption } from './document-cards';

const SORT_VALUES: Record<(typeof ADMIN_INVOICE_SORTS)[number]['key'], (item: AdminInvoiceItem) => string | number> = {
  createdDate: (i) => `${i.createdDate}#${String(i.invoiceId).padStart(10, '0')}`,
  startDate: (i) => i.startDate,
  endDate: (i) => i.endDate,
  totalPrice: (i) => i.totalPrice,
  totalDays: (i) => i.totalDays,
};
const SORTS: SortOption<AdminInvoiceItem>[] = ADMIN_INVOICE_SORTS.map((s) => ({ ...s, value: SORT_VALUES[s.key] }));

/** InvoiceList (/admin/invoices): every seller's invoices of the last 28 days by default; each opens the printable invoice. */
export default function InvoiceList() {
  const [days, setDays] = useState(ADMIN_INVOICE_DEFAULT_DAYS);
  const query = useAdminInvoiceListQuery(days);
  return (
    <DocumentCardsScreen
      title="Invoices"
      noun="invoices"
      days={days}
      onDays={setDays}
      query={query}
      pageSizes={ADMIN_INVOICE_PAGE_SIZES}
      defaultPageSize={ADMIN_INVOICE_DEFAULT_PAGE_SIZE}
      sorts={SORTS}
      renderCard={(invoice) => (
        <DocumentCard
          key={invoice.invoiceId}
          heading={invoice.activityHeading}
          facts={[
            { label: 'Invoice', value: `No. ${invoice.invoiceId}` },
            { label: 'Reference', value: invoice.reference },
            { label: 'Seller', value: `${invoice.forenames} ${invoice.surname}, ${invoice.company}` },
            { label: 'Created', value: <DateText value={invoice.createdDate} /> },
            {
              label: 'Period',
              value: (
                <>
                  <DateText value={invoice.startDate} /> to <DateText value={invoice.endDate} /> ({invoice.totalDays} days)
                </>
              ),
            },
            { label: 'Total', value: <Money amount={invoice.totalPrice} /> },
          ]}
          action={
            <LinkButton to={pathFor('InvoiceOutput', invoice.invoiceId)} variant="primary">
              View Invoice
            </LinkButton>
          }
        />
      )}
    />
  );
}
