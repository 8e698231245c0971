import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { MessageArgsProps, NotificationArgsProps } from 'antd';
import type { FeedbackApi, FeedbackHostProps } from './feedback-host';

/**
 * Snackbars (antd `message`) and notifications (antd `notification`) for any screen.
 *
 * antd's `App` would give the same through `App.useApp()`, but it brings message,
 * notification and modal (about 19 KiB brotli) to every page, the visitor home included,
 * where nothing is ever shown. Here the antd code is loaded on the first call only; calls
 * made meanwhile are queued and shown as soon as it has loaded. The holders render inside
 * UiProvider's ConfigProvider, so messages use the product's theme and locale.
 */
export interface Notify {
  message: {
    open(config: MessageArgsProps): void;
    success(content: ReactNode, duration?: number): void;
    info(content: ReactNode, duration?: number): void;
    warning(content: ReactNode, duration?: number): void;
    error(content: ReactNode, duration?: number): void;
    loading(content: ReactNode, duration?: number): void;
    destroy(key?: string): void;
  };
  notification: {
    open(config: NotificationArgsProps): void;
    success(config: NotificationArgsProps): void;
    info(config: NotificationArgsProps): void;
    warning(config: NotificationArgsProps): void;
    error(config: NotificationArgsProps): void;
    destroy(key?: string): void;
  };
}

type Operation = (api: FeedbackApi) => void;

const NotifyContext = createContext<Notify | null>(null);

/** Message and notification calls; needs `UiProvider` (or `NotifyProvider`) above. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs UiProvider (or NotifyProvider) above it.');
  return notify;
}

export interface NotifyProviderProps {
  children: ReactNode;
  /** How the antd part is fetched (tests may pass a failing loader). */
  loadHost?: () => Promise<ComponentType<FeedbackHostProps>>;
}

const loadFeedbackHost = () => import('./feedback-host').then((module) => module.FeedbackHost);

export function NotifyProvider({ children, loadHost = loadFeedbackHost }: NotifyProviderProps) {
  const [Host, setHost] = useState<ComponentType<FeedbackHostProps> | null>(null);
  const api = useRef<FeedbackApi | null>(null);
  const queue = useRef<Operation[]>([]);
  const loading = useRef(false);

  const run = useCallback(
    (operation: Operation) => {
      if (api.current) {
        operation(api.current);
        return;
      }
      queue.current.push(operation);
      if (loading.current) return;
      loading.current = true;
      loadHost().then(
        (component) => setHost(() => component),
        (error: unknown) => {
          // A failed download (e.g. offline) is retried by the next call; the queue is kept.
          loading.current = false;
          console.error('Messages could not be loaded.', error);
        },
      );
    },
    [loadHost],
  );

  const onReady = useCallback((ready: FeedbackApi) => {
    api.current = ready;
    const pending = queue.current;
    queue.current = [];
    for (const operation of pending) operation(ready);
  }, []);

  const notify = useMemo<Notify>(() => {
    const shortMessage = (type: 'success' | 'info' | 'warning' | 'error' | 'loading') => (content: ReactNode, duration?: number) =>
      run((ready) => void ready.message[type](content, duration));
    const notice = (type: 'open' | 'success' | 'info' | 'warning' | 'error') => (config: NotificationArgsProps) =>
      run((ready) => ready.notification[type](config));
    return {
      message: {
        open: (config) => run((ready) => void ready.message.open(config)),
        success: shortMessage('success'),
        info: shortMessage('info'),
        warning: shortMessage('warning'),
        error: shortMessage('error'),
        loading: shortMessage('loading'),
        destroy: (key) => run((ready) => ready.message.destroy(key)),
      },
      notification: {
        open: notice('open'),
        success: notice('success'),
        info: notice('info'),
        warning: notice('warning'),
        error: notice('error'),
        destroy: (key) => run((ready) => ready.notification.destroy(key)),
      },
    };
  }, [run]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {Host ? <Host onReady={onReady} /> : null}
    </NotifyContext.Provider>
  );
}
