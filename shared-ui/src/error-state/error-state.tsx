import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';

export interface ErrorStateProps {
  /** The server's message where the spec says so, otherwise a plain explanation. */
  message: ReactNode;
  title?: ReactNode;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
}

export function ErrorState({ message, title = 'Something went wrong', onRetry }: ErrorStateProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message}
      action={onRetry ? <Button onClick={onRetry}>Retry</Button> : undefined}
    />
  );
}
