import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { INTEREST_FILTERS, londonToday, pathFor, passesCreatedFilter, type InterestFilter } from '@insolvency/shared-contracts';
import { apiErrorMessage, serverNow } from '@insolvency/shared-auth';
import { DateText, EmptyState, ErrorState, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Segmented } from '@insolvency/shared-ui/data';
import { useSellerInterestListQuery } from '../api/view-interest-api';
import { InterestTags } from './interest-tags';

/** ViewInterest (`/user/view-interest`): the expressions of interest in the seller's posts, filtered None / Last Week / Not Viewed. */
export default function ViewInterest() {
  const { token } = theme.useToken();
  const [filter, setFilter] = useState<InterestFilter>('none');
  const { data, error, isLoading, refetch } = useSellerInterestListQuery(undefined, { refetchOnMountOrArgChange: true });
  const shown = useMemo(() => {
    const today = londonToday(new Date(serverNow()));
    return (data ?? []).filter((item) =>
      filter === 'notViewed' ? !item.viewedByInsolvency : filter === 'lastWeek' ? passesCreatedFilter(londonToday(new Date(item.createdDate)), 'lastWeek', today) : true,
    );
  }, [data, filter]);

  let content;
  if (isLoading) content = <LoadingState label="Loading the interest received…" />;
  else if (error || !data) {
    content = <ErrorState title="The interest received could not be loaded" message={apiErrorMessage(error) ?? 'Please check your connection and try again.'} onRetry={() => void refetch()} />;
  } else if (shown.length === 0) {
    content = <EmptyState hint={data.length === 0 ? 'Interested Parties who express interest in your posts appear here.' : 'No expression of interest passes this filter.'} />;
  } else {
    content = (
      <ul aria-label="Expressions of Interest" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: token.marginSM }}>
        {shown.map((item) => (
          <li
            key={item.expressionId}
            style={{ padding: token.padding, background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, minWidth: 0 }}
          >
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
              <h2 style={{ fontSize: token.fontSizeLG, margin: 0, overflowWrap: 'anywhere' }}>
                <Link to={pathFor('InterestDetail', item.expressionId)}>{`${item.forenames} ${item.surname}`}</Link>
              </h2>
              <InterestTags interest={item} />
            </div>
            <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>
              {item.activityHeading} (Ref: {item.reference}) · Expressed <DateText value={item.dateExpressed} />
            </p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div style={{ maxWidth: 960 }}>
      <PageHeader
        title="View Interest"
        extra={
          <Segmented
            aria-label="Filter"
            value={filter}
            onChange={(value) => setFilter(value as InterestFilter)}
            options={INTEREST_FILTERS.map((option) => ({ value: option.key, label: option.label }))}
          />
        }
      />
      {content}
    </div>
  );
}
