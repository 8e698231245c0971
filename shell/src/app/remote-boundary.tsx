import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Area } from '@insolvency/shared-contracts';
import { ErrorState } from '@insolvency/shared-ui';

const AREA_LABELS: Record<Area, string> = {
  public: 'This page',
  buyer: 'The buyer area',
  seller: 'The seller area',
  admin: 'The admin area',
};

/** What a remote's area shows when its code cannot be fetched or fails: the rest of the page keeps working. */
export function RemoteUnavailable({ area, onRetry }: { area: Area; onRetry: () => void }) {
  return (
    <ErrorState title={`${AREA_LABELS[area]} could not be loaded.`} message="Check your connection and try again." onRetry={onRetry} />
  );
}

interface RemoteBoundaryProps {
  area: Area;
  /** A change (e.g. the pathname) clears a caught error: another screen gets its chance. */
  resetKey: string;
  /** Called by Retry after the boundary cleared its error (e.g. to load the screen afresh); without it, Retry renders the screen again. */
  onRetry?: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
  errorKey: string | null;
}

/** Error boundary around one remote's screen: a throw or a failed chunk stays in this area. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null, errorKey: null };

  static getDerivedStateFromError(error: Error): Partial<RemoteBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: RemoteBoundaryProps, state: RemoteBoundaryState): Partial<RemoteBoundaryState> | null {
    if (state.error && state.errorKey !== null && state.errorKey !== props.resetKey) return { error: null, errorKey: null };
    if (state.error && state.errorKey === null) return { errorKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`A ${this.props.area} screen failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null, errorKey: null });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.error) return <RemoteUnavailable area={this.props.area} onRetry={this.retry} />;
    return this.props.children;
  }
}
