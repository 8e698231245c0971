import { useMemo } from 'react';
import type { Certificate } from '@insolvency/shared-contracts';
import { DateText } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { useRouteId } from '../../../hooks/use-route-id';
import { useSellerCertificatePdfMutation, useSellerCertificateQuery } from '../api/seller-billing-api';
import { descriptionParagraphs } from '../utils/description-paragraphs';
import { DocumentFrame } from './document-frame';
import { FactList, SheetRow, SheetSection } from './document-sheet';

/** CertificateOutput (/user/certificate/:id, id = the posting period): the printable certificate, with Print and its PDF. */
export default function CertificateOutput() {
  const id = useRouteId();
  const query = useSellerCertificateQuery(id ?? 0, { skip: id === null });
  const [fetchPdf] = useSellerCertificatePdfMutation();
  return (
    <DocumentFrame kind="Certificate" id={id} notFoundMessage="This certificate does not exist or is not yours." back={{ label: 'Certificates', route: 'UserCertificates' }} query={query} downloadPdf={fetchPdf}>
      {query.data ? <CertificateSheet certificate={query.data} /> : null}
    </DocumentFrame>
  );
}

/** The evidence that a post was on the marketplace for a period: what it said and who heard of it. */
export function CertificateSheet({ certificate }: { certificate: Certificate }) {
  const { token } = theme.useToken();
  const business = certificate.business;
  const paragraphs = useMemo(() => descriptionParagraphs(business.description), [business.description]);
  const list = (items: string[]) => (items.length ? items.join(', ') : 'None');
  return (
    <>
      <h2 style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>Certificate of Posting</h2>
      <p style={{ margin: `${token.marginXS}px 0 ${token.marginLG}px` }}>
        This certifies that the business below was advertised on the Insolvency Marketplace from <DateText value={certificate.startDate} /> to{' '}
        <DateText value={certificate.endDate} />.
      </p>
      <SheetRow>
        <SheetSection title="Certificate">
          <FactList
            facts={[
              { label: 'Number', value: certificate.periodId },
              { label: 'Issued', value: <DateText value={certificate.createdDate} /> },
              { label: 'Reference', value: certificate.invoice.reference },
            ]}
          />
        </SheetSection>
        <SheetSection title="Issued to">
          <FactList
            facts={[
              { label: 'Practitioner', value: `${certificate.invoice.forenames} ${certificate.invoice.surname}` },
              { label: 'Company', value: certificate.userCompany },
            ]}
          />
        </SheetSection>
      </SheetRow>
      <SheetSection title="The business" style={{ marginBottom: token.marginLG }}>
        <FactList
          facts={[
            { label: 'Heading', value: business.activityHeading },
            { label: 'Appointment status', value: business.businessStatus },
            { label: 'Trading status', value: business.tradingStatus },
            {
              label: 'Categories',
              value: list(business.businessPostingCategory.map((category) => (category.primaryCategory ? `${category.description} (primary)` : category.description))),
            },
            { label: 'Locations', value: list(business.businessPostingLocation) },
            { label: 'Key assets', value: list(business.businessPostingAsset) },
            { label: 'Turnover', value: business.turnover },
            { label: 'Employees', value: business.employees },
          ]}
        />
      </SheetSection>
      <SheetSection title="Description" style={{ marginBottom: token.marginLG }}>
        {paragraphs.map((paragraph, index) => (
          <p key={index} style={{ margin: `0 0 ${token.marginXS}px` }}>
            {paragraph}
          </p>
        ))}
      </SheetSection>
      <SheetSection title="Marketing">
        <FactList
          facts={[
            { label: 'Interested parties e-mailed', value: certificate.totalNoOfInterestedPartiesEmailed },
            { label: 'Expressions of interest', value: certificate.expressedInterestsCount },
          ]}
        />
      </SheetSection>
    </>
  );
}
