import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import type { SlotName, SlotProps } from '@insolvency/shared-contracts';
import { LoadingState } from '../loading-state';
import { theme } from '../theme';
import { useSlotLoader, type SlotLoader } from './slot-context';

export interface SlotComponentProps<N extends SlotName> {
  name: N;
  /** Handed to the panel that fills the slot. */
  props: SlotProps[N];
  /** What the panel is, for its loading and failure texts (e.g. 'Owner panel'). */
  label: string;
}

/**
 * A named place in a screen that another remote fills (remotes never import each other: README, Architecture): renders what the shell
 * registered under `name`, loaded on first use, or nothing when nothing is registered for this
 * viewer. A panel that fails to load or to render shows a small Retry; the rest of the page
 * keeps working.
 */
export function Slot<N extends SlotName>({ name, props, label }: SlotComponentProps<N>) {
  const load = useSlotLoader(name);
  // A rejected lazy component stays rejected: Retry makes a new one.
  const [attempt, setAttempt] = useState(0);
  const Panel = useMemo(() => (load ? lazyPanel(load) : null), [load, attempt]);
  if (!Panel) return null;
  return (
    <SlotBoundary label={label} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<LoadingState label={`Loading ${label.toLowerCase()}…`} />}>
        <Panel {...(props as object)} />
      </Suspense>
    </SlotBoundary>
  );
}

function lazyPanel(load: SlotLoader) {
  return lazy(async () => ({ default: (await load()) as ComponentType<object> }));
}

interface SlotBoundaryProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

class SlotBoundary extends Component<SlotBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.label} failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) return <SlotFailure label={this.props.label} onRetry={this.retry} />;
    return this.props.children;
  }
}

function SlotFailure({ label, onRetry }: { label: string; onRetry: () => void }) {
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: token.marginSM,
        padding: `${token.paddingSM}px ${token.padding}px`,
        border: `${token.lineWidth}px solid ${token.colorErrorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorErrorBg,
      }}
    >
      <span>{label} could not be loaded.</span>
      <Button size="small" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
