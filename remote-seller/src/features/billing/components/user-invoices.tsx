import { pathFor } from '@insolvency/shared-contracts';
import { DateText, LinkButton, Money } from '@insolvency/shared-ui';
import { useSellerInvoiceListQuery } from '../api/seller-billing-api';
import { DocumentCard } from './document-card';
import { DocumentListScreen } from './document-list-screen';

/** UserInvoices (/user/invoices): the seller's invoices; each card offers View Invoice and View Post. */
export default function UserInvoices() {
  const query = useSellerInvoiceListQuery();
  return (
    <DocumentListScreen
      title="Invoices"
      noun="invoices"
      query={query}
      renderCard={(invoice) => (
        <DocumentCard
          key={invoice.invoiceId}
          heading={invoice.activityHeading}
          details={[
            { label: 'Invoice', value: `No. ${invoice.invoiceId}` },
            { label: 'Reference', value: invoice.reference },
            { label: 'Date', value: <DateText value={invoice.createdDate} /> },
            {
              label: 'Period',
              value: (
                <>
                  <DateText value={invoice.startDate} /> to <DateText value={invoice.endDate} />
                </>
              ),
            },
            { label: 'Total', value: <Money amount={invoice.totalPrice} /> },
          ]}
          actions={
            <>
              <LinkButton to={pathFor('InvoiceOutput', invoice.invoiceId)} variant="primary">
                View Invoice
              </LinkButton>
              <LinkButton to={pathFor('PostDetail', invoice.businessId)}>View Post</LinkButton>
            </>
          }
        />
      )}
    />
  );
}
