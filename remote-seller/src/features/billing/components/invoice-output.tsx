import type { Invoice } from '@insolvency/shared-contracts';
import { INVOICE_PAYMENT_TERMS_DAYS } from '@insolvency/shared-contracts';
import { DateText, Money } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { useRouteId } from '../../../hooks/use-route-id';
import { useSellerInvoicePdfMutation, useSellerInvoiceQuery } from '../api/seller-billing-api';
import { DocumentFrame } from './document-frame';
import { FactList, Lines, SheetRow, SheetSection } from './document-sheet';

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** InvoiceOutput (/user/invoice/:id): the printable invoice, with Print and its PDF. */
export default function InvoiceOutput() {
  const id = useRouteId();
  const query = useSellerInvoiceQuery(id ?? 0, { skip: id === null });
  const [fetchPdf] = useSellerInvoicePdfMutation();
  return (
    <DocumentFrame kind="Invoice" id={id} notFoundMessage="This invoice does not exist or is not yours." back={{ label: 'Invoices', route: 'UserInvoices' }} query={query} downloadPdf={fetchPdf}>
      {query.data ? <InvoiceSheet invoice={query.data} /> : null}
    </DocumentFrame>
  );
}

/**
 * What a UK VAT invoice must show: the supplier's name, address and VAT registration number; a
 * unique invoice number; the invoice date (the time of supply) and the due date; the customer's
 * name and address; a description of the service; the net amount, the VAT rate, the VAT and the total.
 */
export function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const { token } = theme.useToken();
  const figures = invoice.calculatedInformation;
  const cell = { padding: `${token.paddingXS}px ${token.paddingXS}px`, borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'left' as const };
  const amountCell = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
  const lines = [
    { description: 'First 28-day block', quantity: figures.first28Q, amount: figures.first28Amount },
    ...(figures.further28Q > 0 ? [{ description: 'Further 28-day blocks', quantity: figures.further28Q, amount: figures.further28Amount }] : []),
  ];
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: token.margin, marginBottom: token.marginLG }}>
        <div>
          <h2 style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>VAT Invoice</h2>
          <p style={{ margin: 0, color: token.colorTextSecondary }}>Invoice number {invoice.invoiceId}</p>
        </div>
        <FactList
          facts={[
            { label: 'Invoice date', value: <DateText value={invoice.createdDate} /> },
            { label: 'Due date', value: <DateText value={invoice.dueDate} /> },
          ]}
        />
      </div>
      <SheetRow>
        <SheetSection title="From">
          <Lines lines={[invoice.supplier.name, ...invoice.supplier.address.split(',').map((part) => part.trim())]} />
          <p style={{ margin: `${token.marginXXS}px 0 0` }}>VAT registration number {invoice.supplier.vatNumber}</p>
        </SheetSection>
        <SheetSection title="Invoice to">
          <Lines
            lines={[
              `${invoice.forenames} ${invoice.surname}`,
              invoice.company,
              invoice.addressLine1,
              invoice.addressLine2,
              invoice.addressLine3,
              invoice.townCity,
              invoice.county,
              invoice.postcode,
            ]}
          />
        </SheetSection>
      </SheetRow>
      <SheetSection title="Description" style={{ marginBottom: token.marginLG }}>
        <p style={{ margin: 0 }}>
          Listing of “{invoice.activityHeading}” ({invoice.reference}) from <DateText value={invoice.startDate} /> to <DateText value={invoice.endDate} />,{' '}
          {invoice.totalDays} {invoice.totalDays === 1 ? 'day' : 'days'}
        </p>
      </SheetSection>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: token.paddingXS }}>Charges</caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>Item</th>
              <th scope="col" style={amountCell}>Quantity</th>
              <th scope="col" style={amountCell}>Unit price</th>
              <th scope="col" style={amountCell}>Net</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.description}>
                <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>{line.description}</th>
                <td style={amountCell}>{line.quantity}</td>
                <td style={amountCell}>
                  <Money amount={invoice.priceRate} />
                </td>
                <td style={amountCell}>
                  <Money amount={line.amount} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} style={amountCell}>Net total</th>
              <td style={amountCell}>
                <Money amount={figures.subTotal} />
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} style={amountCell}>VAT at {percent(invoice.vatRate)}</th>
              <td style={amountCell}>
                <Money amount={figures.vatAmount} />
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} style={{ ...amountCell, fontSize: token.fontSizeLG }}>Total due</th>
              <td style={{ ...amountCell, fontSize: token.fontSizeLG, fontWeight: 600 }}>
                <Money amount={figures.totalPrice} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p style={{ margin: `${token.marginLG}px 0 0`, color: token.colorTextSecondary }}>
        Payable within {INVOICE_PAYMENT_TERMS_DAYS} days of receipt. Please quote invoice number {invoice.invoiceId} with your payment.
      </p>
    </>
  );
}
