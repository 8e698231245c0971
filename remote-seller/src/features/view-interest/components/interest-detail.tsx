import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDispatch } from 'react-redux';
import { CONNECTED_PARTY_TAG, CONNECTION_NOT_DECLARED_TAG, connectedPartyAnswer, pathFor, type InterestDetail as Detail } from '@insolvency/shared-contracts';
import { apiErrorMessage, apiErrorStatus } from '@insolvency/shared-auth';
import { DateText, ErrorState, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Descriptions } from '@insolvency/shared-ui/data';
import { Tag } from '@insolvency/shared-ui/tag';
import { Alert } from '@insolvency/shared-ui/feedback';
import { invalidateSellerInterests, useSellerInterestQuery } from '../api/view-interest-api';

function addressLines(address: Detail['addressDetails']): string[] {
  if (!address) return [];
  return [address.addressLine1, address.addressLine2, address.addressLine3, address.townCity, address.county, address.postcode].filter((line): line is string => Boolean(line));
}


function DetailView({ detail }: { detail: Detail }) {
  const { token } = theme.useToken();
  const { interest, interestedUserDetails: person, addressDetails: address } = detail;
  return (
    <div style={{ display: 'grid', gap: token.marginLG }}>
      {interest.visibleToInsolvency ? null : (
        <p style={{ margin: 0 }}>
          <Tag color="red">NOT VISIBLE TO PRACTITIONER</Tag>
        </p>
      )}
      {interest.connectedParty ? (
        <Alert
          type="warning"
          showIcon
          title={<Tag color="orange">{CONNECTED_PARTY_TAG}</Tag>}
          description="The interested party declared that they are connected to the insolvent company or its directors. In an administration, a sale to a connected party within eight weeks of the appointment needs an evaluator's report (Administration (Restrictions on Disposal etc. to Connected Persons) Regulations 2021)."
        />
      ) : null}
      {interest.connectedParty === null ? (
        <Alert
          type="info"
          showIcon
          title={<Tag color="gold">{CONNECTION_NOT_DECLARED_TAG}</Tag>}
          description="The interested party has not declared whether they are connected to the insolvent company or its directors. Ask them before a sale: a sale to a connected party in an administration may need an evaluator's report."
        />
      ) : null}
      <section aria-label="Interest">
        <p style={{ margin: 0, color: token.colorTextSecondary }}>
          On <Link to={pathFor('PostDetail', interest.businessId)}>{interest.business.activityHeading}</Link> (Ref: {interest.business.reference}), expressed{' '}
          <DateText value={interest.createdDate} />
        </p>
        <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: `${token.marginSM}px 0 0` }}>{interest.profile}</p>
      </section>
      <Descriptions
        title="Interested Party"
        bordered
        size="small"
        column={1}
        items={[
          { key: 'name', label: 'Name', children: `${person.forenames} ${person.surname}` },
          { key: 'connected', label: 'Connected party', children: connectedPartyAnswer(interest.connectedParty) },
          { key: 'company', label: 'Company', children: person.company },
          { key: 'position', label: 'Position', children: person.position },
          { key: 'email', label: 'Email', children: <a href={`mailto:${person.emailAddress1}`}>{person.emailAddress1}</a> },
          ...(person.emailAddress2 ? [{ key: 'email2', label: 'Second Email', children: <a href={`mailto:${person.emailAddress2}`}>{person.emailAddress2}</a> }] : []),
          ...(address
            ? [
                { key: 'telephone', label: 'Telephone', children: <a href={`tel:${address.telephone}`}>{address.telephone}</a> },
                ...(address.mobile ? [{ key: 'mobile', label: 'Mobile', children: <a href={`tel:${address.mobile}`}>{address.mobile}</a> }] : []),
                { key: 'address', label: 'Address', children: <span style={{ whiteSpace: 'pre-line' }}>{addressLines(address).join('\n')}</span> },
              ]
            : []),
        ]}
      />
    </div>
  );
}

/** InterestDetail (`/user/view-interest/:id`): one expression with the interested party's contact details; opening it marks it viewed. */
export default function InterestDetail() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const dispatch = useDispatch();
  const { data, error, isLoading, refetch } = useSellerInterestQuery(id, { skip: !valid });
  // The server marked it viewed: the menu's count and the list refresh.
  useEffect(() => {
    if (data) dispatch(invalidateSellerInterests());
  }, [data, dispatch]);

  let content;
  if (!valid) content = <ErrorState title="Expression of interest not found" message="Check the address and try again." />;
  else if (isLoading) content = <LoadingState label="Loading the expression of interest…" />;
  else if (error || !data) {
    const notFound = apiErrorStatus(error) === 404;
    content = (
      <ErrorState
        title={notFound ? 'Expression of interest not found' : 'The expression of interest could not be loaded'}
        message={apiErrorMessage(error) ?? 'Please check your connection and try again.'}
        onRetry={notFound ? undefined : () => void refetch()}
      />
    );
  } else content = <DetailView detail={data} />;

  return (
    <div style={{ maxWidth: 760 }}>
      <PageHeader title="Interest Detail" back={<Link to={pathFor('ViewInterest')}>← View Interest</Link>} />
      {content}
    </div>
  );
}
