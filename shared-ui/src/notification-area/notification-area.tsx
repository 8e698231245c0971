import { Alert, Button } from 'antd';
import { NOTIFICATIONS_SHOWN_ATTRIBUTE } from '@insolvency/shared-contracts';
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

/**
 * Persistent messages for the logged-in user, below the app bar; the first three are shown,
 * as a list. The area is a polite live region (role status) that is there before any message
 * arrives, so a screen reader reads each new message out without moving the focus; antd's
 * Alert would make each one an assertive alert instead. It fills the width it is given up
 * to 500 px, from the left: the shell puts it above the screen, in the screen's column.
 */
export function NotificationArea({ items, onAction, onDismissForGood }: NotificationAreaProps) {
  const { token } = theme.useToken();
  const visibleItems = items.slice(0, MAX_VISIBLE_NOTIFICATIONS);
  return (
    <div role="status">
      {visibleItems.length > 0 ? (
        <section aria-label="Notifications" {...{ [NOTIFICATIONS_SHOWN_ATTRIBUTE]: '' }} style={{ width: NOTIFICATION_AREA_WIDTH, maxWidth: '100%', marginTop: token.marginSM, boxSizing: 'border-box' }}>
          <ul style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS, listStyle: 'none', margin: 0, padding: 0 }}>
            {visibleItems.map((item) => (
              <li key={item.id}>
                <Alert
                  role="none"
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
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
