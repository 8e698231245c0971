import {
  ADMIN_DAYS_FILTERS,
  ADMIN_INVOICE_DEFAULT_DAYS,
  ADMIN_INVOICE_DEFAULT_PAGE_SIZE,
  ADMIN_INVOICE_PAGE_SIZES,
  ADMIN_INVOICE_SORTS,
  pathFor,
  SORT_ORDERS,
  type AdminInvoiceSort,
  type SortOrder,
} from '@insolvency/shared-contracts';
import { DateText, LinkButton, Money } from '@insolvency/shared-ui';
import { pagingOf } from '../../../components/paging';
import { oneOf, PAGE_FIELD, useUrlView } from '../../../components/use-url-view';
import { useAdminInvoiceListQuery } from '../api/admin-billing-api';
import { DocumentCard, DocumentCardsScreen } from './document-cards';

/** `/admin/invoices?days=&sort=&order=&page=&pageSize=`: the last 28 days, newest first, 50 a page by default. */
const VIEW = {
  days: oneOf(ADMIN_DAYS_FILTERS, ADMIN_INVOICE_DEFAULT_DAYS),
  sort: oneOf(
    ADMIN_INVOICE_SORTS.map((s) => s.key),
    'createdDate',
  ),
  order: oneOf(SORT_ORDERS, 'desc'),
  page: PAGE_FIELD,
  pageSize: oneOf(ADMIN_INVOICE_PAGE_SIZES, ADMIN_INVOICE_DEFAULT_PAGE_SIZE),
};

/** InvoiceList (/admin/invoices): every seller's invoices of the last 28 days by default, sorted and paged on the server; each opens the printable invoice. */
export default function InvoiceList() {
  const { view, update } = useUrlView(VIEW);
  const paging = pagingOf(view, update);
  const query = useAdminInvoiceListQuery({
    daysAfterCreation: Number(view.days),
    sort: view.sort as AdminInvoiceSort,
    order: view.order as SortOrder,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  return (
    <DocumentCardsScreen
      title="Invoices"
      noun="invoices"
      view={view}
      update={update}
      paging={paging}
      query={query}
      items={(data) => data.invoiceList}
      pageCount={(data) => data.roundedPageCount}
      pageSizes={ADMIN_INVOICE_PAGE_SIZES}
      sorts={ADMIN_INVOICE_SORTS}
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
