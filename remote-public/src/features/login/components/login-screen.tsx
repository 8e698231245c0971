import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { parseLoginQuery, pathAfterLogin, useSession } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { PageHeader } from '@insolvency/shared-ui/screens';
import { theme } from '@insolvency/shared-ui/base';
import { useSessionExpiredNotice } from '../hooks/use-session-expired-notice';
import { LoginForm } from './login-form';
import { RegisterRoleCards } from '../../../components/register-role-cards';

/**
 * Login (spec §2). Reads `route`, `id` and `reason` from the query. A logged-in user
 * (already, or just now) goes to the named route with its id, otherwise home.
 */
export function LoginScreen() {
  const { token } = theme.useToken();
  const [searchParams] = useSearchParams();
  const query = useMemo(() => parseLoginQuery(searchParams), [searchParams]);
  const { isAuthenticated, isResolving } = useSession();
  useSessionExpiredNotice(query.reason === 'expired');

  if (isAuthenticated) return <Navigate replace to={pathAfterLogin(query)} />;
  // A stored refresh token is renewing the session: the user may be logged in in a moment.
  if (isResolving) return <LoadingState />;

  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: token.paddingLG }}>
      <PageHeader title="Login" />
      <div style={{ maxWidth: 450, marginBottom: token.marginXL }}>
        <LoginForm />
      </div>
      <h2 style={{ fontSize: token.fontSizeHeading4 }}>New here? Register as</h2>
      <RegisterRoleCards />
    </div>
  );
}

export default LoginScreen;
