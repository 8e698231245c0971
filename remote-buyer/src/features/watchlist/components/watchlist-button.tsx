import { Button, theme } from '@insolvency/shared-ui/base';
import { StarFilled, StarOutlined } from '@insolvency/shared-ui/icons';
import { useWatchlistToggle } from '../hooks/use-watchlist-toggle';

/** Save / Saved: puts a post on the buyer's watchlist or takes it off (a toggle button, `aria-pressed`). */
export function WatchlistButton({ postId, heading }: { postId: number; heading: string }) {
  const { token } = theme.useToken();
  const { saved, ready, busy, error, toggle } = useWatchlistToggle(postId);
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: token.marginXXS }}>
      <Button
        aria-pressed={saved}
        aria-label={`${saved ? 'Saved' : 'Save'} to watchlist: ${heading}`}
        icon={saved ? <StarFilled aria-hidden style={{ color: token.colorWarning }} /> : <StarOutlined aria-hidden />}
        disabled={!ready}
        loading={busy}
        onClick={toggle}
      >
        {saved ? 'Saved' : 'Save'}
      </Button>
      {error ? (
        <span role="alert" style={{ color: token.colorError, fontSize: token.fontSizeSM }}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
