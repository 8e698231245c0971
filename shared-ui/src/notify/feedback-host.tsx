import { useEffect, useMemo } from 'react';
import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

// Loaded by NotifyProvider on the first message or notification (its own chunk).

export interface FeedbackApi {
  message: MessageInstance;
  notification: NotificationInstance;
}

export interface FeedbackHostProps {
  onReady: (api: FeedbackApi) => void;
}

/** antd's message and notification holders, inside the product's ConfigProvider. */
export function FeedbackHost({ onReady }: FeedbackHostProps) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const api = useMemo(() => ({ message: messageApi, notification: notificationApi }), [messageApi, notificationApi]);
  useEffect(() => onReady(api), [api, onReady]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
