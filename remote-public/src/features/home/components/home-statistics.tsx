import { formatCount, type HomeStats } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { ErrorState, LoadingState } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { usePublicHomeStatsQuery } from '../api/home-api';

const FIGURES: readonly { key: keyof HomeStats; label: string }[] = [
  { key: 'livePosts', label: 'Live posts' },
  { key: 'interestedParties', label: 'Interested Parties' },
  { key: 'insolvencyPractitioners', label: 'Insolvency Practitioners' },
  { key: 'expressionsOfInterest', label: 'Expressions of interest' },
];

/** The marketplace in four figures (GET unauth/homestats). */
export function HomeStatistics() {
  const { token } = theme.useToken();
  const { data: stats, error, isLoading, refetch } = usePublicHomeStatsQuery();

  if (isLoading) return <LoadingState label="Loading statistics…" />;
  if (error || !stats) {
    return <ErrorState title="Statistics are unavailable" message={apiErrorMessage(error) ?? 'Please try again in a moment.'} onRetry={() => void refetch()} />;
  }
  return (
    <dl
      data-testid="home-statistics"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: token.margin, margin: 0 }}
    >
      {FIGURES.map(({ key, label }) => (
        // Label first for screen readers ("Live posts 25"); the figure is shown above it.
        <div
          key={key}
          style={{
            display: 'flex',
            flexDirection: 'column-reverse',
            padding: token.padding,
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            textAlign: 'center',
          }}
        >
          <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
          <dd style={{ margin: 0, fontSize: token.fontSizeHeading2, fontWeight: 700, color: token.colorPrimary, fontVariantNumeric: 'tabular-nums' }}>
            {formatCount(stats[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
