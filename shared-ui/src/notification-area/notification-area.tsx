import { Alert, Button } from 'antd';
import { theme } from '../theme';

/** The spec shows at most three notifications at a time, 500 wide, never closing by themselves. */
export const MAX_VISIBLE_NOTIFICATIONS = 3;
export const NOTIFICATION_AREA_WIDTH = 500;
export const DO_NOT_SHOW_AGAIN_LABEL = 'Do not show above message again';

export interface NotificationAreaItem {
  id: string;
  title?: string;
  text: string;
  tone?: 'info' | 'warning';
  /** Label of the item's action button (e.g. resubscribe an address); no label, no button. */
  actionLabel?: string;
  /** Whether the item offers 'Do not show above message again'. */
  canDismissForGood?: boolean;
}

export interface NotificationAreaProps {
  items: readonly NotificationAreaItem[];
  onAction: (item: NotificationAreaItem) => void;
  onDismissForGood: (item: NotificationAreaItem) => void;
}

/** Persistent messages for the logged-in user, below the app bar; the first three are shown. */
export function NotificationArea({ items, onAction, onDismissForGood }: NotificationAreaProps) {
  const { token } = theme.useToken();
  const visibleItems = items.slice(0, MAX_VISIBLE_NOTIFICATIONS);
  if (visibleItems.length === 0) return null;
  return (
    <section
      aria-label="Notifications"
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: token.marginXS,
        width: NOTIFICATION_AREA_WIDTH,
        maxWidth: `calc(100% - ${2 * token.marginSM}px)`,
        margin: `${token.marginSM}px ${token.marginSM}px 0 auto`,
        boxSizing: 'border-box',
      }}
    >
      {visibleItems.map((item) => (
        <Alert
          key={item.id}
          role="status"
          type={item.tone ?? 'info'}
          showIcon
          title={item.title}
          description={
            <>
              <p style={{ margin: 0 }}>{item.text}</p>
              {item.actionLabel || item.canDismissForGood ? (
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginTop: token.marginXS }}>
                  {item.actionLabel ? (
                    <Button size="small" type="primary" onClick={() => onAction(item)}>
                      {item.actionLabel}
                    </Button>
                  ) : null}
                  {item.canDismissForGood ? (
                    <Button size="small" onClick={() => onDismissForGood(item)}>
                      {DO_NOT_SHOW_AGAIN_LABEL}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </>
          }
        />
      ))}
    </section>
  );
}
