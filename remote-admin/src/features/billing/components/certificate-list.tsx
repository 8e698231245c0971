import { useState } from 'react';
import { ADMIN_CERTIFICATE_DEFAULT_DAYS, ADMIN_CERTIFICATE_PAGE_SIZE, pathFor } from '@insolvency/shared-contracts';
import { DateText, LinkButton } from '@insolvency/shared-ui';
import { useAdminCertificateListQuery } from '../api/admin-billing-api';
import { DocumentCard, DocumentCardsScreen } from './document-cards';

/** Spec §9 names one page size for certificates; the control still offers it alone. */
const PAGE_SIZES = [ADMIN_CERTIFICATE_PAGE_SIZE] as const;

/** CertificateList (/admin/certificates): posting certificates of the last 14 days by default, 25 a page. */
export default function CertificateList() {
  const [days, setDays] = useState(ADMIN_CERTIFICATE_DEFAULT_DAYS);
  const query = useAdminCertificateListQuery(days);
  return (
    <DocumentCardsScreen
      title="Certificates"
      noun="certificates"
      days={days}
      onDays={setDays}
      query={query}
      pageSizes={PAGE_SIZES}
      defaultPageSize={ADMIN_CERTIFICATE_PAGE_SIZE}
      renderCard={(certificate) => (
        <DocumentCard
          key={certificate.periodId}
          heading={certificate.activityHeading}
          facts={[
            { label: 'Reference', value: certificate.reference },
            { label: 'Seller', value: `${certificate.forenames} ${certificate.surname}, ${certificate.userCompany}` },
            { label: 'Created', value: <DateText value={certificate.createdDate} /> },
            {
              label: 'Period',
              value: (
                <>
                  <DateText value={certificate.startDate} /> to <DateText value={certificate.endDate} />
                </>
              ),
            },
          ]}
          action={
            <LinkButton to={pathFor('CertificateOutput', certificate.periodId)} variant="primary">
              View Certificate
            </LinkButton>
          }
        />
      )}
    />
  );
}
