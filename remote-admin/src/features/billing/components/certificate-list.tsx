import { ADMIN_CERTIFICATE_DEFAULT_DAYS, ADMIN_CERTIFICATE_PAGE_SIZE, ADMIN_DAYS_FILTERS, pathFor } from '@insolvency/shared-contracts';
import { DateText, LinkButton } from '@insolvency/shared-ui';
import { pagingOf } from '../../../components/paging';
import { oneOf, PAGE_FIELD, useUrlView } from '../../../components/use-url-view';
import { useAdminCertificateListQuery } from '../api/admin-billing-api';
import { DocumentCard, DocumentCardsScreen } from './document-cards';

/** Spec §9 names one page size for certificates; the control still offers it alone. */
const PAGE_SIZES = [ADMIN_CERTIFICATE_PAGE_SIZE] as const;

/** `/admin/certificates?days=&page=`: the last 14 days, newest first, 25 a page. */
const VIEW = {
  days: oneOf(ADMIN_DAYS_FILTERS, ADMIN_CERTIFICATE_DEFAULT_DAYS),
  page: PAGE_FIELD,
  pageSize: oneOf(PAGE_SIZES, ADMIN_CERTIFICATE_PAGE_SIZE),
};

/** CertificateList (/admin/certificates): posting certificates of the last 14 days by default, 25 a page, paged on the server. */
export default function CertificateList() {
  const { view, update } = useUrlView(VIEW);
  const paging = pagingOf(view, update);
  const query = useAdminCertificateListQuery({ daysAfterCreation: Number(view.days), order: 'desc', page: paging.page, pageSize: paging.pageSize });
  return (
    <DocumentCardsScreen
      title="Certificates"
      noun="certificates"
      view={view}
      update={update}
      paging={paging}
      query={query}
      items={(data) => data.certificateList}
      pageCount={(data) => data.roundedPageCount}
      pageSizes={PAGE_SIZES}
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
