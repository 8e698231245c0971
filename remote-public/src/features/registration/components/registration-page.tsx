import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { ErrorState, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { PageColumn } from '../../../components/page-column';

export interface RegistrationPageProps {
  title: string;
  subtitle: string;
  isLoading: boolean;
  /** True when a label set could not be loaded: the form cannot be shown. */
  isError: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** The frame of both wizards: heading, the labels' loading and error states, a way back. */
export function RegistrationPage({ title, subtitle, isLoading, isError, onRetry, children }: RegistrationPageProps) {
  const { token } = theme.useToken();
  let body: ReactNode = children;
  if (isError) {
    body = <ErrorState message="The registration form could not be loaded. Please try again." onRetry={onRetry} />;
  } else if (isLoading) {
    body = <LoadingState label="Loading the registration form…" />;
  }
  return (
    <PageColumn maxWidth={1080}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        back={<Link to={ROUTE_PATHS.RegisterDirectory}>Back to registration choices</Link>}
      />
      {body}
      <p style={{ marginTop: token.marginXL }}>
        Already registered? <Link to={ROUTE_PATHS.Login}>Login</Link>
      </p>
    </PageColumn>
  );
}
