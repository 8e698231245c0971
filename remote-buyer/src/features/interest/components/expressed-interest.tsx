import { Link } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { DateText, EmptyState, ErrorState, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { useBuyerInterestedPostsQuery } from '../api/interest-api';

/** ExpressedInterest (`/expressed-interest/`, 'Expressions of Interest'): the buyer's expressions, newest first. */
export default function ExpressedInterest() {
  const { token } = theme.useToken();
  const { data, error, isLoading, refetch } = useBuyerInterestedPostsQuery();

  let content;
  if (isLoading) content = <LoadingState label="Loading your expressions of interest…" />;
  else if (error || !data) {
    content = <ErrorState title="Your expressions of interest could not be loaded" message={apiErrorMessage(error) ?? 'Please check your connection and try again.'} onRetry={() => void refetch()} />;
  } else if (data.length === 0) {
    content = (
      <EmptyState
        hint={
          <>
            Open a posting in <Link to={pathFor('PostingInbox')}>your inbox</Link> and choose Express Interest.
          </>
        }
      />
    );
  } else {
    content = (
      <ul aria-label="Expressions of Interest" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: token.marginSM }}>
        {data.map((item) => (
          <li
            key={item.expressionId}
            style={{ padding: token.padding, background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, minWidth: 0 }}
          >
            <h2 style={{ fontSize: token.fontSizeLG, margin: 0, overflowWrap: 'anywhere' }}>
              <Link to={pathFor('PostDetail', item.businessId)}>{item.activityHeading}</Link>
            </h2>
            <p style={{ margin: `${token.marginXXS}px 0`, color: token.colorTextSecondary }}>
              Ref: {item.reference}
              {item.primaryCategory ? ` · ${item.primaryCategory}` : ''} · Expressed <DateText value={item.dateExpressed} />
            </p>
            <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.profile}</p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div style={{ maxWidth: 960 }}>
      <PageHeader title="Expressions of Interest" />
      {content}
    </div>
  );
}
