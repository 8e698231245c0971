import { pathFor } from '@insolvency/shared-contracts';
import { DateText, LinkButton } from '@insolvency/shared-ui';
import { useSellerCertificateListQuery } from '../api/seller-billing-api';
import { DocumentCard } from './document-card';
import { DocumentListScreen } from './document-list-screen';

/** UserCertificates (/user/certificates): a certificate per posting period; View Certificate and View Post. */
export default function UserCertificates() {
  const query = useSellerCertificateListQuery();
  return (
    <DocumentListScreen
      title="Certificates"
      noun="certificates"
      query={query}
      renderCard={(certificate) => (
        <DocumentCard
          key={certificate.periodId}
          heading={certificate.activityHeading}
          details={[
            { label: 'Certificate', value: `No. ${certificate.periodId}` },
            { label: 'Reference', value: certificate.reference },
            { label: 'Issued', value: <DateText value={certificate.createdDate} /> },
            {
              label: 'Period',
              value: (
                <>
                  <DateText value={certificate.startDate} /> to <DateText value={certificate.endDate} />
                </>
              ),
            },
          ]}
          actions={
            <>
              <LinkButton to={pathFor('CertificateOutput', certificate.periodId)} variant="primary">
                View Certificate
              </LinkButton>
              <LinkButton to={pathFor('PostDetail', certificate.businessId)}>View Post</LinkButton>
            </>
          }
        />
      )}
    />
  );
}
