import PDFDocument from 'pdfkit';
import { formatDisplayDate, formatMoney, type Certificate, type Invoice } from '@insolvency/shared-contracts';

/*
 * Invoices and certificates (and, with these helpers, the SIP 16 evidence) as A4 PDFs, made on the server (no browser): Inter (latin, regular
 * and bold) is embedded so the files look the same on every reader; the money sign and dates
 * are written as on the screens.
 */

const FONT_DIR = `${require.resolve('@fontsource/inter/package.json').replace(/package\.json$/, '')}files`;
const REGULAR = `${FONT_DIR}/inter-latin-400-normal.woff`;
const BOLD = `${FONT_DIR}/inter-latin-700-normal.woff`;
export const MARGIN = 56;

export function newDocument(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Producer: 'Insolvency Marketplace' } });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  doc.font('regular').fontSize(10);
  return doc;
}

export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('bold').fontSize(18).text(text).moveDown(0.5).font('regular').fontSize(10);
}

export function rows(doc: PDFKit.PDFDocument, entries: readonly (readonly [string, string])[]): void {
  for (const [label, value] of entries) {
    const y = doc.y;
    doc.font('bold').text(label, MARGIN, y, { width: 170 });
    const labelBottom = doc.y;
    doc.font('regular').text(value, MARGIN + 180, y, { width: doc.page.width - 2 * MARGIN - 180 });
    // A label that wraps must not run into the next row.
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.3);
  }
  doc.moveDown(0.5);
}

const addressLines = (invoice: Invoice) =>
  [invoice.addressLine1, invoice.addressLine2, invoice.addressLine3, invoice.townCity, invoice.county, invoice.postcode].filter(Boolean).join(', ');

/** The invoice of one posting period, with what a UK VAT invoice must show. */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = newDocument(`Invoice ${invoice.invoiceId}`);
  const money = invoice.calculatedInformation;
  heading(doc, `VAT invoice ${invoice.invoiceId}`);
  rows(doc, [
    ['Supplier', invoice.supplier.name],
    ['Supplier address', invoice.supplier.address],
    ['VAT number', invoice.supplier.vatNumber],
  ]);
  rows(doc, [
    ['Invoice number', String(invoice.invoiceId)],
    ['Invoice date', formatDisplayDate(invoice.createdDate)],
    ['Due date', formatDisplayDate(invoice.dueDate)],
  ]);
  rows(doc, [
    ['Customer', `${invoice.forenames} ${invoice.surname}`],
    ['Company', invoice.company],
    ['Address', addressLines(invoice)],
  ]);
  rows(doc, [
    ['Description', `Listing of "${invoice.activityHeading}" (${invoice.reference}) from ${formatDisplayDate(invoice.startDate)} to ${formatDisplayDate(invoice.endDate)}, ${invoice.totalDays} days`],
    ['First 28 days', `${money.first28Q} x ${formatMoney(invoice.priceRate)} = ${formatMoney(money.first28Amount)}`],
    ['Further 28-day blocks', `${money.further28Q} x ${formatMoney(invoice.priceRate)} = ${formatMoney(money.further28Amount)}`],
    ['Net', formatMoney(money.subTotal)],
    [`VAT at ${Math.round(invoice.vatRate * 100)}%`, formatMoney(money.vatAmount)],
    ['Total', formatMoney(money.totalPrice)],
  ]);
  return toBuffer(doc);
}

/** The certificate of one posting period: evidence of how the business was marketed. */
export function certificatePdf(certificate: Certificate): Promise<Buffer> {
  const doc = newDocument(`Certificate ${certificate.periodId}`);
  const business = certificate.business;
  heading(doc, 'Certificate of posting');
  doc.text(
    `This certifies that the business below was advertised on the Insolvency Marketplace from ${formatDisplayDate(certificate.startDate)} to ${formatDisplayDate(certificate.endDate)}.`,
  );
  doc.moveDown();
  rows(doc, [
    ['Certificate', String(certificate.periodId)],
    ['Issued', formatDisplayDate(certificate.createdDate)],
    ['Reference', certificate.invoice.reference],
    ['Practitioner', `${certificate.invoice.forenames} ${certificate.invoice.surname}`],
    ['Company', certificate.userCompany],
  ]);
  rows(doc, [
    ['Business', business.activityHeading],
    ['Appointment status', business.businessStatus],
    ['Trading status', business.tradingStatus],
    ['Categories', business.businessPostingCategory.map((c) => (c.primaryCategory ? `${c.description} (primary)` : c.description)).join(', ')],
    ['Locations', business.businessPostingLocation.join(', ')],
    ['Key assets', business.businessPostingAsset.join(', ') || 'None'],
    ['Turnover', business.turnover],
    ['Employees', business.employees],
  ]);
  rows(doc, [
    ['Interested parties e-mailed', String(certificate.totalNoOfInterestedPartiesEmailed)],
    ['Expressions of interest', String(certificate.expressedInterestsCount)],
  ]);
  return toBuffer(doc);
}
